import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../lib/errors';
import type {
  EngineRequest,
  EngineResponse,
  EngineTaskInput,
  EngineTaskName,
  EngineTaskOutput,
} from './engine-tasks';

/** Tasks waiting per worker before the pool refuses more: a few seconds of engine work. */
const QUEUE_PER_WORKER = 4;
/** What a client is told to wait when the pool is full. */
const BUSY_RETRY_SECONDS = 5;
const BUSY = 'The server is busy analysing. Please try again in a few seconds.';

/**
 * Runs the insights engine on worker threads, so that a template run or a company's insights
 * (up to a second of CPU each) never holds the event loop that answers every other request.
 */
export type EnginePool = {
  /** Runs a task on a free worker; UNAVAILABLE (503) at once when the queue is full. */
  run<K extends EngineTaskName>(name: K, input: EngineTaskInput<K>): Promise<EngineTaskOutput<K>>;
  /** Stops the workers; tasks still queued or running fail. */
  close(): Promise<void>;
};

export type EnginePoolOptions = {
  /** Worker threads; by default one less than the cores, so the event loop keeps one. */
  size?: number;
  /** Tasks that may wait for a worker; by default four per worker. */
  maxQueue?: number;
};

type Job = {
  request: EngineRequest;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
};

/** Workers for this machine: one less than its cores, at least one, at most four. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * Starts a worker. The production build ships the worker as `engine-worker.js` beside
 * `server.js`; from source (tests, tsx) the TypeScript entry is loaded through tsx.
 */
function startWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  if (!fromSource) return new Worker(new URL('./engine-worker.js', import.meta.url));
  const entry = new URL('./engine-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true });
}

/** A pool of engine workers, started on first use and stopped by `close`. */
export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const size = options.size ?? defaultPoolSize();
  const maxQueue = options.maxQueue ?? size * QUEUE_PER_WORKER;
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function settle(worker: Worker, response: EngineResponse) {
    const job = running.get(worker);
    running.delete(worker);
    idle.push(worker);
    if (job && job.request.id === response.id) {
      if (response.ok) job.resolve(response.output);
      else job.reject(new Error(response.message));
    }
    dispatch();
  }

  function retire(worker: Worker, error: Error) {
    const job = running.get(worker);
    running.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    job?.reject(error);
    if (!closed) dispatch();
  }

  function spawn(): Worker {
    const worker = startWorker();
    // A pool left open must not keep the process alive.
    worker.unref();
    worker.on('message', (response: EngineResponse) => settle(worker, response));
    worker.on('error', (error) => retire(worker, error));
    worker.on('exit', (code) => retire(worker, new Error(`Engine worker exited (${code})`)));
    return worker;
  }

  function dispatch() {
    while (!closed && (idle.length > 0 || running.size < size)) {
      const job = queue.shift();
      if (!job) return;
      const worker = idle.pop() ?? spawn();
      running.set(worker, job);
      worker.postMessage(job.request);
    }
  }

  return {
    run(name, input) {
      if (closed) return Promise.reject(new Error('The engine pool is closed'));
      if (queue.length >= maxQueue) {
        return Promise.reject(
          new AppError('UNAVAILABLE', BUSY, { retryAfterSeconds: BUSY_RETRY_SECONDS }),
        );
      }
      return new Promise((resolve, reject) => {
        const request: EngineRequest = { id: nextId++, name, input };
        queue.push({ request, resolve: resolve as (output: unknown) => void, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The engine pool is closed'));
      const workers = [...idle.splice(0), ...running.keys()];
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

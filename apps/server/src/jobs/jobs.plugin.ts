import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { AppError } from '../lib/errors';
import { jobDatabaseOf, type JobDatabase } from './job-database';
import type { JobHandler, JobName, JobPayloads, JobQueue } from './job-types';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** The durable job queue on the app's database. */
    jobs: JobQueue;
  }
}

/** Retries of a failed job: 5 more attempts, 5 s apart and doubling. */
const QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 5, retryBackoff: true } as const;
/** How long stopping waits for running jobs before they are failed (and later retried). */
const STOP_TIMEOUT_MS = 10_000;
/** How often an idle worker looks for jobs sent by other processes. */
const POLLING_INTERVAL_SECONDS = 2;
/** The wait before another attempt when the queue could not start (the database was down). */
const START_RETRY_MS = 5_000;
/** How often stopping checks that the last job statements have finished. */
const SETTLE_CHECK_MS = 20;

type AnyHandler = JobHandler<JobName>;

/**
 * Starts pg-boss on the app's database (its `pgboss` schema is created on first start) and
 * exposes it as `app.jobs`. Jobs are stored with the data, so a job sent is never lost and any
 * server process may run it. The app starts even when the queue cannot (the health check then
 * reports the database); the queue keeps trying in the background. Stops with the app: running
 * jobs finish first, within a time limit.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const handlers = new Map<JobName, AnyHandler>();
    const workerIds = new Map<JobName, string>();
    /** Queues this process has created on the current pg-boss instance. */
    const queues = new Set<JobName>();
    let boss: PgBoss | undefined;
    let isRunning = false;
    let isClosed = false;
    let attempt: Promise<void> | undefined;
    let retryTimer: NodeJS.Timeout | undefined;
    let connection: JobDatabase | undefined;
    let runningHandlers = 0;

    /**
     * Waits until no job runs and no queue statement is in flight: pg-boss marks a job done
     * without awaiting it, and a fetch that was under way when it stopped still hands its job
     * to the worker. Two quiet checks in a row, a timer tick apart, cover the step between them.
     */
    async function settle(deadline: number): Promise<void> {
      let quietChecks = 0;
      while (quietChecks < 2 && Date.now() < deadline) {
        const isQuiet = runningHandlers === 0 && (connection?.pendingStatements() ?? 0) === 0;
        quietChecks = isQuiet ? quietChecks + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, SETTLE_CHECK_MS));
      }
    }

    async function ensureQueue(running: PgBoss, name: JobName): Promise<void> {
      if (queues.has(name)) return;
      // Creating a queue that exists changes nothing, so several processes may all do it.
      await running.createQueue(name, { name, ...QUEUE_OPTIONS });
      queues.add(name);
    }

    async function startWorker(running: PgBoss, name: JobName, handler: AnyHandler) {
      await ensureQueue(running, name);
      // Filled in once work() answers; its first job may start before that.
      const worker: { id?: string } = {};
      worker.id = await running.work<JobPayloads[JobName]>(
        name,
        { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
        async ([job]) => {
          if (!job) return;
          runningHandlers += 1;
          try {
            await handler(job.data);
          } catch (error) {
            app.log.warn(
              { err: error, job: name, jobId: job.id },
              'job failed; it will be retried',
            );
            throw error;
          } finally {
            runningHandlers -= 1;
            // A worker that has just done a job looks for the next one at once, so a backlog
            // (a burst of reset requests, say) drains without waiting a poll per job.
            if (worker.id) running.notifyWorker(worker.id);
          }
        },
      );
      workerIds.set(name, worker.id);
    }

    async function start(): Promise<void> {
      // A pg-boss instance whose start failed cannot start again: each attempt takes a new one.
      connection = jobDatabaseOf(app.db);
      const candidate = new PgBoss({ db: connection, ...QUEUE_OPTIONS });
      candidate.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
      boss = candidate;
      try {
        await candidate.start();
        for (const [name, handler] of handlers) await startWorker(candidate, name, handler);
        isRunning = true;
      } catch (error) {
        workerIds.clear();
        queues.clear();
        await candidate.stop({ graceful: false, wait: true }).catch(() => undefined);
        if (isClosed) return;
        app.log.error({ err: error }, 'the job queue could not start; trying again shortly');
        retryTimer = setTimeout(() => {
          attempt = start();
        }, START_RETRY_MS);
        retryTimer.unref();
      }
    }

    const jobs: JobQueue = {
      isRunning: () => isRunning,
      async send(name, data) {
        await attempt;
        if (!isRunning || !boss) {
          throw new AppError('UNAVAILABLE', 'The job queue is not available. Please try again.');
        }
        await ensureQueue(boss, name);
        const id = await boss.send(name, data);
        if (!id) throw new Error(`The job queue did not accept a ${name} job`);
        const workerId = workerIds.get(name);
        // Run it now rather than at the next poll when this process works on this queue.
        if (workerId) boss.notifyWorker(workerId);
        return id;
      },
      async work<N extends JobName>(name: N, handler: JobHandler<N>) {
        if (handlers.has(name)) throw new Error(`A worker for ${name} is already registered`);
        const anyHandler = handler as AnyHandler;
        handlers.set(name, anyHandler);
        if (isRunning && boss) await startWorker(boss, name, anyHandler);
      },
    };
    app.decorate('jobs', jobs);

    app.addHook('onReady', async () => {
      attempt = start();
      await attempt;
    });

    app.addHook('onClose', async () => {
      isClosed = true;
      clearTimeout(retryTimer);
      await attempt;
      if (isRunning && boss) {
        isRunning = false;
        const deadline = Date.now() + STOP_TIMEOUT_MS;
        await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
        await settle(deadline);
      }
    });
  },
  { name: 'clearcall-jobs', dependencies: ['clearcall-context'] },
);

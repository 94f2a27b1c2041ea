import { Worker } from 'node:worker_threads';

/**
 * A load generator in a worker thread: keeps `connections` keep-alive requests in flight for
 * `seconds` (cycling through `bodies` when given) and counts the 200s.
 */
const LOAD_WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, connections, seconds, method, headers, bodies } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
let ok = 0, failed = 0, running = true;
setTimeout(() => { running = false; }, seconds * 1000);
function once(i) {
  return new Promise((resolve) => {
    const body = bodies.length ? bodies[i % bodies.length] : undefined;
    const request = http.request({ agent, host: target.hostname, port: target.port,
      path: body ? body.path : target.pathname, method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers },
      (response) => { response.resume(); response.on('end', () => {
        if (response.statusCode === 200) ok += 1; else failed += 1; resolve(); }); });
    request.on('error', () => { failed += 1; resolve(); });
    request.end(body ? body.payload : undefined);
  });
}
async function loop(start) { let i = start; while (running) { await once(i); i += 7; } }
const started = Date.now();
Promise.all(Array.from({ length: connections }, (_, i) => loop(i * 13))).then(() => {
  agent.destroy();
  parentPort.postMessage({ ok, failed, seconds: (Date.now() - started) / 1000 });
});`;

export type LoadResult = { ok: number; failed: number; seconds: number };

export function runLoad(workerData: Record<string, unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

// `npm run bench:startup`: prints how long `npm start` takes to serve on an empty data folder
// (demo data included) and on a restart, and how much JavaScript the /login page loads.
// Budgets: first start under 60 s, restart under 3 s, /login JavaScript under 150 KB gzipped.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, waitForHealth } from './lib/demo-server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `npm start` and resolves with the seconds until /api/health answers, and the process. */
async function timeStart(env) {
  const startedAt = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  await waitForHealth(`http://127.0.0.1:${env.PORT}`, {
    hasExited: () => exited,
    timeoutMs: 300_000,
    pollMs: 50,
  });
  return { seconds: (performance.now() - startedAt) / 1000, child };
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** Loads /login in Chromium and adds up the gzipped JavaScript bytes it received. */
async function measureLoginJavaScript(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // The budget is in gzip bytes: ask for gzip only, since Chromium may otherwise negotiate brotli.
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push(sizes.responseBodySize);
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  return { count: scripts.length, bytes: scripts.reduce((sum, size) => sum + size, 0) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'clearcall-bench-'));
const port = await freePort();
const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
try {
  const first = await timeStart(env);
  const loginJs = await measureLoginJavaScript(`http://127.0.0.1:${port}`);
  await stop(first.child);
  const second = await timeStart(env);
  await stop(second.child);

  const rows = [
    ['first start, empty data folder, demo data', `${first.seconds.toFixed(1)} s`, 'under 60 s'],
    ['restart with data', `${second.seconds.toFixed(2)} s`, 'under 3 s'],
    [
      `/login JavaScript (${loginJs.count} files, gzipped)`,
      `${(loginJs.bytes / 1024).toFixed(1)} KB`,
      'under 150 KB gzipped',
    ],
  ];
  for (const [what, value, budget] of rows)
    console.log(`${what.padEnd(48)} ${value.padStart(10)}   (${budget})`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

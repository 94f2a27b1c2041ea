// Starting the built server for the scripts and the browser tests: a free port on 127.0.0.1,
// the embedded database in a data folder of the caller's, the demo data (loaded by the built
// demo-data loader before the server starts), and a wait until /api/health answers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/server.js');
const LOADER_ENTRY = join(ROOT, 'packages/demo-data/dist/prepare.js');

/** A TCP port on 127.0.0.1 that nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Resolves once `url`/api/health answers 200; rejects when `hasExited()` turns true or after
 * `timeoutMs`, with `describe()` (what the process printed, say) in the message.
 */
export async function waitForHealth(url, { hasExited, describe = () => '', timeoutMs, pollMs }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`The server exited before serving.\n${describe()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`The server did not answer /api/health in time.\n${describe()}`);
}

/** Runs the demo-data loader to its end with `env`; rejects with what it printed when it fails. */
function prepareDemoData(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LOADER_ENTRY], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Loading the demo data failed (exit ${code}).\n${output.join('')}`)),
    );
  });
}

/**
 * Starts the built server on `port` (a free one when not given) with the demo data in `dataDir`
 * (created there on the first start) and its mail in the outbox API; `env` adds to or overrides
 * that set-up. The server's output is kept for error messages; `echo` passes its errors on.
 */
export async function startDemoServer({
  dataDir,
  port: chosenPort,
  env = {},
  echo = false,
  timeoutMs = 120_000,
  pollMs = 100,
}) {
  if (!existsSync(SERVER_ENTRY) || !existsSync(LOADER_ENTRY)) {
    throw new Error('The server is not built: run `node scripts/build.mjs` (npm test does it).');
  }
  const port = chosenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    DATABASE_URL: '',
    DEMO_DATA: 'true',
    MAIL_OUTBOX_API: 'true',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    ...env,
  };
  await prepareDemoData(serverEnv);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  let exited = false;
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => {
    output.push(chunk.toString());
    if (echo) process.stderr.write(chunk);
  });
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await done;
  };
  try {
    await waitForHealth(url, {
      hasExited: () => exited,
      describe: () => output.join(''),
      timeoutMs,
      pollMs,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

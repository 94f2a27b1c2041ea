import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from './fixtures';
import { startSsoProviders } from './oidc-provider';

const ROOT = join(import.meta.dirname, '..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/server.js');
const STARTUP_TIMEOUT_MS = 120_000;

function findFreePort(): Promise<number> {
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

async function waitForHealth(url: string, server: { exited: boolean; output: string[] }) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exited)
      throw new Error(`The server exited during start:\n${server.output.join('')}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${server.output.join('')}`);
}

/** The demo accounts that sign in to the feed, where the guided tutorial would overlay the journeys. */
const DEMO_MEMBERS = ['analyst@example.com', 'premium@example.com', 'newcomer@example.com'];

async function callApi(url: string, init: RequestInit & { token?: string }): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok)
    throw new Error(`${init.method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Stops the demo members' tutorials, as each would by skipping it, in a session closed again at
 * once: the journeys of other screens sign them in and must not meet the tour. The tutorial's own
 * journey uses accounts of its own.
 */
async function stopDemoTutorials(baseUrl: string) {
  for (const email of DEMO_MEMBERS) {
    const login = (await callApi(`${baseUrl}/api/user/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })) as { result: { token: string; user: { userId: string } } };
    const { token, user } = login.result;
    await callApi(`${baseUrl}/api/user/tutorial/${user.userId}`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ stopTutorial: 1 }),
    });
    await callApi(`${baseUrl}/api/admin/logout/${user.userId}`, {
      method: 'POST',
      token,
      body: JSON.stringify({ token }),
    });
  }
}

/**
 * Starts the built server on a free port with a fresh data folder and the demo data, and shares
 * its address with the tests through CLEARCALL_E2E_URL.
 */
export default async function globalSetup() {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error('The server is not built: run `node scripts/build.mjs` (npm test does it).');
  }
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'clearcall-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const sso = await startSsoProviders(url);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      MAIL_OUTBOX_API: 'true',
      SMTP_URL: '',
      // Each test presents its own client address (X-Forwarded-For, see fixtures.ts), so the
      // per-address rate limits apply per test as they would per person, not to the whole run.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...sso.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { exited: false, output: [] as string[] };
  child.stdout.on('data', (chunk: Buffer) => state.output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => state.output.push(chunk.toString()));
  child.on('exit', () => {
    state.exited = true;
  });

  try {
    await waitForHealth(url, state);
    await stopDemoTutorials(url);
  } catch (error) {
    await sso.close();
    throw error;
  }
  process.env.CLEARCALL_E2E_URL = url;

  return async () => {
    if (!state.exited) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await sso.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

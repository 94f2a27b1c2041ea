import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startDemoServer } from '../scripts/lib/demo-server.mjs';
import { DEMO_PASSWORD } from './fixtures';
import { startSsoProviders } from './oidc-provider';

/**
 * The demo accounts that sign in to the feed, where the guided tutorial would overlay the
 * journeys.
 */
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
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'clearcall-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const sso = await startSsoProviders(url);
  let server: Awaited<ReturnType<typeof startDemoServer>> | undefined;
  try {
    server = await startDemoServer({
      dataDir,
      port,
      env: {
        // Each test presents its own client address (X-Forwarded-For, see fixtures.ts), so the
        // per-address rate limits apply per test as they would per person, not to the whole run.
        TRUST_PROXY: 'true',
        ...sso.env,
      },
    });
    await stopDemoTutorials(url);
  } catch (error) {
    await server?.stop();
    await sso.close();
    throw error;
  }
  process.env.CLEARCALL_E2E_URL = url;

  return async () => {
    await server.stop();
    await sso.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

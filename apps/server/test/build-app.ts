import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { parseConfig, type Config } from '../src/config/env';
import type { Database } from '../src/db/database';
import { openTestDatabase } from './db';
import { uniqueAddress } from './factories';

export type TestApp = { app: App; db: Database; config: Config; close(): Promise<void> };

/** A test app whose hooks build and close it; its fields can be read in hooks and tests. */
export type TestAppHandle = Omit<TestApp, 'close'>;

export type BuildTestAppOptions = {
  /** Environment variables on top of the test defaults (silent logs, no built web app). */
  env?: Record<string, string>;
  /** Reuse a database (it stays open on close); a fresh copy is opened otherwise. */
  db?: Database;
  /** Runs after the plugins have loaded and before `ready()`, e.g. to add a test route. */
  beforeReady?: (app: App) => void;
  /** Receives the log lines (set LOG_LEVEL in `env` to see them). */
  logStream?: BuildAppOptions['logStream'];
  /** The engine pool's size and queue, e.g. a pool that refuses every task. */
  engine?: BuildAppOptions['engine'];
};

/** The real app on its own test database, ready for `app.inject`. */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const parsed = parseConfig({
    LOG_LEVEL: 'silent',
    // A folder that does not exist, unless a test supplies a built web app.
    WEB_DIST: join(tmpdir(), `clearcall-no-web-${randomUUID()}`),
    ...options.env,
  });
  if (!parsed.ok) throw new Error(`Bad test configuration: ${parsed.problems.join('; ')}`);
  const opened = options.db ? undefined : await openTestDatabase();
  const db = options.db ?? opened!.db;
  const app = buildApp({
    config: parsed.config,
    db,
    logStream: options.logStream,
    engine: options.engine,
  });
  if (options.beforeReady) {
    // Plugins load first, so that their onRoute hooks see the routes a test adds.
    await app.after();
    options.beforeReady(app);
  }
  try {
    await app.ready();
  } catch (error) {
    await app.close();
    await opened?.close();
    throw error;
  }
  return {
    app,
    db,
    config: parsed.config,
    close: async () => {
      await app.close();
      await opened?.close();
    },
  };
}

/**
 * Builds the app before the tests of the enclosing file or `describe` block and closes it after
 * them, so a test file declares its app in one line. Pass a function for options that an earlier
 * `beforeAll` prepares (another app's database, a mock server's address): it runs at build time.
 */
export function useTestApp(
  options: BuildTestAppOptions | (() => BuildTestAppOptions) = {},
): TestAppHandle {
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll: read it in hooks and tests.');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await built?.close();
    built = undefined;
  });
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
  };
}

/**
 * Sends a POST without a session, from its own client address by default, so that per-address
 * rate limits of one test do not leak into the next.
 */
export function postAnonymously(
  t: TestAppHandle,
  url: string,
  payload: unknown,
  remoteAddress = uniqueAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

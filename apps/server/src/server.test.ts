import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/demo-server.mjs';
import { LOCK_FILE_NAME, readBootId, readProcessStart } from './db/data-dir-lock';
import { findServerPackageRoot } from './lib/package-root';

type Run = { code: number | null; stdout: string; stderr: string };

const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'clearcall-server-'));
  folders.push(folder);
  return folder;
}

/** Starts src/server.ts through tsx; `onStdout` may act on the output (e.g. send a signal). */
function startServer(
  env: Record<string, string>,
  onStdout?: (text: string, stop: (signal: NodeJS.Signals) => void) => void,
): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: findServerPackageRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      ...env,
    },
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    run.stdout += chunk.toString();
    onStdout?.(run.stdout, (signal) => child.kill(signal));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    run.stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve({ ...run, code }));
  });
}

describe('server start', () => {
  it('exits 1 with one line per bad variable', async () => {
    const run = await startServer({ PORT: 'abc', DEMO_DATA: 'maybe' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'PORT: expected a number between 1 and 65535',
      'DEMO_DATA: expected true, false, 1 or 0',
    ]);
  });

  it('exits 1 with one line when the demo configuration would listen beyond this machine', async () => {
    const run = await startServer({ HOST: '0.0.0.0', DEMO_DATA: 'true', MAIL_OUTBOX_API: 'true' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'HOST: expected a loopback address (127.0.0.1, ::1 or localhost) while DEMO_DATA or MAIL_OUTBOX_API is on; the demo configuration must not be reachable from other machines',
    );
    expect(run.stdout).not.toContain('Clearcall is running');
  });

  it('exits 1 when another live server holds the data folder', async () => {
    const dataDir = tempFolder();
    // This test process, recorded as a server records itself.
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({
        pid: process.pid,
        startedAt: new Date().toISOString(),
        id: 'test',
        processStart: readProcessStart(process.pid),
        bootId: readBootId(),
      }),
    );
    const run = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Another Clearcall server (pid ${process.pid}) is using the data folder ${dataDir}; stop it or set DATA_DIR to another folder.`,
    );
  });

  it('refuses a second server while the first runs, and starts again after a SIGKILL', async () => {
    const dataDir = tempFolder();
    const env = { DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web') };
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    let second: Run | undefined;
    let isStarted = false;
    const first = await startServer({ ...env, PORT: String(firstPort) }, (stdout, stop) => {
      if (isStarted || !stdout.includes('Clearcall is running at')) return;
      isStarted = true;
      void startServer({ ...env, PORT: String(secondPort) })
        .then((run) => {
          second = run;
        })
        .finally(() => stop('SIGKILL'));
    });
    expect(first.code).toBeNull();
    expect(second?.code).toBe(1);
    expect(second?.stderr).toContain('Another Clearcall server (pid ');
    // The killed server's lock is still there; the next start must take it over.
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);

    let health: number | undefined;
    const third = await startServer({ ...env, PORT: String(secondPort) }, (stdout, stop) => {
      if (health !== undefined || !stdout.includes('Clearcall is running at')) return;
      health = 0;
      void fetch(`http://127.0.0.1:${secondPort}/api/health`)
        .then((response) => {
          health = response.status;
        })
        .finally(() => stop('SIGTERM'));
    });
    expect(third.stderr).toBe('');
    expect(health).toBe(200);
    expect(third.code).toBe(0);
  }, 120_000);

  it('serves, then shuts down cleanly on SIGTERM and releases the folder', async () => {
    const dataDir = tempFolder();
    const port = await freePort();
    let health: { status: number; body: unknown } | undefined;
    let isChecking = false;
    const run = await startServer(
      { DATA_DIR: dataDir, PORT: String(port), WEB_DIST: join(dataDir, 'no-web') },
      (stdout, stop) => {
        if (isChecking || !stdout.includes('Clearcall is running at')) return;
        isChecking = true;
        void fetch(`http://127.0.0.1:${port}/api/health`)
          .then(async (response) => {
            health = { status: response.status, body: await response.json() };
          })
          .finally(() => stop('SIGTERM'));
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`Clearcall is running at http://127.0.0.1:${port}`);
    expect(health).toEqual({ status: 200, body: { status: 'ok', db: 'ok', jobs: 'ok' } });
    expect(run.stdout).toContain('SIGTERM received');
    expect(run.code).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 90_000);
});

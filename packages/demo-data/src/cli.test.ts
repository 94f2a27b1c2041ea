import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@clearcall/server/db/client';
import { appMeta, companies, stories, users } from '@clearcall/server/db/schema';
import { DEMO_ACCOUNTS } from './accounts';

type Run = { code: number | null; stdout: string; stderr: string };

const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const SMALL = [
  '--seed',
  '2',
  '--companies',
  '40',
  '--stories',
  '400',
  '--transcript-companies',
  '12',
];

const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `npm run seed` (src/cli.ts) on an embedded database; `onStdout` may kill it. */
function runSeed(
  dataDir: string,
  onStdout?: (text: string, kill: () => void) => void,
): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...SMALL], {
    cwd: PACKAGE_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    run.stdout += chunk.toString();
    onStdout?.(run.stdout, () => child.kill('SIGKILL'));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    run.stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve({ ...run, code }));
  });
}

describe('npm run seed', () => {
  it('loads the whole set on the run after one killed during the load', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clearcall-seed-'));
    folders.push(dataDir);
    let isKilling = false;
    const killed = await runSeed(dataDir, (stdout, kill) => {
      if (isKilling || !stdout.includes('Seeding the embedded database')) return;
      isKilling = true;
      // Past the claim of the load and into its batches, well before its end.
      setTimeout(kill, 2_000);
    });
    expect(killed.code).toBeNull();
    expect(killed.stdout).not.toContain('Done:');

    const again = await runSeed(dataDir);
    expect(again.stderr).toBe('');
    expect(again.stdout).toMatch(/Done: 40 companies, [\d,]+ stories and 5 users/);
    expect(again.code).toBe(0);

    const handle = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const total = async (table: typeof companies | typeof stories | typeof users) =>
        (await handle.db.select({ n: count() }).from(table))[0]?.n;
      const [marker] = await handle.db.select().from(appMeta).where(eq(appMeta.key, 'demo_data'));
      expect(marker?.value).toMatchObject({ seed: 2, companies: 40 });
      expect(marker?.value).not.toHaveProperty('status');
      expect(await total(companies)).toBe(40);
      expect(await total(stories)).toBe((marker?.value as { stories: number }).stories);
      expect(await total(users)).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await handle.close();
    }
  }, 300_000);
});

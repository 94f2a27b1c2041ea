import { existsSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '@clearcall/server/config/env';
import { openDatabase } from '@clearcall/server/db/client';
import { DataDirLockedError } from '@clearcall/server/db/data-dir-lock';
import { DEMO_ACCOUNTS } from './accounts';
import { isDemoDataLoaded } from './demo-marker';
import { loadDemoData } from './load';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/**
 * A file beside the embedded database that says its demo data set is loaded, so that a restart
 * does not open the database twice (about a second each) only to find nothing to do. It names
 * the database folder it was written for (inode and creation time), and is trusted only while
 * that very folder is there: a database folder deleted or replaced is loaded again.
 */
const LOADED_FILE_NAME = '.clearcall-demo-data';

function loadedFileOf(config: Pick<Config, 'dataDir' | 'databaseUrl'>): string | undefined {
  return config.databaseUrl ? undefined : join(config.dataDir, LOADED_FILE_NAME);
}

/** The identity of the embedded database's folder, or undefined when there is none. */
function databaseFolderIdentity(dataDir: string): string | undefined {
  const folder = join(dataDir, 'pglite');
  if (!existsSync(folder)) return undefined;
  const stat = statSync(folder, { bigint: true });
  return `${stat.ino}:${stat.birthtimeNs || stat.ctimeNs}`;
}

export function isKnownLoaded(config: Pick<Config, 'dataDir' | 'databaseUrl'>): boolean {
  const file = loadedFileOf(config);
  if (file === undefined || !existsSync(file)) return false;
  const identity = databaseFolderIdentity(config.dataDir);
  return identity !== undefined && readFileSync(file, 'utf8').trim() === identity;
}

/** Writes the file that lets the next start skip opening the database (embedded only). */
export function markLoaded(config: Pick<Config, 'dataDir' | 'databaseUrl'>): void {
  const file = loadedFileOf(config);
  const identity = databaseFolderIdentity(config.dataDir);
  if (file && identity) writeFileSync(file, `${identity}\n`);
}

function sayDemoAccounts(): void {
  say('Demo accounts:');
  for (const account of DEMO_ACCOUNTS) {
    say(`  ${account.email} / ${account.password}  (${account.role}; ${account.note})`);
  }
}

/**
 * Runs before the server starts: with the demo configuration on (DEMO_DATA), loads the demo data
 * set once per database and lists the demo accounts. The database is closed again before this
 * returns, so the server can then take its data folder's lock.
 */
export async function prepareDemoData(): Promise<void> {
  const config = loadConfig();
  if (!config.demoData) return;
  if (isKnownLoaded(config)) {
    sayDemoAccounts();
    return;
  }
  const handle = await openDatabase(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  });
  try {
    // app_meta remembers a load that reached its end; the load is one transaction, so a start
    // killed during it simply loads again next time.
    if (!(await isDemoDataLoaded(handle.db))) {
      say('Loading the demo data (first start only)...');
      await loadDemoData(handle.db, { seed: 1, log: say });
    }
  } finally {
    await handle.close();
  }
  markLoaded(config);
  sayDemoAccounts();
}

const entry = process.argv[1];
if (entry && realpathSync(entry) === fileURLToPath(import.meta.url)) {
  prepareDemoData().catch((error: unknown) => {
    fail(
      `Loading the demo data failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  });
}

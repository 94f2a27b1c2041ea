import { loadConfig } from '@clearcall/server/config/env';
import { openDatabase } from '@clearcall/server/db/client';
import { DataDirLockedError } from '@clearcall/server/db/data-dir-lock';
import { parseSeedArgs, SEED_USAGE } from './cli-options';
import { DEFAULT_DEMO_OPTIONS } from './generate';
import { loadDemoData } from './load';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** Loads the demo data set into the configured database (DATA_DIR or DATABASE_URL). */
async function main(): Promise<void> {
  const parsed = parseSeedArgs(process.argv.slice(2));
  if (!parsed.ok) fail(parsed.error);
  if (parsed.help) {
    say(SEED_USAGE);
    return;
  }
  const { options } = parsed;
  // `npm run seed` from the repository root runs here in packages/demo-data; relative paths such as the
  // default ./data mean the folder the command was typed in, as they do for `npm start`.
  const config = loadConfig(process.env, { cwd: process.env.INIT_CWD ?? process.cwd() });
  const started = performance.now();
  const handle = await openDatabase(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  });
  try {
    say(
      `Seeding ${handle.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}...`,
    );
    const result = await loadDemoData(handle.db, { ...options, log: say });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.skipped) {
      say('This database already holds the demo data set; nothing was changed.');
    } else {
      say(
        `Done: ${result.companies.toLocaleString('en-US')} companies, ${result.stories.toLocaleString('en-US')} stories and ${result.users} users (seed ${options.seed ?? DEFAULT_DEMO_OPTIONS.seed}) in ${seconds} s.`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  fail(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
});

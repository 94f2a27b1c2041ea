import { isAbsolute, resolve } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { mintOperatorToken } from '../modules/api-tokens/api-tokens.service';
import {
  IMPORT_USAGE,
  parseImportArgs,
  serverUrl,
  UsageError,
  type ImportCommand,
} from './import-args';
import { httpClient, injectClient, type ApiClient } from './import-client';
import { collectTranscriptFiles } from './import-files';
import type { Output } from './import-progress';
import { runCompaniesImport, runTranscriptsImport } from './import-run';

/** How long a server has to answer /api/health before the command line opens the database. */
const PROBE_TIMEOUT_MS = 2_000;

const out: Output = {
  write: (text) => process.stdout.write(text),
  isTTY: process.stdout.isTTY === true,
};

function say(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Whether anything answers at the server's address (any status: a server is there). */
async function serverAnswers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` against a client: the running server with the API token when one answers;
 * otherwise an app built in this process on the configured database, as the first active admin
 * with a token that is revoked at the end.
 */
async function withClient(work: (client: ApiClient) => Promise<number>): Promise<number> {
  const url = serverUrl(process.env);
  if (await serverAnswers(url)) {
    const token = process.env.CLEARCALL_API_TOKEN?.trim();
    if (!token) {
      say(
        `A server answers at ${url}: set CLEARCALL_API_TOKEN to an admin API token (account settings, API tokens).`,
      );
      return 2;
    }
    return work(httpClient(url, token));
  }

  say(`No server answers at ${url}; opening the database directly.`);
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  let handle;
  try {
    handle = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      say(`${error.message} Start the import against that server with CLEARCALL_URL.`);
      return 2;
    }
    throw error;
  }
  const app = buildApp({ config, db: handle.db });
  try {
    await app.ready();
    const minted = await mintOperatorToken(handle.db, 'command line import');
    if (!minted) {
      say('The database has no active admin account to import as; create one first.');
      return 2;
    }
    try {
      return await work(injectClient(app, minted.secret, config.dataDir));
    } finally {
      await minted.revoke();
    }
  } finally {
    await app.close();
    await handle.close();
  }
}

/** Paths are relative to where `npm run` was started, not to the repository root. */
function fromCaller(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

async function run(command: Exclude<ImportCommand, { kind: 'help' }>): Promise<number> {
  if (command.kind === 'companies') {
    const file = fromCaller(command.file);
    return withClient((client) => runCompaniesImport(client, file, out));
  }
  const files = await collectTranscriptFiles(command.paths.map(fromCaller));
  const hasHints =
    command.ticker !== undefined || command.quarter !== undefined || command.year !== undefined;
  if (hasHints && files.length > 1) {
    throw new UsageError(
      `--ticker, --quarter and --year apply to a single file; ${files.length} files were given.`,
    );
  }
  return withClient(
    async (client) => (await runTranscriptsImport(client, files, command, out)).exitCode,
  );
}

async function main(): Promise<number> {
  try {
    const command = parseImportArgs(process.argv.slice(2));
    if (command.kind === 'help') {
      process.stdout.write(`${IMPORT_USAGE}\n`);
      return 0;
    }
    return await run(command);
  } catch (error) {
    if (error instanceof UsageError) {
      say(`${error.message}\n\n${IMPORT_USAGE}`);
      return 2;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    say(
      `The import stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);

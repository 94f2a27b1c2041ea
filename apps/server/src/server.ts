import { buildApp } from './app';
import { loadConfig, type Config } from './config/env';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

async function openOrExit(config: Config): Promise<DatabaseHandle> {
  try {
    return await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}

function printStartBanner(config: Config): void {
  say(`Clearcall is running at ${config.publicUrl}`);
  if (config.mailOutboxApi && !config.smtpUrl) {
    say(
      `Mail is kept in the outbox: sign-in passcodes and links are logged here and listed at ${config.publicUrl}/dev/mail`,
    );
  }
}

/** Starts the server; the only place that listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openOrExit(config);
  const app = buildApp({ config, db: handle.db, prettyLogs: process.stdout.isTTY === true });
  let isStopping = false;

  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now"; the stale lock is taken over on the next start.
    if (isStopping) process.exit(1);
    isStopping = true;
    say(`${signal} received, shutting down...`);
    app
      .close()
      .then(() => handle.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`Shutdown failed: ${String(error)}\n`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    await handle.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      fail(
        `Port ${config.port} on ${config.host} is already in use; stop that program or set PORT.`,
      );
    }
    throw error;
  }
  printStartBanner(config);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Clearcall failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

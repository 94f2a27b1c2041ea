import pg from 'pg';

/** How test files reach their database, handed over by the global setup. */
export type TestDatabaseInfo =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** A database name derived from the TEST_DATABASE_URL's own name, within PostgreSQL's 63 bytes. */
export function derivedDatabaseName(adminUrl: string, suffix: string): string {
  const base = decodeURIComponent(new URL(adminUrl).pathname.replace(/^\//, '')) || 'clearcall';
  const safeBase = base
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  return `${safeBase}_${suffix}`.slice(0, 63);
}

/** The same server and credentials as `adminUrl`, connected to another database. */
export function urlForDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Drops a test database once its connections have closed. Forcing at once would race the
 * closing connections, whose "terminated" error would then surface as an uncaught error.
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      try {
        await client.query(`drop database if exists "${name}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

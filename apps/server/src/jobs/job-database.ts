import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';

type QueryResult = { rows: unknown[] };

/** The PGlite surface the queue needs: single statements with parameters, and scripts. */
type PgliteClient = {
  query(text: string, values?: unknown[]): Promise<QueryResult>;
  exec(text: string): Promise<QueryResult[]>;
};

/** A node-postgres pool or client. */
type PostgresClient = { query(text: string, values?: unknown[]): Promise<QueryResult> };

function isPgliteClient(client: unknown): client is PgliteClient {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as Partial<PgliteClient>).exec === 'function' &&
    typeof (client as Partial<PgliteClient>).query === 'function'
  );
}

function isPostgresClient(client: unknown): client is PostgresClient {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as Partial<PostgresClient>).query === 'function'
  );
}

/** The queue's connection to the app's database, and how many of its statements are running. */
export type JobDatabase = PgBoss.Db & { pendingStatements(): number };

/**
 * Lets the job queue run its SQL on the app's own database connection. PGlite's `query` takes
 * one statement, while the queue installs its schema with parameterless multi-statement
 * scripts, so those go to `exec` (whose last result is the answer). PostgreSQL takes both
 * through the pool. Running statements are counted: pg-boss completes a job without waiting
 * for it, so stopping must wait for them before the database may close.
 */
export function jobDatabaseOf(db: Database): JobDatabase {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  let pending = 0;
  const counted = async (run: () => Promise<QueryResult>): Promise<QueryResult> => {
    pending += 1;
    try {
      return await run();
    } finally {
      pending -= 1;
    }
  };
  const pendingStatements = () => pending;

  if (isPgliteClient(client)) {
    return {
      pendingStatements,
      executeSql: (text, values) =>
        counted(async () => {
          if (values && values.length > 0) return client.query(text, values);
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }),
    };
  }
  if (isPostgresClient(client)) {
    return {
      pendingStatements,
      executeSql: (text, values) => counted(() => client.query(text, values)),
    };
  }
  throw new Error('The job queue needs a PGlite or node-postgres database');
}

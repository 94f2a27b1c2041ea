import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config/env';
import { findServerPackageRoot } from '../lib/package-root';
import type { Database } from './database';
import { acquireDataDirLock } from './data-dir-lock';
import { ensureIndustries } from './reference-data';
import * as schema from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Closes the connection(s) and releases the data folder. Safe to call more than once. */
  close(): Promise<void>;
};

/** An arbitrary constant that serializes concurrent migrations of one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_140_311;

/** The folder of the generated SQL migrations, committed beside the server sources. */
export function migrationsFolder(): string {
  return join(findServerPackageRoot(), 'drizzle');
}

/** Wraps a PGlite instance in the app's Drizzle database. */
export function createPgliteDatabase(client: PGlite): Database {
  return drizzlePglite({ client, schema });
}

/** Wraps a node-postgres pool in the app's Drizzle database. */
export function createPostgresDatabase(pool: pg.Pool): Database {
  return drizzlePostgres({ client: pool, schema });
}

/** Applies the pending migrations to a PGlite database. */
export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client, schema }), {
    migrationsFolder: migrationsFolder(),
  });
}

/**
 * Applies the pending migrations to a PostgreSQL database. An advisory lock keeps several server
 * processes that start together from running the same migration twice.
 */
export async function migratePostgresPool(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres({ client: connection, schema }), {
        migrationsFolder: migrationsFolder(),
      });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

function once(action: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= action());
}

/**
 * Opens the database the configuration names and brings its schema up to date: PostgreSQL
 * through a pool when DATABASE_URL is set, otherwise PGlite in `DATA_DIR/pglite` under a lock
 * file. Throws DataDirLockedError when another live server holds the folder.
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection that drops (a database restart) must not crash the process; the pool
    // opens a new one on the next query.
    pool.on('error', (error) => {
      process.stderr.write(`Database connection lost: ${error.message}\n`);
    });
    const db = createPostgresDatabase(pool);
    try {
      await migratePostgresPool(pool);
      await ensureIndustries(db);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: once(() => pool.end()) };
  }

  const lock = acquireDataDirLock(config.dataDir);
  let client: PGlite | undefined;
  try {
    const folder = join(config.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = await PGlite.create(folder);
    await migratePgliteClient(client);
    await ensureIndustries(createPgliteDatabase(client));
  } catch (error) {
    await client?.close();
    lock.release();
    throw error;
  }
  const opened = client;
  return {
    db: createPgliteDatabase(opened),
    kind: 'pglite',
    close: once(async () => {
      try {
        await opened.close();
      } finally {
        lock.release();
      }
    }),
  };
}

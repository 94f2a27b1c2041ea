import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseKind } from '../src/db/client';
import type { Database } from '../src/db/database';
import { derivedDatabaseName, dropTestDatabase, urlForDatabase } from './test-database-info';

export type TestDatabase = { db: Database; kind: DatabaseKind; close(): Promise<void> };

/** PostgreSQL refuses to copy a template while another copy is starting; such a clash is retried. */
async function createFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      const isBusy = (error as { code?: string }).code === '55006';
      if (!isBusy || attempt >= 20) throw error;
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/** A migrated database of this test file's own: a PGlite copy, or a fresh PostgreSQL database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(info.dumpFile)]) });
    return { db: createPgliteDatabase(client), kind: 'pglite', close: () => client.close() };
  }
  const name = derivedDatabaseName(info.adminUrl, `t_${randomBytes(6).toString('hex')}`);
  await createFromTemplate(info.adminUrl, name, info.template);
  const pool = new pg.Pool({ connectionString: urlForDatabase(info.adminUrl, name), max: 4 });
  return {
    db: createPostgresDatabase(pool),
    kind: 'postgres',
    close: async () => {
      await pool.end();
      await dropTestDatabase(info.adminUrl, name);
    },
  };
}

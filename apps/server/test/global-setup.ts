import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  migratePgliteClient,
  migratePostgresPool,
} from '../src/db/client';
import { ensureIndustries } from '../src/db/reference-data';
import { derivedDatabaseName, dropTestDatabase, urlForDatabase } from './test-database-info';

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Migrates one database for the whole run. PGlite: the migrated data folder is dumped to a file
 * each test file loads (much faster than a fresh database). PostgreSQL (TEST_DATABASE_URL): a
 * migrated template database each test file copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    // One template per project: the server's and the demo-data package's run side by side.
    const projectName = project.name.replace(/[^a-z0-9_]/gi, '_');
    const template = derivedDatabaseName(adminUrl, `tpl_${projectName}_${process.pid}`);
    await adminQuery(adminUrl, `drop database if exists "${template}" with (force)`);
    await adminQuery(adminUrl, `create database "${template}"`);
    const pool = new pg.Pool({ connectionString: urlForDatabase(adminUrl, template), max: 2 });
    try {
      await migratePostgresPool(pool);
      await ensureIndustries(createPostgresDatabase(pool));
    } finally {
      await pool.end();
    }
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return () => dropTestDatabase(adminUrl, template);
  }

  const client = await PGlite.create();
  await migratePgliteClient(client);
  await ensureIndustries(createPgliteDatabase(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = join(tmpdir(), `clearcall-test-db-${randomUUID()}.tar`);
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return async () => rmSync(dumpFile, { force: true });
}

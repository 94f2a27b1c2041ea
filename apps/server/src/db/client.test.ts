import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  derivedDatabaseName,
  dropTestDatabase,
  urlForDatabase,
} from '../../test/test-database-info';
import { openDatabase } from './client';
import { DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';
import { industries, users } from './schema';

const dataDir = mkdtempSync(join(tmpdir(), 'clearcall-db-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('openDatabase on PGlite', () => {
  it('migrates, writes the industries, holds the folder and lets it go on close', async () => {
    const handle = await openDatabase({ dataDir, databaseUrl: undefined });
    expect(handle.kind).toBe('pglite');
    const [row] = await handle.db.select({ total: count() }).from(industries);
    expect(row?.total).toBe(10);
    const lockPath = join(dataDir, LOCK_FILE_NAME);
    expect(existsSync(lockPath)).toBe(true);

    await expect(openDatabase({ dataDir, databaseUrl: undefined })).rejects.toThrow(
      DataDirLockedError,
    );

    await handle.close();
    await handle.close();
    expect(existsSync(lockPath)).toBe(false);

    // A lock left by a process that died is taken over on the next start.
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(lockPath, JSON.stringify({ pid: dead, startedAt: '2026-01-01T00:00:00Z' }));
    const reopened = await openDatabase({ dataDir, databaseUrl: undefined });
    const [userCount] = await reopened.db.select({ total: count() }).from(users);
    expect(userCount?.total).toBe(0);
    await reopened.close();
  }, 90_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('openDatabase on PostgreSQL', () => {
  it('migrates a new database and closes the pool', async () => {
    const name = derivedDatabaseName(adminUrl!, `open_${randomBytes(4).toString('hex')}`);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const handle = await openDatabase({ dataDir, databaseUrl: urlForDatabase(adminUrl!, name) });
      expect(handle.kind).toBe('postgres');
      const [row] = await handle.db.select({ total: count() }).from(industries);
      expect(row?.total).toBe(10);
      await handle.close();
      // A second open finds nothing left to migrate.
      const again = await openDatabase({ dataDir, databaseUrl: urlForDatabase(adminUrl!, name) });
      await again.close();
    } finally {
      await admin.end();
      await dropTestDatabase(adminUrl!, name);
    }
  });
});

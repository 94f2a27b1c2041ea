import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import {
  cachedPermissionRows,
  invalidateUserPermissions,
  PERMISSIONS_CACHE_TTL_MS,
} from './permissions-cache';
import type { PermissionRow } from './premium.repository';

const aDatabase = () => ({}) as Database;
const NOW = Date.UTC(2026, 0, 1);

function source(rows: PermissionRow[] = [{ tab: 'social', allowed: true }]) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return rows;
    },
    calls: () => calls,
  };
}

describe('cachedPermissionRows', () => {
  it('reads once within the lifetime, again after it', async () => {
    const db = aDatabase();
    const rows = source();
    await Promise.all([
      cachedPermissionRows(db, 'u1', rows.load, NOW),
      cachedPermissionRows(db, 'u1', rows.load, NOW),
    ]);
    await cachedPermissionRows(db, 'u1', rows.load, NOW + PERMISSIONS_CACHE_TTL_MS - 1);
    expect(rows.calls()).toBe(1);
    await cachedPermissionRows(db, 'u1', rows.load, NOW + PERMISSIONS_CACHE_TTL_MS);
    expect(rows.calls()).toBe(2);
  });

  it('reads again after an invalidation, for that user only', async () => {
    const db = aDatabase();
    const mine = source();
    const theirs = source();
    await cachedPermissionRows(db, 'u1', mine.load, NOW);
    await cachedPermissionRows(db, 'u2', theirs.load, NOW);
    invalidateUserPermissions(db, 'u1');
    await cachedPermissionRows(db, 'u1', mine.load, NOW);
    await cachedPermissionRows(db, 'u2', theirs.load, NOW);
    expect(mine.calls()).toBe(2);
    expect(theirs.calls()).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const db = aDatabase();
    let fail = true;
    const load = async (): Promise<PermissionRow[]> => {
      if (fail) throw new Error('connection lost');
      return [];
    };
    await expect(cachedPermissionRows(db, 'u1', load, NOW)).rejects.toThrow('connection lost');
    fail = false;
    await expect(cachedPermissionRows(db, 'u1', load, NOW)).resolves.toEqual([]);
  });
});

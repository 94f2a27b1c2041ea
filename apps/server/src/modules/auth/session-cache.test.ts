import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import {
  cachedSession,
  clearSessionCache,
  invalidateUserSessions,
  SESSION_CACHE_TTL_MS,
  type LoadedSession,
} from './session-cache';

/** The cache only uses the database object as a key, so any distinct object will do. */
const aDatabase = () => ({}) as Database;

const NOW = Date.UTC(2026, 0, 1);

function session(overrides: Partial<LoadedSession> = {}): LoadedSession {
  return {
    sessionId: 's1',
    userId: 'u1',
    userType: 'Business',
    accountStatus: 'active',
    expiresAt: NOW + 24 * 60 * 60 * 1000,
    lastSeenAt: NOW,
    ...overrides,
  };
}

function source(result: () => LoadedSession | null = () => session()) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return result();
    },
    calls: () => calls,
  };
}

describe('cachedSession', () => {
  it('reads a session once for concurrent and later requests within the lifetime', async () => {
    const db = aDatabase();
    const db1 = source();
    const [first, second] = await Promise.all([
      cachedSession(db, 'hash', db1.load, NOW),
      cachedSession(db, 'hash', db1.load, NOW),
    ]);
    await cachedSession(db, 'hash', db1.load, NOW + SESSION_CACHE_TTL_MS - 1);
    expect(db1.calls()).toBe(1);
    expect(first).toBe(second);
  });

  it('reads the database again once the lifetime is over', async () => {
    const db = aDatabase();
    let revoked = false;
    const db1 = source(() => (revoked ? null : session()));
    expect(await cachedSession(db, 'hash', db1.load, NOW)).not.toBeNull();
    revoked = true;
    expect(
      await cachedSession(db, 'hash', db1.load, NOW + SESSION_CACHE_TTL_MS - 1),
    ).not.toBeNull();
    expect(await cachedSession(db, 'hash', db1.load, NOW + SESSION_CACHE_TTL_MS)).toBeNull();
    expect(db1.calls()).toBe(2);
  });

  it('never serves a session at or after its own expiry', async () => {
    const db = aDatabase();
    const db1 = source(() => session({ expiresAt: NOW + 1_000 }));
    expect(await cachedSession(db, 'hash', db1.load, NOW)).not.toBeNull();
    expect(await cachedSession(db, 'hash', db1.load, NOW + 1_000)).toBeNull();
  });

  it('keeps neither unknown tokens nor failed reads', async () => {
    const db = aDatabase();
    const unknown = source(() => null);
    await cachedSession(db, 'nope', unknown.load, NOW);
    await cachedSession(db, 'nope', unknown.load, NOW);
    expect(unknown.calls()).toBe(2);

    let fail = true;
    const flaky = async () => {
      if (fail) throw new Error('connection lost');
      return session();
    };
    await expect(cachedSession(db, 'hash', flaky, NOW)).rejects.toThrow('connection lost');
    fail = false;
    expect(await cachedSession(db, 'hash', flaky, NOW)).not.toBeNull();
  });

  it('forgets the sessions of an invalidated user only, and reads still in flight', async () => {
    const db = aDatabase();
    const mine = source(() => session());
    const theirs = source(() => session({ sessionId: 's2', userId: 'u2' }));
    await cachedSession(db, 'mine', mine.load, NOW);
    await cachedSession(db, 'theirs', theirs.load, NOW);

    let release: (value: LoadedSession) => void = () => undefined;
    const slow = cachedSession(
      db,
      'slow',
      () => new Promise<LoadedSession>((resolve) => (release = resolve)),
      NOW,
    );
    invalidateUserSessions(db, 'u1');
    release(session({ sessionId: 's3', userId: 'u3' }));
    await slow;

    await cachedSession(db, 'mine', mine.load, NOW);
    await cachedSession(db, 'theirs', theirs.load, NOW);
    const again = source(() => session({ sessionId: 's3', userId: 'u3' }));
    await cachedSession(db, 'slow', again.load, NOW);
    expect(mine.calls()).toBe(2);
    expect(theirs.calls()).toBe(1);
    expect(again.calls()).toBe(1);
  });

  it('keeps databases apart and can be cleared', async () => {
    const one = aDatabase();
    const two = aDatabase();
    const db1 = source();
    await cachedSession(one, 'hash', db1.load, NOW);
    await cachedSession(two, 'hash', db1.load, NOW);
    expect(db1.calls()).toBe(2);
    clearSessionCache(one);
    await cachedSession(one, 'hash', db1.load, NOW);
    expect(db1.calls()).toBe(3);
  });
});

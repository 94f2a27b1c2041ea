import type { AddressInfo } from 'node:net';
import { REALTIME_EVENTS } from '@clearcall/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { useTestApp } from '../../test/build-app';
import { callText } from '../../test/call-text';
import { createCompany, createStory, type TestCompany } from '../../test/catalog';
import { openTestDatabase, type TestDatabase } from '../../test/db';
import { createUser, injectAs, type TestUser } from '../../test/factories';
import {
  collectReply,
  connected,
  createSocketClients,
  expectStreamedReply,
  joinRoom,
  marginQuestion,
} from '../../test/realtime-client';
import { eventually } from '../../test/eventually';
import { REALTIME_LIMITS } from './limits';

let baseUrl: string;
let acme: TestCompany;
let opened: TestDatabase;
/** Calls the app made on its database (select, insert, update, execute...). */
let queries = 0;

/**
 * The test database, counting every query the app starts on it, so that a test can show that
 * refused traffic costs none.
 */
function countingDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        queries += 1;
        return (value as (...params: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

beforeAll(async () => {
  opened = await openTestDatabase();
});

afterAll(async () => {
  await opened.close();
});

const t = useTestApp(() => ({ db: countingDatabase(opened.db) }));

beforeAll(async () => {
  acme = await createCompany(t.db, { name: 'Acme Robotics' });
  await createStory(t.db, acme, {
    year: 2026,
    quarter: 3,
    content: callText('Acme Robotics', 3, 412),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(() => clients.closeAll());

type Session = { user: TestUser; token: string; analysisId: string } & Awaited<
  ReturnType<typeof injectAs>
>;

async function session(): Promise<Session> {
  const user = await createUser(t.db);
  const as = await injectAs(t.app, user);
  const created = await as.inject({
    method: 'POST',
    url: `/api/user/${user.id}/analysis`,
    payload: { name: 'Analysis1' },
  });
  return { user, ...as, analysisId: created.json().result._id as string };
}

const clients = createSocketClients();
const open = (token: unknown) => clients.open(baseUrl, token);
const join = joinRoom;

describe('the realtime handshake', () => {
  it('refuses a missing, made-up or signed-out token', async () => {
    await expect(connected(open(undefined))).rejects.toThrow('Sign in to continue.');
    await expect(connected(open('not-a-session'))).rejects.toThrow('Your session has ended');
    const { token, inject, user } = await session();
    await inject({ method: 'POST', url: `/api/admin/logout/${user.id}`, payload: { token } });
    await expect(connected(open(token))).rejects.toThrow('Your session has ended');
  });

  it("admits the owner to an analysis' room, and nobody else", async () => {
    const owner = await session();
    const other = await session();
    const socket = open(owner.token);
    await connected(socket);
    expect(await join(socket, owner.analysisId)).toEqual({
      ok: true,
      analysisId: owner.analysisId,
    });
    expect(await join(socket, { analysisId: owner.analysisId })).toMatchObject({ ok: true });
    expect(await join(socket, other.analysisId)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: 'No analysis has this id.',
    });
    expect(await join(socket, 'nope')).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
  });
});

/** Resolves with the reason once the socket is disconnected. */
function disconnection(socket: ReturnType<typeof open>): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

describe('an ended session', () => {
  it('closes its sockets, and only its own, when the user signs it out elsewhere', async () => {
    const here = await session();
    const there = await injectAs(t.app, here.user);
    const kept = open(here.token);
    const ended = open(there.token);
    await Promise.all([connected(kept), connected(ended)]);
    expect(await join(ended, here.analysisId)).toMatchObject({ ok: true });
    const closed = disconnection(ended);

    // "Sign out everywhere but here", from the first session.
    const response = await here.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${here.user.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    // The session still signed in keeps its socket, and its joins still pass.
    expect(kept.connected).toBe(true);
    expect(await join(kept, here.analysisId)).toMatchObject({ ok: true });
  });

  it('hears nothing more of the analysis once signed out', async () => {
    const owner = await session();
    const socket = open(owner.token);
    await connected(socket);
    expect(await join(socket, owner.analysisId)).toMatchObject({ ok: true });
    const closed = disconnection(socket);
    await owner.inject({
      method: 'POST',
      url: `/api/admin/logout/${owner.user.id}`,
      payload: { token: owner.token },
    });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('streamed replies', () => {
  it("stream to the analysis' room while the conversation call runs, then end", async () => {
    const owner = await session();
    const intruder = await session();
    const socket = open(owner.token);
    await connected(socket);
    expect(await join(socket, owner.analysisId)).toMatchObject({ ok: true });
    // Another user's socket, refused the room, hears nothing of it.
    const outsider = open(intruder.token);
    await connected(outsider);
    expect(await join(outsider, owner.analysisId)).toMatchObject({ ok: false });
    const overheard: unknown[] = [];
    outsider.on(REALTIME_EVENTS.part, (event) => overheard.push(event));
    outsider.on(REALTIME_EVENTS.end, (event) => overheard.push(event));

    const { parts, ended } = collectReply(socket);

    const response = await owner.inject({
      method: 'POST',
      url: `/api/user/${owner.user.id}/analysis/${owner.analysisId}/conversation`,
      payload: marginQuestion(acme.id),
    });
    expect(response.statusCode).toBe(200);
    const end = await ended;
    const reply = response.json().result.conversations[1];

    expectStreamedReply(parts, end, owner.analysisId, reply);
    // Each part is the whole reply so far: it grows up to the stored reply (checked above).
    for (let index = 1; index < parts.length - 1; index += 1) {
      expect(parts[index]?.message.startsWith(parts[index - 1]?.message ?? '')).toBe(true);
    }
    expect(overheard).toEqual([]);
  });
});

describe('limits', () => {
  it('answers RATE_LIMITED past a burst of events, with no query, and drops a socket that keeps on', async () => {
    const owner = await session();
    const socket = open(owner.token);
    await connected(socket);
    const burst = await Promise.all(
      Array.from({ length: REALTIME_LIMITS.eventBurst }, () => join(socket, owner.analysisId)),
    );
    expect(burst.every((answer) => answer.ok)).toBe(true);

    const before = queries;
    const over = await Promise.all(
      Array.from({ length: 10 }, () => join(socket, owner.analysisId)),
    );
    const refused = over.filter((answer) => !answer.ok);
    // The bucket refills at two events a second: one of these may slip through.
    expect(refused.length).toBeGreaterThanOrEqual(9);
    expect(refused[0]).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a few seconds and try again.',
    });
    // A join that passes costs one query (the analysis); a refused one costs none.
    expect(queries - before).toBeLessThanOrEqual(over.length - refused.length);

    const closed = disconnection(socket);
    for (let sent = 0; sent < 200 && socket.connected; sent += 1) {
      socket.emit(REALTIME_EVENTS.join, owner.analysisId);
    }
    expect(await closed).toBe('io server disconnect');
  });

  it('closes the connection of a client that sends a message over the size limit', async () => {
    const owner = await session();
    const socket = open(owner.token);
    await connected(socket);
    const closed = disconnection(socket);
    socket.emit(REALTIME_EVENTS.join, 'x'.repeat(REALTIME_LIMITS.maxMessageBytes * 2));
    expect(await closed).toBe('transport close');
  });

  it("refuses a user's socket over the cap with a clear error, on any of their sessions", async () => {
    const owner = await session();
    const sockets = Array.from({ length: REALTIME_LIMITS.socketsPerUser }, () => open(owner.token));
    await Promise.all(sockets.map(connected));
    const refusedSameToken = await connected(open(owner.token)).catch((error: unknown) => error);
    expect(refusedSameToken).toMatchObject({
      message: 'Too many open connections for this account. Close a tab or window and try again.',
      data: { code: 'RATE_LIMITED' },
    });
    const elsewhere = await injectAs(t.app, owner.user);
    await expect(connected(open(elsewhere.token))).rejects.toThrow('Too many open connections');

    // A flood of handshakes on the full token costs no query.
    const before = queries;
    const flood = Array.from({ length: 50 }, () => connected(open(owner.token)).catch(() => 'no'));
    expect(await Promise.all(flood)).toEqual(Array.from({ length: 50 }, () => 'no'));
    expect(queries).toBe(before);

    // Closing one socket makes room for one more.
    const leaving = sockets[0]!;
    leaving.disconnect();
    const admitted = () =>
      connected(open(elsewhere.token)).then(
        () => true,
        () => false,
      );
    expect(await eventually(admitted, (isAdmitted) => isAdmitted)).toBe(true);
  });
});

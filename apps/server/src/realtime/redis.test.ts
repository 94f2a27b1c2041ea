import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { buildApp, type App } from '../app';
import { parseConfig } from '../config/env';
import { createRedisLink } from './redis';

const redisUrl = process.env.TEST_REDIS_URL;
const clients = createSocketClients();
const open = clients.open;

afterEach(() => clients.closeAll());

function listening(server: HttpServer): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const url = await listening(server);
  await new Promise((resolve) => server.close(resolve));
  return Number(new URL(url).port);
}

describe('the Redis link when Redis cannot be reached', () => {
  it('logs without the password, keeps serving local clients and closes', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const url = `redis://clearcall:hunter2@127.0.0.1:${await closedPort()}`;

    const link = createRedisLink({ url, channelPrefix: `clearcall-test-${randomUUID()}` }, log, {
      connectWaitMs: 300,
    });
    expect(await link.connected).toBe(false);

    // A broadcast still reaches this process's sockets; the failed publish ends nothing.
    const http = createServer();
    const io = new Server(http, { path: '/down', adapter: link.adapter });
    io.on('connection', (socket) => void socket.join('room'));
    const socket = open(await listening(http), undefined, '/down');
    await connected(socket);
    const heard = new Promise((resolve) => socket.once('news', resolve));
    io.to('room').emit('news', 'local');
    expect(await heard).toBe('local');

    await link.close();
    await io.close();
    const logged = lines.join('\n');
    expect(logged).toContain('is not reachable yet');
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).not.toContain('hunter2');
  });
});

describe.runIf(redisUrl)('streamed replies across server processes (Redis)', () => {
  let database: TestDatabase;
  let appA: App;
  let appB: App;
  let baseUrlB: string;
  let acme: TestCompany;

  beforeAll(async () => {
    database = await openTestDatabase();
    const parsed = parseConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: join(tmpdir(), `clearcall-no-web-${randomUUID()}`),
      REDIS_URL: redisUrl,
    });
    if (!parsed.ok) throw new Error(`Bad test configuration: ${parsed.problems.join('; ')}`);
    expect(parsed.config.redis?.url).toBe(redisUrl);
    // Channels of this run only: runs sharing one Redis never hear each other.
    const config = {
      ...parsed.config,
      redis: { url: redisUrl!, channelPrefix: `clearcall-test-${randomUUID()}` },
    };
    // Two server processes, as far as socket.io can tell, on one database.
    appA = buildApp({ config, db: database.db });
    appB = buildApp({ config, db: database.db });
    await appA.listen({ host: '127.0.0.1', port: 0 });
    await appB.listen({ host: '127.0.0.1', port: 0 });
    // listen() does not wait for the onListen hook; attach again returns the same hub once
    // Redis is connected (and app B subscribed).
    expect(await appA.realtime.attach(appA.server)).toBe(appA.realtime.io);
    expect(await appB.realtime.attach(appB.server)).toBe(appB.realtime.io);
    baseUrlB = `http://127.0.0.1:${(appB.server.address() as AddressInfo).port}`;
    acme = await createCompany(database.db, { name: 'Acme Robotics' });
    await createStory(database.db, acme, {
      year: 2026,
      quarter: 3,
      content: callText('Acme Robotics', 3, 412),
    });
  });

  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await database?.close();
  });

  type Session = { user: TestUser; token: string; analysisId: string } & Awaited<
    ReturnType<typeof injectAs>
  >;

  /** A user signed in on app A (sessions live in the shared database), with an analysis. */
  async function session(): Promise<Session> {
    const user = await createUser(database.db);
    const as = await injectAs(appA, user);
    const created = await as.inject({
      method: 'POST',
      url: `/api/user/${user.id}/analysis`,
      payload: { name: 'Analysis1' },
    });
    return { user, ...as, analysisId: created.json().result._id as string };
  }

  it('reach a socket on app B while app A answers the conversation call', async () => {
    const owner = await session();
    const socket = open(baseUrlB, owner.token);
    await connected(socket);
    expect(await joinRoom(socket, owner.analysisId)).toEqual({
      ok: true,
      analysisId: owner.analysisId,
    });
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
  });

  it('a sign-out on app A closes the socket of that session on app B', async () => {
    const owner = await session();
    const socket = open(baseUrlB, owner.token);
    await connected(socket);
    expect(await joinRoom(socket, owner.analysisId)).toMatchObject({ ok: true });
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await owner.inject({
      method: 'POST',
      url: `/api/admin/logout/${owner.user.id}`,
      payload: { token: owner.token },
    });
    expect(await closed).toBe('io server disconnect');
  });

  it("closing app A leaves app B's clients connected", async () => {
    const owner = await session();
    const socket = open(baseUrlB, owner.token);
    await connected(socket);
    let isDropped = false;
    socket.on('disconnect', () => {
      isDropped = true;
    });
    await appA.close();
    // A round trip to app B after A is gone: the socket is still there.
    expect(await joinRoom(socket, owner.analysisId)).toMatchObject({ ok: true });
    expect(isDropped).toBe(false);
    expect(socket.connected).toBe(true);
  });
});

import type { Server as HttpServer } from 'node:http';
import {
  REALTIME_EVENTS,
  type JoinAnalysisRoomAck,
  type StreamingEndEvent,
  type StreamingMessageEvent,
} from '@clearcall/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { RedisConfig } from '../config/env';
import type { Database } from '../db/database';
import { isAnalysisOwner } from '../modules/analysis/analysis.service';
import {
  findLiveSession,
  isSessionStillLive,
  type SessionIdentity,
} from '../modules/auth/auth.service';
import { onSessionsEnded } from '../modules/auth/session-events';
import { createSocketEmitter, SILENT_EMITTER, type AnalysisStreamEmitter } from './emit';
import { createSocketCounter, createTokenBucket, REALTIME_LIMITS } from './limits';
import { createRedisLink, type RedisLink } from './redis';
import { analysisRoom, userRoom } from './rooms';

export const REALTIME_PATH = '/socket.io';

type ServerToClientEvents = {
  [REALTIME_EVENTS.part]: (event: StreamingMessageEvent) => void;
  [REALTIME_EVENTS.end]: (event: StreamingEndEvent) => void;
};
type ClientToServerEvents = {
  [REALTIME_EVENTS.join]: (
    analysisId: unknown,
    ack?: (answer: JoinAnalysisRoomAck) => void,
  ) => void;
};
/** What a socket carries; with Redis it travels to the other processes, so it holds no token. */
type SocketData = { user: SessionIdentity };
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

/** The token each socket of this process signed in with, checked again at every join. */
const socketTokens = new WeakMap<RealtimeSocket, string>();

/** The socket.io side of the app: the analysis rooms and the emitter services stream through. */
export type RealtimeHub = {
  /** Streams to the rooms once attached; tells no one before. */
  readonly emitter: AnalysisStreamEmitter;
  /** The socket.io server, once attached to a listening HTTP server. */
  readonly io: Server | null;
  /**
   * Attaches socket.io at `/socket.io` to the HTTP server (once, at once). With Redis, it also
   * connects to it, so that room broadcasts reach the clients of every process; the promise
   * settles once connected, or once the wait for Redis has passed (logged; it keeps trying).
   */
  attach(server: HttpServer): Promise<Server>;
  /** Disconnects every client, so that the HTTP server can close, and closes Redis. */
  close(): Promise<void>;
};

export type RealtimeHubOptions = {
  /** Shares room broadcasts with the other server processes; without it, this process only. */
  redis?: RedisConfig | undefined;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

const REFUSED = 'Your session has ended. Please sign in again.';
const INACTIVE = 'Your account is not active.';

/** `join-analysis-room` carries the analysis id, as a string or as `{analysisId}`. */
const JoinPayloadSchema = z.union([
  z.guid(),
  z.object({ analysisId: z.guid() }).transform((payload) => payload.analysisId),
]);

function refusal(message: string, code: string): Error {
  // socket.io passes `data` on to the client's connect_error.
  return Object.assign(new Error(message), { data: { code } });
}

/** The handshake's token, checked exactly as a Bearer token on an HTTP request is. */
function authenticate(db: Database) {
  return (socket: RealtimeSocket, next: (error?: Error) => void) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token.trim() : '';
    if (token === '') return next(refusal('Sign in to continue.', 'UNAUTHENTICATED'));
    findLiveSession(db, token).then(
      (identity) => {
        if (!identity) return next(refusal(REFUSED, 'UNAUTHENTICATED'));
        // The private beta holds on sockets too: only an active account hears anything.
        if (identity.accountStatus !== 'active') {
          return next(refusal(INACTIVE, 'ACCOUNT_INACTIVE'));
        }
        socket.data.user = identity;
        socketTokens.set(socket, token);
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

const TOO_MANY_SOCKETS =
  'Too many open connections for this account. Close a tab or window and try again.';
const TOO_MANY_EVENTS = 'Too many requests. Please wait a few seconds and try again.';

type SocketCounter = ReturnType<typeof createSocketCounter<RealtimeSocket>>;
/** The open sockets of one process, per user and per session token. */
type SocketCounters = { perUser: SocketCounter; perToken: SocketCounter };

function handshakeToken(socket: RealtimeSocket): string {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  return typeof auth?.token === 'string' ? auth.token.trim() : '';
}

/**
 * Refuses, before any database work, a handshake whose token already holds as many sockets as
 * a user may open: one token opening hundreds of sockets costs a map lookup each.
 */
function refuseCrowdedToken(counters: SocketCounters) {
  return (socket: RealtimeSocket, next: (error?: Error) => void) => {
    if (counters.perToken.hasRoom(handshakeToken(socket))) return next();
    next(refusal(TOO_MANY_SOCKETS, 'RATE_LIMITED'));
  };
}

/** Refuses the handshake of a user who holds as many sockets as they may open. */
function refuseCrowdedUser(counters: SocketCounters) {
  return (socket: RealtimeSocket, next: (error?: Error) => void) => {
    if (counters.perUser.hasRoom(socket.data.user.userId)) return next();
    next(refusal(TOO_MANY_SOCKETS, 'RATE_LIMITED'));
  };
}

/**
 * Counts a connected socket against its user and token until it disconnects. Handshakes that
 * passed the check together may overshoot the cap; those are disconnected here.
 */
function countSocket(counters: SocketCounters, socket: RealtimeSocket): boolean {
  const userId = socket.data.user.userId;
  const token = socketTokens.get(socket) ?? '';
  if (!counters.perUser.tryAdd(userId, socket)) return false;
  counters.perToken.tryAdd(token, socket);
  socket.once('disconnect', () => {
    counters.perUser.remove(userId, socket);
    counters.perToken.remove(token, socket);
  });
  return true;
}

/**
 * Meters the events a socket sends with a token bucket. An event over the limit is dropped
 * before its handler (and its queries) runs, answered RATE_LIMITED when it asks for an answer;
 * a socket that keeps sending is disconnected.
 */
function meterEvents(socket: RealtimeSocket, log: FastifyBaseLogger): void {
  const bucket = createTokenBucket(REALTIME_LIMITS.eventBurst, REALTIME_LIMITS.eventWindowMs);
  let refusals = 0;
  socket.use((packet, next) => {
    if (bucket.take()) {
      refusals = 0;
      return next();
    }
    refusals += 1;
    const ack: unknown = packet.at(-1);
    if (typeof ack === 'function') {
      (ack as (answer: JoinAnalysisRoomAck) => void)({
        ok: false,
        code: 'RATE_LIMITED',
        message: TOO_MANY_EVENTS,
      });
    }
    if (refusals === REALTIME_LIMITS.refusalsBeforeDisconnect) {
      log.warn({ userId: socket.data.user.userId }, 'socket disconnected for flooding events');
      socket.disconnect(true);
    }
  });
}

/**
 * Admits a socket to an analysis' room only when its session is still live and the analysis is
 * the user's own and not deleted; any other id gets the same answer, so none is revealed.
 */
async function joinAnalysisRoom(
  db: Database,
  socket: RealtimeSocket,
  payload: unknown,
): Promise<JoinAnalysisRoomAck> {
  const parsed = JoinPayloadSchema.safeParse(payload);
  if (!parsed.success) {
    return { ok: false, code: 'VALIDATION_FAILED', message: 'Give the analysis id to join.' };
  }
  const identity = await findLiveSession(db, socketTokens.get(socket) ?? '');
  if (!identity) {
    socket.disconnect(true);
    return { ok: false, code: 'UNAUTHENTICATED', message: REFUSED };
  }
  if (!(await isAnalysisOwner(db, identity.userId, parsed.data))) {
    return { ok: false, code: 'NOT_FOUND', message: 'No analysis has this id.' };
  }
  await socket.join(analysisRoom(parsed.data));
  return { ok: true, analysisId: parsed.data };
}

/**
 * Disconnects the user's sockets, on every process, whose session has ended: they leave their
 * rooms, and hear nothing more of the user's analyses.
 */
async function dropEndedSessions(db: Database, io: Server, userId: string): Promise<void> {
  const sockets = await io.in(userRoom(userId)).fetchSockets();
  const sessionIds = new Set(sockets.map((socket) => (socket.data as SocketData).user.sessionId));
  for (const sessionId of sessionIds) {
    if (await isSessionStillLive(db, sessionId)) continue;
    for (const socket of sockets) {
      if ((socket.data as SocketData).user.sessionId === sessionId) socket.disconnect(true);
    }
  }
}

/**
 * The Redis link, or none when Redis is not configured or its clients cannot be made (this
 * process then serves its own clients); never fails the start.
 */
function linkRedis(redis: RedisConfig | undefined, log: FastifyBaseLogger): RedisLink | null {
  if (!redis) return null;
  try {
    return createRedisLink(redis, log);
  } catch (error) {
    // Only the message: the error may carry the URL, and with it the password.
    log.error(
      `Redis is not used (${error instanceof Error ? error.message : String(error)}); streamed replies reach only the clients of this process`,
    );
    return null;
  }
}

/** Builds the hub of an app; `attach` starts socket.io on its HTTP server. */
export function createRealtimeHub(
  db: Database,
  log: FastifyBaseLogger,
  options: RealtimeHubOptions = {},
): RealtimeHub {
  let io: Server | null = null;
  let emitter: AnalysisStreamEmitter = SILENT_EMITTER;
  let attached: { io: Server; redis: RedisLink | null; stopListening: () => void } | null = null;

  function start(server: HttpServer) {
    const redis = linkRedis(options.redis, log);
    const created = new Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>(
      server,
      {
        path: REALTIME_PATH,
        serveClient: false,
        maxHttpBufferSize: REALTIME_LIMITS.maxMessageBytes,
        ...(redis ? { adapter: redis.adapter } : {}),
      },
    );
    const counters: SocketCounters = {
      perUser: createSocketCounter(REALTIME_LIMITS.socketsPerUser),
      perToken: createSocketCounter(REALTIME_LIMITS.socketsPerUser),
    };
    created.use(refuseCrowdedToken(counters));
    created.use(authenticate(db));
    created.use(refuseCrowdedUser(counters));
    created.on('connection', (socket: RealtimeSocket) => {
      if (!countSocket(counters, socket)) {
        socket.disconnect(true);
        return;
      }
      meterEvents(socket, log);
      void socket.join(userRoom(socket.data.user.userId));
      socket.on(REALTIME_EVENTS.join, (payload, ack) => {
        joinAnalysisRoom(db, socket, payload).then(
          (answer) => (typeof ack === 'function' ? ack(answer) : undefined),
          (error: unknown) => {
            log.error({ err: error }, 'join-analysis-room failed');
            if (typeof ack === 'function') {
              ack({ ok: false, code: 'INTERNAL', message: 'Internal Server Error' });
            }
          },
        );
      });
    });
    const stopListening = onSessionsEnded(db, (userId) => {
      dropEndedSessions(db, created, userId).catch((error: unknown) => {
        log.error({ err: error }, 'closing the sockets of ended sessions failed');
      });
    });
    io = created;
    emitter = createSocketEmitter(created);
    return { io: created, redis, stopListening };
  }

  return {
    get emitter() {
      return emitter;
    },
    get io() {
      return io;
    },
    async attach(server) {
      attached ??= start(server);
      const { io: created, redis } = attached;
      await redis?.connected;
      return created;
    },
    async close() {
      if (!attached) return;
      const { io: closing, redis, stopListening } = attached;
      stopListening();
      attached = null;
      io = null;
      emitter = SILENT_EMITTER;
      // Only this process's clients: the adapter would tell the other processes to drop theirs.
      closing.local.disconnectSockets(true);
      // Closes the engine and its clients; the HTTP server is Fastify's to close.
      closing.engine.close();
      await redis?.close();
    },
  };
}

/**
 * Decorates the app with its realtime hub and attaches socket.io to the HTTP server when the
 * app listens; an app only injected into (the route tests) never opens a socket.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const hub = createRealtimeHub(app.db, app.log, { redis: app.config.redis });
    app.decorate('realtime', hub);
    app.addHook('onListen', async () => {
      await hub.attach(app.server);
    });
    app.addHook('preClose', async () => {
      await hub.close();
    });
  },
  { name: 'clearcall-realtime', dependencies: ['clearcall-context'] },
);

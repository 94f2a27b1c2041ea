import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { RedisConfig } from '../config/env';

/** How long attaching waits for Redis before logging that it is not reachable. */
const CONNECT_WAIT_MS = 5_000;
/** How long closing waits for the commands in flight. */
const CLOSE_WAIT_MS = 2_000;
/** While a connection keeps failing, one error line per connection in this period. */
const REPORT_INTERVAL_MS = 60_000;

/** The adapter that shares room broadcasts between processes, and its two Redis connections. */
export type RedisLink = {
  /** For socket.io's `adapter` option: each room broadcast also goes to the other processes. */
  readonly adapter: ReturnType<typeof createAdapter>;
  /**
   * Settles once both connections are ready (true), or when CONNECT_WAIT_MS has passed without
   * (false, logged; they keep trying). Never rejects.
   */
  readonly connected: Promise<boolean>;
  /** Closes both connections (waiting briefly for commands in flight). */
  close(): Promise<void>;
};

type RedisClient = ReturnType<typeof createClient>;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `redis://host:port` without the user name and password, for log lines. */
export function redisTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

function wait(ms: number): { done: Promise<void>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { done, cancel: () => clearTimeout(timer) };
}

/**
 * Logs a connection's failures: the first at once, then at most one line per period (with the
 * count of those left out) until it is ready again. Only the message is logged: neither the
 * URL nor a stack trace, and nothing ever reaches a socket client.
 */
function failureReporter(log: FastifyBaseLogger, label: string, isClosed: () => boolean) {
  let isDown = false;
  let lastReport = Number.NEGATIVE_INFINITY;
  let leftOut = 0;
  return {
    failed(error: unknown) {
      // Commands cut off by closing are expected.
      if (isClosed()) return;
      isDown = true;
      const now = Date.now();
      if (now - lastReport < REPORT_INTERVAL_MS) {
        leftOut += 1;
        return;
      }
      const more = leftOut > 0 ? ` (${leftOut} more failures since the last report)` : '';
      log.error(
        `${label} failed: ${messageOf(error)}${more}; streamed replies reach only the clients of this process until it reconnects`,
      );
      lastReport = now;
      leftOut = 0;
    },
    ready() {
      if (!isDown) return;
      isDown = false;
      lastReport = Number.NEGATIVE_INFINITY;
      leftOut = 0;
      log.info(`${label} connected again`);
    },
  };
}

/**
 * The adapter calls the client's commands without handling their failures (a publish while
 * Redis is down, a subscription cut off); unhandled, each rejection would end the process. This
 * view of the client behaves as the client, except that such a failure is reported instead.
 */
function reportingFailures<T extends object>(client: T, failed: (error: unknown) => void): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, target, args);
        if (result instanceof Promise) result.catch(failed);
        return result;
      };
    },
  });
}

/** Closes a connection: waits briefly for its commands in flight, drops it if it is down. */
async function shut(client: RedisClient): Promise<void> {
  if (!client.isOpen) return;
  if (!client.isReady) {
    client.destroy();
    return;
  }
  // close() never settles if the connection dies under it; the socket is gone then anyway.
  const timeout = wait(CLOSE_WAIT_MS);
  await Promise.race([client.close().catch(() => undefined), timeout.done]);
  timeout.cancel();
}

/**
 * Starts connecting a publisher and a subscriber to Redis and builds the socket.io Redis adapter
 * on them at once, so that socket.io can attach without waiting: until Redis is ready, room
 * broadcasts reach this process's clients only, and the adapter's subscriptions wait in the
 * subscriber's queue. The connections keep retrying and resubscribe after each reconnect;
 * connection errors are logged and never end the process.
 */
export function createRedisLink(
  config: RedisConfig,
  log: FastifyBaseLogger,
  { connectWaitMs = CONNECT_WAIT_MS }: { connectWaitMs?: number } = {},
): RedisLink {
  const target = redisTarget(config.url);
  let isClosed = false;
  const closed = () => isClosed;
  // A part that cannot be published now is stale later: the publisher fails fast while down.
  const publisher = createClient({ url: config.url, disableOfflineQueue: true });
  // The subscriber queues the adapter's subscriptions until it is connected.
  const subscriber = publisher.duplicate({ disableOfflineQueue: false });
  const clients = [
    { client: publisher, report: failureReporter(log, `Redis ${target} publisher`, closed) },
    { client: subscriber, report: failureReporter(log, `Redis ${target} subscriber`, closed) },
  ];
  for (const { client, report } of clients) {
    client.on('error', report.failed);
    client.on('ready', report.ready);
  }

  // connect() settles once ready; it retries (reporting each error above) until then.
  const connecting = Promise.all(clients.map(({ client }) => client.connect())).then(
    () => true,
    (error: unknown) => {
      if (!isClosed) log.error(`Redis ${target} gave up connecting: ${messageOf(error)}`);
      return false;
    },
  );
  const timeout = wait(connectWaitMs);
  const connected = Promise.race([connecting, timeout.done.then(() => false)]).then(
    (isConnected) => {
      timeout.cancel();
      if (!isConnected && !isClosed) {
        log.error(
          `Redis ${target} is not reachable yet; streamed replies reach only the clients of this process until it is`,
        );
      }
      return isConnected && !isClosed;
    },
  );

  const [pub, sub] = clients.map(({ client, report }) => reportingFailures(client, report.failed));
  return {
    adapter: createAdapter(pub, sub, { key: config.channelPrefix }),
    connected,
    async close() {
      isClosed = true;
      timeout.cancel();
      await Promise.all([shut(publisher), shut(subscriber)]);
    },
  };
}

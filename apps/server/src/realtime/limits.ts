/**
 * What one client may ask of the realtime server. Every event a socket sends costs database
 * work (a join checks the session and the analysis), so events are metered per socket and
 * sockets per user; what is refused is refused before any query.
 */
export const REALTIME_LIMITS = {
  /** Events a socket may send in a burst; the bucket refills over `eventWindowMs`. */
  eventBurst: 20,
  eventWindowMs: 10_000,
  /** Events refused in a row before the socket is disconnected as abusive. */
  refusalsBeforeDisconnect: 20,
  /** Open sockets per user in one process: a few tabs and devices, not hundreds. */
  socketsPerUser: 10,
  /** The largest message a client may send; a join is well under 100 bytes. */
  maxMessageBytes: 16 * 1024,
} as const;

/** A token bucket: `take` spends one token, refilled continuously at `capacity / windowMs`. */
export type TokenBucket = { take(now?: number): boolean };

/** A full bucket of `capacity` tokens that refills completely over `windowMs`. */
export function createTokenBucket(capacity: number, windowMs: number): TokenBucket {
  let tokens = capacity;
  let updatedAt = Date.now();
  return {
    take(now = Date.now()) {
      tokens = Math.min(capacity, tokens + ((now - updatedAt) * capacity) / windowMs);
      updatedAt = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * The open sockets of this process, counted per key (a user id, a session token). `tryAdd`
 * counts a socket unless the key holds `max` already; `remove` forgets it.
 */
export function createSocketCounter<Socket>(max: number) {
  const byKey = new Map<string, Set<Socket>>();
  return {
    /** Whether the key holds fewer than `max` sockets, so one more would be admitted. */
    hasRoom(key: string): boolean {
      return (byKey.get(key)?.size ?? 0) < max;
    },
    tryAdd(key: string, socket: Socket): boolean {
      const sockets = byKey.get(key) ?? new Set<Socket>();
      if (sockets.size >= max) return false;
      sockets.add(socket);
      byKey.set(key, sockets);
      return true;
    },
    remove(key: string, socket: Socket): void {
      const sockets = byKey.get(key);
      if (!sockets) return;
      sockets.delete(socket);
      if (sockets.size === 0) byKey.delete(key);
    },
  };
}

/**
 * Guessing passwords is throttled two ways, so that nobody can lock the owner of an address out:
 * - per (e-mail address, client address): ten failures in a row lock out that client, for that
 *   e-mail address only, for fifteen minutes;
 * - per e-mail address from every client together: past ten recent failures each further
 *   attempt waits a little longer, up to a few seconds, but is never refused, so the right
 *   password from a client that has not failed still signs in.
 */

/** After this many consecutive failed sign-ins from one client, that client is locked out. */
export const MAX_FAILED_SIGN_INS = 10;
/** How long a client's lock lasts. */
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/** A client's failure streak older than this is forgotten. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Failures of an address from all clients before each further attempt is slowed down. */
export const SLOW_DOWN_AFTER_FAILURES = 10;
/** The wait of the first slowed attempt; it doubles with each further failure. */
export const FIRST_SLOW_DOWN_MS = 250;
/** The longest wait: enough to make guessing slow, short enough for the owner to sign in. */
export const MAX_SLOW_DOWN_MS = 3000;
/** An address's shared count is forgotten after this long without a failure. */
export const SLOW_DOWN_MEMORY_MS = 15 * 60 * 1000;

/** The failure streak of one client for one e-mail address (sign_in_client_failures). */
export type FailureState = {
  failures: number;
  lockedUntil: Date | null;
  lastFailedAt: Date | null;
};

/** The recent failures of one e-mail address from every client (sign_in_failures). */
export type FailureCount = { failures: number; lastFailedAt: Date | null };

export const NO_FAILURES: FailureState = { failures: 0, lockedUntil: null, lastFailedAt: null };
export const NO_FAILURE_COUNT: FailureCount = { failures: 0, lastFailedAt: null };

/** Milliseconds until the client's lock ends; zero when it is not locked. */
export function lockRemainingMs(state: FailureState, now: Date): number {
  if (!state.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

/**
 * The client's state after one more failure. An ended lock or a stale streak starts a new count,
 * and the failure that reaches the limit starts the lock.
 */
export function recordFailure(state: FailureState, now: Date): FailureState {
  const lockEnded = state.lockedUntil !== null && state.lockedUntil.getTime() <= now.getTime();
  const streakStale =
    state.lastFailedAt !== null && now.getTime() - state.lastFailedAt.getTime() > FAILURE_MEMORY_MS;
  const failures = (lockEnded || streakStale ? 0 : state.failures) + 1;
  return {
    failures,
    lockedUntil:
      failures >= MAX_FAILED_SIGN_INS ? new Date(now.getTime() + LOCK_DURATION_MS) : null,
    lastFailedAt: now,
  };
}

function isCountStale(count: FailureCount, now: Date): boolean {
  return (
    count.lastFailedAt === null ||
    now.getTime() - count.lastFailedAt.getTime() > SLOW_DOWN_MEMORY_MS
  );
}

/** The address's shared count after one more failure; a quiet quarter of an hour resets it. */
export function countFailure(count: FailureCount, now: Date): FailureCount {
  return { failures: (isCountStale(count, now) ? 0 : count.failures) + 1, lastFailedAt: now };
}

/**
 * How long the next attempt on an address waits, from its shared count: nothing up to the
 * threshold, then 250 ms doubling with each failure, capped at three seconds.
 */
export function slowDownMs(count: FailureCount, now: Date): number {
  if (isCountStale(count, now)) return 0;
  const excess = count.failures - SLOW_DOWN_AFTER_FAILURES;
  if (excess < 0) return 0;
  return Math.min(MAX_SLOW_DOWN_MS, FIRST_SLOW_DOWN_MS * 2 ** Math.min(excess, 16));
}

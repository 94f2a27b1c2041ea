/** After this many consecutive failed sign-ins, the e-mail address is locked. */
export const MAX_FAILED_SIGN_INS = 10;
/** How long a lock lasts. */
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/** A failure streak older than this is forgotten. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** The failure streak of one e-mail address, stored on the account or in sign_in_failures. */
export type FailureState = {
  failures: number;
  lockedUntil: Date | null;
  lastFailedAt: Date | null;
};

export const NO_FAILURES: FailureState = { failures: 0, lockedUntil: null, lastFailedAt: null };

/** Milliseconds until the lock ends; zero when the address is not locked. */
export function lockRemainingMs(state: FailureState, now: Date): number {
  if (!state.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

/**
 * The state after one more failure. An ended lock or a stale streak starts a new count, and the
 * failure that reaches the limit starts the lock.
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

import { describe, expect, it } from 'vitest';
import {
  countFailure,
  FAILURE_MEMORY_MS,
  FIRST_SLOW_DOWN_MS,
  LOCK_DURATION_MS,
  lockRemainingMs,
  MAX_FAILED_SIGN_INS,
  MAX_SLOW_DOWN_MS,
  NO_FAILURE_COUNT,
  NO_FAILURES,
  recordFailure,
  SLOW_DOWN_AFTER_FAILURES,
  SLOW_DOWN_MEMORY_MS,
  slowDownMs,
  type FailureCount,
  type FailureState,
} from './sign-in-lockout';

const start = new Date('2026-01-01T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

function failTimes(count: number, state: FailureState = NO_FAILURES): FailureState {
  let current = state;
  for (let i = 0; i < count; i += 1) current = recordFailure(current, start);
  return current;
}

function countTimes(count: number, state: FailureCount = NO_FAILURE_COUNT): FailureCount {
  let current = state;
  for (let i = 0; i < count; i += 1) current = countFailure(current, start);
  return current;
}

describe('sign-in lockout of one client', () => {
  it('locks on the tenth consecutive failure, for fifteen minutes', () => {
    const nine = failTimes(MAX_FAILED_SIGN_INS - 1);
    expect(nine).toMatchObject({ failures: 9, lockedUntil: null });
    expect(lockRemainingMs(nine, start)).toBe(0);
    const ten = recordFailure(nine, start);
    expect(ten.lockedUntil).toEqual(later(LOCK_DURATION_MS));
    expect(lockRemainingMs(ten, later(60_000))).toBe(LOCK_DURATION_MS - 60_000);
  });

  it('starts a new count once the lock has ended', () => {
    const locked = failTimes(MAX_FAILED_SIGN_INS);
    const after = recordFailure(locked, later(LOCK_DURATION_MS + 1));
    expect(after).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('forgets a streak after a quiet day', () => {
    const stale = recordFailure(failTimes(9), later(FAILURE_MEMORY_MS + 1));
    expect(stale.failures).toBe(1);
    const fresh = recordFailure(failTimes(9), later(FAILURE_MEMORY_MS - 1));
    expect(fresh.failures).toBe(10);
  });
});

describe('sign-in slow-down of one address', () => {
  it('does not slow the first ten failures down, then doubles from 250 ms up to 3 s', () => {
    expect(slowDownMs(countTimes(SLOW_DOWN_AFTER_FAILURES - 1), start)).toBe(0);
    const waits = [10, 11, 12, 13, 14, 15, 40].map((failures) =>
      slowDownMs(countTimes(failures), start),
    );
    expect(waits).toEqual([
      FIRST_SLOW_DOWN_MS,
      FIRST_SLOW_DOWN_MS * 2,
      FIRST_SLOW_DOWN_MS * 4,
      FIRST_SLOW_DOWN_MS * 8,
      MAX_SLOW_DOWN_MS,
      MAX_SLOW_DOWN_MS,
      MAX_SLOW_DOWN_MS,
    ]);
    expect(MAX_SLOW_DOWN_MS).toBeLessThanOrEqual(3000);
  });

  it('forgets the count after a quiet quarter of an hour', () => {
    const busy = countTimes(30);
    expect(slowDownMs(busy, later(SLOW_DOWN_MEMORY_MS - 1))).toBe(MAX_SLOW_DOWN_MS);
    expect(slowDownMs(busy, later(SLOW_DOWN_MEMORY_MS + 1))).toBe(0);
    expect(countFailure(busy, later(SLOW_DOWN_MEMORY_MS + 1)).failures).toBe(1);
  });
});

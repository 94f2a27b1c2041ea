import { describe, expect, it } from 'vitest';
import {
  FAILURE_MEMORY_MS,
  LOCK_DURATION_MS,
  lockRemainingMs,
  MAX_FAILED_SIGN_INS,
  NO_FAILURES,
  recordFailure,
  type FailureState,
} from './sign-in-lockout';

const start = new Date('2026-01-01T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

function failTimes(count: number, state: FailureState = NO_FAILURES): FailureState {
  let current = state;
  for (let i = 0; i < count; i += 1) current = recordFailure(current, start);
  return current;
}

describe('sign-in lockout', () => {
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

import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '../../../testing/mocks/data';
import { shouldRunTutorial, TUTORIAL_MAX_SESSIONS } from './should-run-tutorial';

describe('shouldRunTutorial', () => {
  it('runs while stopTutorial is 0 and the session count is 3 or less', () => {
    for (const sessionsCount of [0, 1, 2, TUTORIAL_MAX_SESSIONS]) {
      expect(shouldRunTutorial(buildSessionUser({ stopTutorial: 0, sessionsCount }))).toBe(true);
    }
  });

  it('never runs from the fourth session on', () => {
    for (const sessionsCount of [TUTORIAL_MAX_SESSIONS + 1, 12]) {
      expect(shouldRunTutorial(buildSessionUser({ stopTutorial: 0, sessionsCount }))).toBe(false);
    }
  });

  it('never runs again once stopped', () => {
    expect(shouldRunTutorial(buildSessionUser({ stopTutorial: 1, sessionsCount: 1 }))).toBe(false);
  });

  it('skips the accounts that never see the feed it walks through', () => {
    const fresh = { stopTutorial: 0, sessionsCount: 1 };
    expect(shouldRunTutorial(buildSessionUser({ ...fresh, userType: 'Admin' }))).toBe(false);
    expect(shouldRunTutorial(buildSessionUser({ ...fresh, userStatus: false }))).toBe(false);
    expect(shouldRunTutorial(buildSessionUser({ ...fresh, project: [] }))).toBe(false);
  });
});

import type { SessionUser } from '@clearcall/contracts';

let sequence = 0;

/** A signed-in user as the login result and the session check return it. */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  sequence += 1;
  const id = `user-${sequence}`;
  return {
    userId: id,
    _id: id,
    firstName: 'Robin',
    lastName: 'Analyst',
    email: `robin${sequence}@example.com`,
    userType: 'Marketing',
    userStatus: true,
    project: [{ projectId: 'D', projectName: 'Manufacturing' }],
    sessionsCount: 1,
    stopTutorial: 0,
    ...overrides,
  };
}

import type { SessionUser } from '@clearcall/contracts';
import { accountStatusOf } from './account-status';
import type { ProjectRow, SessionUserRow } from './auth.repository';

/** The signed-in user as login and the session check send it; each field is chosen here. */
export function presentSessionUser(user: SessionUserRow, projects: ProjectRow[]): SessionUser {
  const status = accountStatusOf(user);
  return {
    userId: user.id,
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userType: user.userType,
    userStatus: user.userStatus,
    ...(status === 'active' ? {} : { inactiveReason: status }),
    project: projects.map((project) => ({ projectId: project.id, projectName: project.name })),
    sessionsCount: user.sessionsCount,
    stopTutorial: user.stopTutorial,
  };
}

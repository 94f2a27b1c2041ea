import type { SessionUser } from '@clearcall/contracts';
import { isAdmin, isAwaitingActivation } from '../../../lib/authorization';

/** The tutorial is offered during the first sessions only (specification, section 9). */
export const TUTORIAL_MAX_SESSIONS = 3;

type TutorialUser = Pick<
  SessionUser,
  'userType' | 'userStatus' | 'project' | 'sessionsCount' | 'stopTutorial'
>;

/**
 * Whether the guided tutorial runs for this user: only while it was never stopped
 * (`stopTutorial` 0) and within the first three sessions, and only for an active user with
 * industries, the only one who sees the feed it starts on.
 */
export function shouldRunTutorial(user: TutorialUser): boolean {
  if (isAdmin(user) || isAwaitingActivation(user) || user.project.length === 0) return false;
  return user.stopTutorial === 0 && user.sessionsCount <= TUTORIAL_MAX_SESSIONS;
}

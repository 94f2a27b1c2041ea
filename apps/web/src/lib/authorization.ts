import type { SessionUser } from '@clearcall/contracts';
import { matchPath } from 'react-router';
import { FEED_SEGMENTS, paths } from '../config/paths';

type RoleUser = Pick<SessionUser, 'userType' | 'userStatus' | 'project'>;

const ADMIN_PATTERNS = [
  paths.admin.users.path,
  paths.admin.createUser.path,
  paths.admin.upgradeRequests.path,
  paths.admin.auditLog.path,
  paths.admin.earningTranscript.path,
  paths.admin.importTranscripts.path,
  paths.admin.companies.path,
  paths.app.settings.path,
];

const USER_PATTERNS = [
  paths.app.leadGen.path,
  paths.app.onboarding.path,
  paths.app.analysis.path,
  paths.app.analysisDetail.path,
  paths.app.story.path,
  paths.app.settings.path,
];

/** The user is an Admin, who sees only the admin route set. */
export function isAdmin(user: Pick<SessionUser, 'userType'>): boolean {
  return user.userType === 'Admin';
}

/** A non-Admin whose account is not activated yet is held on /lead-gen. */
export function isAwaitingActivation(user: Pick<SessionUser, 'userType' | 'userStatus'>): boolean {
  return !isAdmin(user) && !user.userStatus;
}

function isFeedPath(pathname: string): boolean {
  const match = matchPath(paths.app.feed.path, pathname);
  return match !== null && FEED_SEGMENTS.includes(match.params.tab ?? '');
}

/** Whether a pathname belongs to the route set of the user's role (and activation state). */
export function isPathInRoleSet(user: RoleUser, pathname: string): boolean {
  if (isAdmin(user)) return ADMIN_PATTERNS.some((pattern) => matchPath(pattern, pathname));
  if (isAwaitingActivation(user)) return matchPath(paths.app.leadGen.path, pathname) !== null;
  return isFeedPath(pathname) || USER_PATTERNS.some((pattern) => matchPath(pattern, pathname));
}

/** Where a signed-in user goes when a path is outside their route set. */
export function getFallbackPath(user: RoleUser): string {
  if (isAdmin(user)) return paths.admin.users.getHref();
  if (isAwaitingActivation(user)) return paths.app.leadGen.getHref();
  return paths.app.feed.getHref('earnings');
}

export type PostLoginRedirect = {
  path: string;
  /** The tutorial and feed-filter flags start again at 0 on the way to the feed. */
  shouldResetFeedFlags: boolean;
};

/** The redirect table after sign-in (product specification, section 2). */
export function getLandingPath(user: RoleUser): PostLoginRedirect {
  if (isAdmin(user)) return { path: paths.admin.users.getHref(), shouldResetFeedFlags: false };
  if (!user.userStatus) return { path: paths.app.leadGen.getHref(), shouldResetFeedFlags: false };
  if (user.project.length === 0) {
    return { path: paths.app.onboarding.getHref(), shouldResetFeedFlags: false };
  }
  return { path: paths.app.feed.getHref('earnings'), shouldResetFeedFlags: true };
}

/** Accepts only same-origin app paths ("/x"), never "//host" or "/\host", which leave the site. */
export function toSafeAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * Where to go after sign-in: back to the page the person was sent away from when it belongs to
 * their role's set, otherwise the redirect table's landing page.
 */
export function getPostLoginRedirect(user: RoleUser, from?: unknown): PostLoginRedirect {
  const landing = getLandingPath(user);
  const target = toSafeAppPath(from);
  if (!target) return landing;
  const pathname = new URL(target, 'http://clearcall.invalid').pathname;
  if (!isPathInRoleSet(user, pathname)) return landing;
  return { path: target, shouldResetFeedFlags: landing.shouldResetFeedFlags };
}

/** The navigation state /login receives: the page the person was sent away from. */
export type RedirectState = { from: string };

/** Reads the remembered page from a location state of unknown shape. */
export function getRedirectFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return toSafeAppPath(state.from);
}

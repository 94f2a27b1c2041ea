import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '../testing/mocks/data';
import {
  getFallbackPath,
  getLandingPath,
  getPostLoginRedirect,
  getRedirectFrom,
  isPathInRoleSet,
} from './authorization';

const admin = buildSessionUser({ userType: 'Admin', userStatus: true, project: [] });
const pending = buildSessionUser({ userType: 'Business', userStatus: false, project: [] });
const newcomer = buildSessionUser({ userType: 'Business', userStatus: true, project: [] });
const analyst = buildSessionUser({ userType: 'Marketing', userStatus: true });

describe('getLandingPath (the redirect table after sign-in)', () => {
  it('sends an Admin to /user_rights, whatever the status and projects', () => {
    expect(getLandingPath(admin)).toEqual({ path: '/user_rights', shouldResetFeedFlags: false });
    expect(getLandingPath({ ...admin, userStatus: false }).path).toBe('/user_rights');
  });

  it('sends a non-Admin that is not activated to /lead-gen', () => {
    expect(getLandingPath(pending)).toEqual({ path: '/lead-gen', shouldResetFeedFlags: false });
    expect(getLandingPath({ ...pending, project: analyst.project }).path).toBe('/lead-gen');
  });

  it('sends an active user without projects to /onboarding', () => {
    expect(getLandingPath(newcomer)).toEqual({ path: '/onboarding', shouldResetFeedFlags: false });
  });

  it('sends an active user with projects to the earnings feed and resets the feed flags', () => {
    expect(getLandingPath(analyst)).toEqual({
      path: '/earnings/feeds',
      shouldResetFeedFlags: true,
    });
  });
});

describe('isPathInRoleSet', () => {
  it('gives an Admin only the admin routes', () => {
    expect(isPathInRoleSet(admin, '/user_rights')).toBe(true);
    expect(isPathInRoleSet(admin, '/user_rights/create_user')).toBe(true);
    expect(isPathInRoleSet(admin, '/earning_transcript')).toBe(true);
    expect(isPathInRoleSet(admin, '/earnings/feeds')).toBe(false);
    expect(isPathInRoleSet(admin, '/analysis')).toBe(false);
  });

  it('gives an active user the user routes, every feed tab and company pages', () => {
    for (const path of [
      '/lead-gen',
      '/onboarding',
      '/analysis',
      '/analysis/abc123',
      '/earnings/feeds',
      '/news/feeds',
      '/reports/feeds',
      '/hiring/feeds',
      '/youtube/feeds',
      '/social/feeds',
      '/summary/feeds',
      '/company/feeds',
      '/Filings/company-1/story-9',
    ]) {
      expect(isPathInRoleSet(analyst, path), path).toBe(true);
    }
    expect(isPathInRoleSet(analyst, '/user_rights')).toBe(false);
    expect(isPathInRoleSet(analyst, '/earning_transcript')).toBe(false);
    expect(isPathInRoleSet(analyst, '/unknown/feeds')).toBe(false);
    expect(isPathInRoleSet(analyst, '/')).toBe(false);
  });

  it('holds an account awaiting activation on /lead-gen', () => {
    expect(isPathInRoleSet(pending, '/lead-gen')).toBe(true);
    expect(isPathInRoleSet(pending, '/earnings/feeds')).toBe(false);
    expect(isPathInRoleSet(pending, '/analysis')).toBe(false);
  });
});

describe('getFallbackPath', () => {
  it('is /user_rights for an Admin, /lead-gen while held, and the earnings feed otherwise', () => {
    expect(getFallbackPath(admin)).toBe('/user_rights');
    expect(getFallbackPath(pending)).toBe('/lead-gen');
    expect(getFallbackPath(newcomer)).toBe('/earnings/feeds');
    expect(getFallbackPath(analyst)).toBe('/earnings/feeds');
  });
});

describe('getPostLoginRedirect', () => {
  it('returns to the remembered page when it belongs to the role set, keeping its query', () => {
    expect(getPostLoginRedirect(analyst, '/news/feeds?company=c1')).toEqual({
      path: '/news/feeds?company=c1',
      shouldResetFeedFlags: true,
    });
    expect(getPostLoginRedirect(admin, '/earning_transcript').path).toBe('/earning_transcript');
  });

  it('uses the redirect table when the remembered page is outside the role set', () => {
    expect(getPostLoginRedirect(admin, '/news/feeds').path).toBe('/user_rights');
    expect(getPostLoginRedirect(analyst, '/user_rights').path).toBe('/earnings/feeds');
    expect(getPostLoginRedirect(pending, '/analysis').path).toBe('/lead-gen');
    expect(getPostLoginRedirect(newcomer, '/').path).toBe('/onboarding');
  });

  it('never follows a remembered value that leaves the site', () => {
    expect(getPostLoginRedirect(analyst, '//evil.example/news/feeds').path).toBe('/earnings/feeds');
    expect(getPostLoginRedirect(analyst, '/\\evil.example').path).toBe('/earnings/feeds');
    expect(getPostLoginRedirect(analyst, 'https://evil.example').path).toBe('/earnings/feeds');
    expect(getPostLoginRedirect(analyst, 42).path).toBe('/earnings/feeds');
  });
});

describe('getRedirectFrom', () => {
  it('reads a safe path from a navigation state and ignores anything else', () => {
    expect(getRedirectFrom({ from: '/analysis' })).toBe('/analysis');
    expect(getRedirectFrom({ from: '//evil.example' })).toBeNull();
    expect(getRedirectFrom(null)).toBeNull();
    expect(getRedirectFrom('from')).toBeNull();
  });
});

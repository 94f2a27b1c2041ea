import { describe, expect, it } from 'vitest';
import type { SsoProviderConfig } from '../../config/env';
import {
  clearStateCookie,
  handoffCookieName,
  isSameState,
  readHandoffCookie,
  readStateCookie,
  serializeHandoffCookie,
  serializeStateCookie,
  SSO_HANDOFF_TTL_MS,
  SSO_STATE_TTL_MS,
  type SsoBrowserState,
} from './sso.state';

const provider: SsoProviderConfig = {
  issuer: 'https://login.example.com/tenant/v2.0',
  clientId: 'client',
  clientSecret: 'client-secret',
  redirectUrl: 'https://app.example.com/api/sso/callback/azure',
};
const now = new Date('2026-11-22T10:00:00Z');
const value: SsoBrowserState = {
  state: 'state-value',
  nonce: 'nonce-value',
  codeVerifier: 'verifier-value',
  binding: 'binding-value',
  expiresAt: now.getTime() + SSO_STATE_TTL_MS,
};

/** The Cookie header a browser sends back for a Set-Cookie value. */
function cookieHeaderOf(setCookie: string): string {
  return setCookie.split(';')[0]!;
}

describe('the single sign-on state cookie', () => {
  it('reads back what it stored, and is Secure for an https app', () => {
    const setCookie = serializeStateCookie('azure', provider, value);
    expect(setCookie).toContain('; Secure');
    const header = `other=1; ${cookieHeaderOf(setCookie)}; more=2`;
    expect(readStateCookie(header, 'azure', provider, now)).toEqual(value);
  });

  it('is refused once expired, for another provider, or under another client secret', () => {
    const header = cookieHeaderOf(serializeStateCookie('azure', provider, value));
    const later = new Date(value.expiresAt);
    expect(readStateCookie(header, 'azure', provider, later)).toBeUndefined();
    expect(readStateCookie(header, 'linkedin', provider, now)).toBeUndefined();
    const rotated = { ...provider, clientSecret: 'another-secret' };
    expect(readStateCookie(header, 'azure', rotated, now)).toBeUndefined();
  });

  it('is refused when its content was changed', () => {
    const header = cookieHeaderOf(serializeStateCookie('azure', provider, value));
    const [name, signed] = header.split('=') as [string, string];
    const [, mac] = signed.split('.');
    const longer = Buffer.from(JSON.stringify({ ...value, expiresAt: value.expiresAt + 1e9 }));
    const forged = `${name}=${longer.toString('base64url')}.${mac}`;
    expect(readStateCookie(forged, 'azure', provider, now)).toBeUndefined();
    expect(readStateCookie(`${name}=garbage`, 'azure', provider, now)).toBeUndefined();
    expect(readStateCookie(undefined, 'azure', provider, now)).toBeUndefined();
  });

  it('is removed with an expired cookie of the same name and path', () => {
    expect(clearStateCookie('azure', provider)).toMatch(
      /^clearcall_sso_azure=; Path=\/api\/sso; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it('compares states exactly', () => {
    expect(isSameState('abc', 'abc')).toBe(true);
    expect(isSameState('abc', 'abd')).toBe(false);
    expect(isSameState('abc', 'abcd')).toBe(false);
    expect(isSameState('abc', undefined)).toBe(false);
  });
});

describe('the single sign-on hand-off cookie', () => {
  const handoff = { binding: 'binding-value', expiresAt: now.getTime() + SSO_HANDOFF_TTL_MS };

  it('reads back its binding while it lasts, HttpOnly and SameSite=Lax for two minutes', () => {
    const setCookie = serializeHandoffCookie('azure', provider, handoff);
    expect(setCookie).toMatch(/; Max-Age=120; HttpOnly; SameSite=Lax; Secure$/);
    const header = cookieHeaderOf(setCookie);
    expect(readHandoffCookie(header, 'azure', provider, now)).toBe('binding-value');
    expect(readHandoffCookie(header, 'azure', provider, new Date(handoff.expiresAt))).toBe(
      undefined,
    );
  });

  it('cannot be made from a state cookie, which is signed with another key', () => {
    const [, signed] = cookieHeaderOf(serializeStateCookie('azure', provider, value)).split('=');
    const header = `${handoffCookieName('azure')}=${signed}`;
    expect(readHandoffCookie(header, 'azure', provider, now)).toBeUndefined();
  });
});

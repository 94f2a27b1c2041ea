import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SsoProviderId } from '@clearcall/contracts';
import type { SsoProviderConfig } from '../../config/env';

/** A sign-in at the provider must come back within ten minutes. */
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;
/** The return page redeems its ssotoken at once; two minutes covers a slow page load. */
export const SSO_HANDOFF_TTL_MS = 2 * 60 * 1000;

/** The cookie holds what the callback must check; it is sent only to the SSO routes. */
const COOKIE_PATH = '/api/sso';

/** What a browser must bring back to the callback: the values sent with its own authorization request. */
export type SsoBrowserState = {
  state: string;
  nonce: string;
  codeVerifier: string;
  /**
   * A random value only this browser holds. The callback hands it on in the hand-off cookie and
   * stores its hash with the ssotoken, so that no other browser can redeem that token.
   */
  binding: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
};

/** What the return page's browser must hold to redeem the ssotoken the callback issued it. */
export type SsoHandoff = { binding: string; expiresAt: number };

/** The two signed cookies, each with its own key so that one can never pass for the other. */
type CookieKind = 'state' | 'handoff';

export function stateCookieName(provider: SsoProviderId): string {
  return `clearcall_sso_${provider}`;
}

export function handoffCookieName(provider: SsoProviderId): string {
  return `clearcall_sso_${provider}_handoff`;
}

function cookieNameOf(kind: CookieKind, provider: SsoProviderId): string {
  return kind === 'state' ? stateCookieName(provider) : handoffCookieName(provider);
}

/**
 * The signing key of a provider's state cookie, derived from its client secret: the cookie
 * cannot be forged or altered (its expiry included) without that secret, and no extra secret
 * has to be configured.
 */
function signature(provider: SsoProviderConfig, kind: CookieKind, payload: string): Buffer {
  const purpose = kind === 'state' ? 'clearcall-sso-state' : 'clearcall-sso-handoff';
  const key = createHmac('sha256', provider.clientSecret).update(purpose).digest();
  return createHmac('sha256', key).update(payload).digest();
}

function cookieAttributes(provider: SsoProviderConfig, maxAgeSeconds: number): string {
  const secure = new URL(provider.redirectUrl).protocol === 'https:' ? '; Secure' : '';
  // Lax: the provider's redirect back is a top-level GET navigation from another site.
  return `Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

function serializeSigned(
  kind: CookieKind,
  id: SsoProviderId,
  provider: SsoProviderConfig,
  value: object,
  maxAgeMs: number,
): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${payload}.${signature(provider, kind, payload).toString('base64url')}`;
  return `${cookieNameOf(kind, id)}=${signed}; ${cookieAttributes(provider, maxAgeMs / 1000)}`;
}

/** The Set-Cookie header value that binds a new authorization request to this browser. */
export function serializeStateCookie(
  id: SsoProviderId,
  provider: SsoProviderConfig,
  value: SsoBrowserState,
): string {
  return serializeSigned('state', id, provider, value, SSO_STATE_TTL_MS);
}

/** The Set-Cookie header value that removes the state cookie once the callback has used it. */
export function clearStateCookie(id: SsoProviderId, provider: SsoProviderConfig): string {
  return `${stateCookieName(id)}=; ${cookieAttributes(provider, 0)}`;
}

/**
 * The Set-Cookie header value the callback sends with the ssotoken: the browser's binding,
 * signed and short-lived, which the exchange (POST /api/sso/login) must receive back.
 */
export function serializeHandoffCookie(
  id: SsoProviderId,
  provider: SsoProviderConfig,
  value: SsoHandoff,
): string {
  return serializeSigned('handoff', id, provider, value, SSO_HANDOFF_TTL_MS);
}

/** The Set-Cookie header value that removes the hand-off cookie once the exchange has used it. */
export function clearHandoffCookie(id: SsoProviderId, provider: SsoProviderConfig): string {
  return `${handoffCookieName(id)}=; ${cookieAttributes(provider, 0)}`;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return undefined;
}

function isHandoff(value: unknown): value is SsoHandoff {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.binding === 'string' && typeof record.expiresAt === 'number';
}

function isBrowserState(value: unknown): value is SsoBrowserState {
  if (!isHandoff(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.state === 'string' &&
    typeof record.nonce === 'string' &&
    typeof record.codeVerifier === 'string'
  );
}

/** The signed payload of a cookie, if its signature is this provider's for this kind of cookie. */
function readSigned(
  kind: CookieKind,
  cookieHeader: string | undefined,
  id: SsoProviderId,
  provider: SsoProviderConfig,
): unknown {
  const raw = readCookie(cookieHeader, cookieNameOf(kind, id));
  const [payload, mac, extra] = raw?.split('.') ?? [];
  if (!payload || !mac || extra !== undefined) return undefined;
  const expected = signature(provider, kind, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The state cookie of this provider from a Cookie header, if it is present, signed with this
 * provider's key and not expired; undefined otherwise.
 */
export function readStateCookie(
  cookieHeader: string | undefined,
  id: SsoProviderId,
  provider: SsoProviderConfig,
  now: Date = new Date(),
): SsoBrowserState | undefined {
  const value = readSigned('state', cookieHeader, id, provider);
  if (!isBrowserState(value) || value.expiresAt <= now.getTime()) return undefined;
  return value;
}

/** The browser binding of this provider's hand-off cookie, if it is signed and not expired. */
export function readHandoffCookie(
  cookieHeader: string | undefined,
  id: SsoProviderId,
  provider: SsoProviderConfig,
  now: Date = new Date(),
): string | undefined {
  const value = readSigned('handoff', cookieHeader, id, provider);
  if (!isHandoff(value) || value.expiresAt <= now.getTime()) return undefined;
  return value.binding;
}

/** Compares the state the provider sent back with the one this browser stored, in constant time. */
export function isSameState(expected: string, received: string | undefined): boolean {
  if (received === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

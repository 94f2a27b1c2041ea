import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SsoProviderId } from '@clearcall/contracts';
import type { SsoProviderConfig } from '../../config/env';

/** A sign-in at the provider must come back within ten minutes. */
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;

/** The cookie holds what the callback must check; it is sent only to the SSO routes. */
const COOKIE_PATH = '/api/sso';

/** What a browser must bring back to the callback: the values sent with its own authorization request. */
export type SsoBrowserState = {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
};

export function stateCookieName(provider: SsoProviderId): string {
  return `clearcall_sso_${provider}`;
}

/**
 * The signing key of a provider's state cookie, derived from its client secret: the cookie
 * cannot be forged or altered (its expiry included) without that secret, and no extra secret
 * has to be configured.
 */
function signature(provider: SsoProviderConfig, payload: string): Buffer {
  const key = createHmac('sha256', provider.clientSecret).update('clearcall-sso-state').digest();
  return createHmac('sha256', key).update(payload).digest();
}

function cookieAttributes(provider: SsoProviderConfig, maxAgeSeconds: number): string {
  const secure = new URL(provider.redirectUrl).protocol === 'https:' ? '; Secure' : '';
  // Lax: the provider's redirect back is a top-level GET navigation from another site.
  return `Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie header value that binds a new authorization request to this browser. */
export function serializeStateCookie(
  id: SsoProviderId,
  provider: SsoProviderConfig,
  value: SsoBrowserState,
): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${payload}.${signature(provider, payload).toString('base64url')}`;
  return `${stateCookieName(id)}=${signed}; ${cookieAttributes(provider, SSO_STATE_TTL_MS / 1000)}`;
}

/** The Set-Cookie header value that removes the state cookie once the callback has used it. */
export function clearStateCookie(id: SsoProviderId, provider: SsoProviderConfig): string {
  return `${stateCookieName(id)}=; ${cookieAttributes(provider, 0)}`;
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

function isBrowserState(value: unknown): value is SsoBrowserState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.state === 'string' &&
    typeof record.nonce === 'string' &&
    typeof record.codeVerifier === 'string' &&
    typeof record.expiresAt === 'number'
  );
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
  const raw = readCookie(cookieHeader, stateCookieName(id));
  const [payload, mac, extra] = raw?.split('.') ?? [];
  if (!payload || !mac || extra !== undefined) return undefined;
  const expected = signature(provider, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isBrowserState(value) || value.expiresAt <= now.getTime()) return undefined;
  return value;
}

/** Compares the state the provider sent back with the one this browser stored, in constant time. */
export function isSameState(expected: string, received: string | undefined): boolean {
  if (received === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

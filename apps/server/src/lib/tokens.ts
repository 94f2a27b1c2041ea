import { hash, randomBytes, randomInt } from 'node:crypto';

/** A random opaque token (256 bits, base64url) for sessions, invitations, resets and SSO hand-offs. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token, as stored: a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A six-digit numeric passcode, uniformly drawn. */
export function createPasscode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

import { STORAGE_KEYS, readItem, removeItem, writeItem } from '../../../lib/storage';

/** The sign-in waiting for its passcode: the e-mail and the challenge the password step gave. */
export type PendingPasscode = { email: string; challenge: string };

/**
 * Keeps the sign-in waiting for its passcode for the passcode screen, in this tab only: the
 * challenge is what lets this browser, and no one else, try the e-mailed code.
 */
export function waitForPasscode(email: string, challenge: string): void {
  writeItem('session', STORAGE_KEYS.passcodeEmail, email);
  writeItem('session', STORAGE_KEYS.passcodeChallenge, challenge);
}

/** The sign-in waiting for its passcode, or null when there is none in this tab. */
export function readPendingPasscode(): PendingPasscode | null {
  const email = readItem('session', STORAGE_KEYS.passcodeEmail);
  const challenge = readItem('session', STORAGE_KEYS.passcodeChallenge);
  return email && challenge ? { email, challenge } : null;
}

/** Forgets the waiting sign-in once it has its session. */
export function forgetPendingPasscode(): void {
  removeItem('session', STORAGE_KEYS.passcodeEmail);
  removeItem('session', STORAGE_KEYS.passcodeChallenge);
}

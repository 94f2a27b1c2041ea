import { timingSafeEqual } from 'node:crypto';
import type { Database, Transaction } from '../../db/database';
import { normalizeEmail } from '../../lib/email';
import { PASSCODE_RESEND_SECONDS } from '@clearcall/contracts';
import { AppError } from '../../lib/errors';
import { createPasscode, createToken, hashToken } from '../../lib/tokens';
import { findAccount } from '../accounts/accounts.service';
import { recordAuditEvent } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { passcodeMail } from '../mail/mail.templates';
import {
  consumeOpenPasscodes,
  consumePasscode,
  insertPasscode,
  lockPasscodeByChallenge,
  recordWrongPasscode,
  replacePasscodeCode,
  type PasscodeRow,
} from './passcodes.repository';

/** A sign-in's open, unexpired passcode, with its user's e-mail and name, held until commit. */
type ChallengedPasscode = PasscodeRow & { email: string; firstName: string };

/** A passcode works for ten minutes. */
export const PASSCODE_TTL_MS = 10 * 60 * 1000;
/** The fifth wrong try burns the sign-in's passcode. */
export const MAX_PASSCODE_ATTEMPTS = 5;
/** A sign-in may ask for a new code this long after the last one was sent. */
export const PASSCODE_RESEND_INTERVAL_MS = PASSCODE_RESEND_SECONDS * 1000;
/** Codes one sign-in may e-mail: the first and three resends. */
export const MAX_PASSCODE_SENDS = 4;

export const PASSCODE_SENT_MESSAGE =
  'We have e-mailed you a 6-digit passcode. Enter it to finish signing in.';
export const WRONG_PASSCODE_MESSAGE = 'The passcode is not correct. Please try again.';
export const BURNED_PASSCODE_MESSAGE =
  'Too many wrong passcodes. Please sign in again to receive a new one.';
export const NO_PASSCODE_MESSAGE =
  'This passcode has expired or was already used. Please sign in again to receive a new one.';
export const PASSCODE_RESENT_MESSAGE = 'We have e-mailed you a new 6-digit passcode.';
export const RESEND_LIMIT_MESSAGE =
  'We have sent as many passcodes as one sign-in may ask for. Please sign in again.';

/** The stored hash; the user id is mixed in so equal codes of two users never hash alike. */
function hashPasscode(userId: string, code: string): string {
  return hashToken(`${userId}:${code}`);
}

function hashesEqual(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether this account must confirm its sign-in with an e-mailed passcode. */
export function requiresPasscode(
  account: { userType: string; passcodeOnSignIn: boolean },
  options: { adminPasscode: boolean },
): boolean {
  return account.passcodeOnSignIn || (options.adminPasscode && account.userType === 'Admin');
}

/**
 * Starts the passcode step of a sign-in: creates a passcode (older ones stop working), e-mails
 * it and returns the sign-in's challenge. Only the browser that passed the password gets the
 * challenge, and every try must present it, so nobody else can use up the code's tries. Only the
 * challenge's hash is stored.
 */
export async function issueSignInPasscode(
  db: Database,
  mail: MailService,
  account: { id: string; email: string; firstName: string },
  now: Date = new Date(),
): Promise<string> {
  const code = createPasscode();
  const challenge = createToken();
  await db.transaction(async (tx) => {
    await consumeOpenPasscodes(tx, account.id, now);
    await insertPasscode(tx, {
      userId: account.id,
      codeHash: hashPasscode(account.id, code),
      challengeHash: hashToken(challenge),
      expiresAt: new Date(now.getTime() + PASSCODE_TTL_MS),
    });
  });
  await mail.send(account.email, passcodeMail({ code, firstName: account.firstName }));
  return challenge;
}

/** The sign-in's live passcode, if the challenge is one and belongs to this e-mail. */
async function lockChallengedPasscode(
  tx: Transaction,
  input: { email: string; challenge: string },
  now: Date,
): Promise<ChallengedPasscode | undefined> {
  const passcode = await lockPasscodeByChallenge(tx, hashToken(input.challenge), now);
  if (!passcode) return undefined;
  const account = await findAccount(tx, passcode.userId);
  return account?.email === normalizeEmail(input.email)
    ? { ...passcode, email: account.email, firstName: account.firstName }
    : undefined;
}

/**
 * Checks a passcode of one sign-in and, when it matches, consumes it and returns the user's id.
 * A wrong code counts against that sign-in's passcode, and the fifth burns it; a try without the
 * sign-in's challenge (or for another e-mail) fails like a missing code and counts nowhere.
 */
export async function verifySignInPasscode(
  db: Database,
  input: { email: string; challenge: string; code: string; ipAddress: string | null },
  now: Date = new Date(),
): Promise<string> {
  const outcome = await db.transaction(async (tx) => {
    const passcode = await lockChallengedPasscode(tx, input, now);
    if (!passcode) return { kind: 'missing' } as const;
    const userId = passcode.userId;
    if (hashesEqual(passcode.codeHash, hashPasscode(userId, input.code))) {
      await consumePasscode(tx, passcode.id, now);
      return { kind: 'match', userId } as const;
    }
    const burn = passcode.attempts + 1 >= MAX_PASSCODE_ATTEMPTS;
    await recordWrongPasscode(tx, passcode.id, burn, now);
    const event = { actorId: null, targetId: userId, ipAddress: input.ipAddress };
    await recordAuditEvent(tx, {
      ...event,
      action: 'auth.passcode_failed',
      detail: { attempt: passcode.attempts + 1 },
    });
    if (burn) await recordAuditEvent(tx, { ...event, action: 'auth.passcode_burned' });
    return { kind: burn ? 'burned' : 'wrong' } as const;
  });

  if (outcome.kind === 'match') return outcome.userId;
  if (outcome.kind === 'missing') throw new AppError('UNAUTHENTICATED', NO_PASSCODE_MESSAGE);
  throw new AppError(
    'UNAUTHENTICATED',
    outcome.kind === 'burned' ? BURNED_PASSCODE_MESSAGE : WRONG_PASSCODE_MESSAGE,
  );
}

function resendWaitError(remainingMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new AppError(
    'RATE_LIMITED',
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another passcode.`,
    { retryAfterSeconds: seconds },
  );
}

/**
 * E-mails a fresh code for the same sign-in, which replaces the one sent before and works for a
 * full term; the tries already used still count. At most once every 30 seconds and four codes
 * per sign-in, so the route cannot be used to flood an inbox.
 */
export async function resendSignInPasscode(
  db: Database,
  mail: MailService,
  input: { email: string; challenge: string; ipAddress: string | null },
  now: Date = new Date(),
): Promise<void> {
  const code = createPasscode();
  const recipient = await db.transaction(async (tx) => {
    const passcode = await lockChallengedPasscode(tx, input, now);
    if (!passcode) throw new AppError('UNAUTHENTICATED', NO_PASSCODE_MESSAGE);
    if (passcode.sends >= MAX_PASSCODE_SENDS) {
      throw new AppError('RATE_LIMITED', RESEND_LIMIT_MESSAGE);
    }
    const waitMs = passcode.lastSentAt.getTime() + PASSCODE_RESEND_INTERVAL_MS - now.getTime();
    if (waitMs > 0) throw resendWaitError(waitMs);
    await replacePasscodeCode(
      tx,
      passcode.id,
      {
        codeHash: hashPasscode(passcode.userId, code),
        expiresAt: new Date(now.getTime() + PASSCODE_TTL_MS),
      },
      now,
    );
    await recordAuditEvent(tx, {
      actorId: null,
      action: 'auth.passcode_resent',
      targetId: passcode.userId,
      ipAddress: input.ipAddress,
    });
    return { email: passcode.email, firstName: passcode.firstName };
  });
  await mail.send(recipient.email, passcodeMail({ code, firstName: recipient.firstName }));
}

import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database';
import { normalizeEmail } from '../../lib/email';
import { AppError } from '../../lib/errors';
import { createPasscode, hashToken } from '../../lib/tokens';
import { recordAuditEvent } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { passcodeMail } from '../mail/mail.templates';
import {
  consumeOpenPasscodes,
  consumePasscode,
  findUserIdByEmail,
  insertPasscode,
  lockLivePasscode,
  recordWrongPasscode,
} from './passcodes.repository';

/** A passcode works for ten minutes. */
export const PASSCODE_TTL_MS = 10 * 60 * 1000;
/** The fifth wrong try burns the passcode. */
export const MAX_PASSCODE_ATTEMPTS = 5;

export const PASSCODE_SENT_MESSAGE =
  'We have e-mailed you a 6-digit passcode. Enter it to finish signing in.';
export const WRONG_PASSCODE_MESSAGE = 'The passcode is not correct. Please try again.';
export const BURNED_PASSCODE_MESSAGE =
  'Too many wrong passcodes. Please sign in again to receive a new one.';
export const NO_PASSCODE_MESSAGE =
  'This passcode has expired or was already used. Please sign in again to receive a new one.';

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

/** Creates a new passcode (older ones stop working) and e-mails it. */
export async function issueSignInPasscode(
  db: Database,
  mail: MailService,
  account: { id: string; email: string; firstName: string },
  now: Date = new Date(),
): Promise<void> {
  const code = createPasscode();
  await db.transaction(async (tx) => {
    await consumeOpenPasscodes(tx, account.id, now);
    await insertPasscode(tx, {
      userId: account.id,
      codeHash: hashPasscode(account.id, code),
      expiresAt: new Date(now.getTime() + PASSCODE_TTL_MS),
    });
  });
  await mail.send(account.email, passcodeMail({ code, firstName: account.firstName }));
}

/**
 * Checks a passcode and, when it matches, consumes it and returns the user's id. A wrong code
 * counts against the passcode, and the fifth burns it; an unknown e-mail fails like a missing code.
 */
export async function verifySignInPasscode(
  db: Database,
  input: { email: string; code: string; ipAddress: string | null },
  now: Date = new Date(),
): Promise<string> {
  const email = normalizeEmail(input.email);
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new AppError('UNAUTHENTICATED', NO_PASSCODE_MESSAGE);

  const outcome = await db.transaction(async (tx) => {
    const passcode = await lockLivePasscode(tx, userId, now);
    if (!passcode) return 'missing' as const;
    if (hashesEqual(passcode.codeHash, hashPasscode(userId, input.code))) {
      await consumePasscode(tx, passcode.id, now);
      return 'match' as const;
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
    return burn ? ('burned' as const) : ('wrong' as const);
  });

  if (outcome === 'match') return userId;
  if (outcome === 'missing') throw new AppError('UNAUTHENTICATED', NO_PASSCODE_MESSAGE);
  throw new AppError(
    'UNAUTHENTICATED',
    outcome === 'burned' ? BURNED_PASSCODE_MESSAGE : WRONG_PASSCODE_MESSAGE,
  );
}

import type { Database, Transaction } from '../../db/database';
import { normalizeEmail } from '../../lib/email';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { createToken, hashToken } from '../../lib/tokens';
import type { JobName, JobQueue } from '../../jobs/job-types';
import { recordAuditEvent } from '../audit/audit.service';
import { revokeAllSessions } from '../auth/auth.service';
import { invalidateUserSessions } from '../auth/session-cache';
import type { MailService } from '../mail/mail.service';
import { passwordResetMail } from '../mail/mail.templates';
import { unlinkAllIdentities } from '../sso/sso-identities.service';
import {
  applyPasswordReset,
  expireResetTokens,
  findUserByEmail,
  lockResetToken,
  replaceResetToken,
} from './accounts.repository';

/** A reset link works for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const FORGOT_PASSWORD_MESSAGE =
  'Password reset link has been sent to your registered email. Please check your inbox to proceed.';
export const RESET_SUCCESS_MESSAGE =
  'Password reset successfully! Please log in with your new password.';

/**
 * Why a reset link was refused, and only that: the reset screen adds the way to a new link
 * itself, so a message that also named it said the same thing twice.
 */
export const RESET_TOKEN_MESSAGES = {
  unknown: 'This reset link is not valid.',
  used: 'This reset link has already been used.',
  expired: 'This reset link has expired.',
} as const;

export const PASSWORD_RESET_JOB = 'password-reset.requested' satisfies JobName;

/**
 * Queues a reset link for an address, whether or not it has an account: the request does the
 * same work for both, so its timing says nothing about which addresses are registered. The job
 * runs requestPasswordReset.
 */
export async function queuePasswordReset(
  jobs: JobQueue,
  input: { email: string; ipAddress: string | null },
): Promise<void> {
  await jobs.send(PASSWORD_RESET_JOB, {
    email: normalizeEmail(input.email),
    ipAddress: input.ipAddress,
  });
}

/**
 * Starts a password reset (the PASSWORD_RESET_JOB's work). When the address has an account, a new one-hour link replaces any
 * earlier one and is e-mailed; otherwise nothing happens.
 */
export async function requestPasswordReset(
  db: Database,
  mail: MailService,
  input: { email: string; ipAddress: string | null },
  urls: { publicUrl: string },
  now: Date = new Date(),
): Promise<void> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = createToken();
  await db.transaction(async (tx) => {
    await replaceResetToken(
      tx,
      {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      },
      now,
    );
    await recordAuditEvent(tx, {
      actorId: null,
      action: 'auth.password_reset_requested',
      targetId: user.id,
      ipAddress: input.ipAddress,
    });
  });
  const query = new URLSearchParams({ token, email });
  await mail.send(
    email,
    passwordResetMail({
      resetUrl: `${urls.publicUrl}/reset-password?${query.toString()}`,
      firstName: user.firstName,
    }),
  );
}

/**
 * Sets a new password with a reset token: single use, one hour, and only for the address it was
 * sent to. Every session of the user ends, so a stolen session dies with the old password, and
 * so do the single sign-on links unless the owner keeps them: a link someone else made to the
 * account must not survive the owner taking it back.
 */
export async function resetPassword(
  db: Database,
  input: {
    email: string;
    token: string;
    password: string;
    keepSsoIdentities?: boolean;
    ipAddress: string | null;
  },
  now: Date = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const token = await lockResetToken(tx, hashToken(input.token));
    if (!token || token.email !== normalizeEmail(input.email)) {
      throw new AppError('VALIDATION_FAILED', RESET_TOKEN_MESSAGES.unknown);
    }
    if (token.usedAt) throw new AppError('VALIDATION_FAILED', RESET_TOKEN_MESSAGES.used);
    if (token.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('VALIDATION_FAILED', RESET_TOKEN_MESSAGES.expired);
    }
    await applyPasswordReset(tx, { userId: token.userId, tokenId: token.id, passwordHash }, now);
    await revokeAllSessions(tx, token.userId, now);
    if (!input.keepSsoIdentities) await unlinkAllIdentities(tx, token.userId, input.ipAddress);
    await recordAuditEvent(tx, {
      actorId: token.userId,
      action: 'auth.password_reset',
      targetId: token.userId,
      ipAddress: input.ipAddress,
    });
    return token.userId;
  });
  invalidateUserSessions(db, userId);
}

/**
 * Ends the user's unused reset links, for when the password changes another way: a link e-mailed
 * before the change must not undo it.
 */
export function cancelPasswordResets(
  db: Database | Transaction,
  userId: string,
  now: Date = new Date(),
): Promise<number> {
  return expireResetTokens(db, userId, now);
}

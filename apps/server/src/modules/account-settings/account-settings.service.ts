import type {
  AccountExport,
  AccountSession,
  AccountSettings,
  ChangePasswordBody,
  DeleteAccountBody,
  AuditAction,
} from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { normalizeEmail } from '../../lib/email';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findAccount, updateAccount, type AccountRow } from '../accounts/accounts.service';
import { cancelPasswordResets } from '../accounts/password-reset.service';
import { removeUserAccount } from '../admin-users/admin-users.service';
import { recordAuditEvent } from '../audit/audit.service';
import {
  dummyPasswordHash,
  listLiveUserSessions,
  revokeOtherSessions,
  revokeUserSession,
  type SessionIdentity,
} from '../auth/auth.service';
import { invalidateUserSessions } from '../auth/session-cache';
import type { MailService } from '../mail/mail.service';
import { passwordChangedMail } from '../mail/mail.templates';
import { requiresPasscode } from '../passcodes/passcodes.service';
import { presentExport, presentSession } from './account-settings.presenter';
import { readAccountData } from './account-data';

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Every other device has been signed out.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const SAME_PASSWORD_MESSAGE = 'Choose a new password that differs from the current one.';
export const NO_PASSWORD_MESSAGE =
  'Your account signs in through single sign-on and has no password to change.';
export const WRONG_DELETE_PASSWORD_MESSAGE =
  'The password is not correct. Your account has not been deleted.';
export const WRONG_DELETE_EMAIL_MESSAGE =
  'The e-mail address does not match your account. Your account has not been deleted.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account and its personal data have been deleted.';
export const ADMIN_PASSCODE_MESSAGE =
  'Admins always confirm their sign-in with an e-mailed passcode; it cannot be turned off.';

/** Who is calling, and from where, for the audit log. */
export type Caller = SessionIdentity & { ipAddress: string | null };

async function requireAccount(db: Database, userId: string): Promise<AccountRow> {
  const account = await findAccount(db, userId);
  // The session guard found the user a moment ago; a vanished account means a parallel deletion.
  if (!account)
    throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  return account;
}

/** Checks a password against the account in constant time; a password-less account never matches. */
async function passwordMatches(account: AccountRow, password: string): Promise<boolean> {
  const matches = await verifyPassword(
    password,
    account.passwordHash ?? (await dummyPasswordHash()),
  );
  return account.passwordHash !== null && matches;
}

function audit(
  db: Database,
  caller: Caller,
  action: AuditAction,
  detail?: Record<string, unknown>,
) {
  return recordAuditEvent(db, {
    actorId: caller.userId,
    action,
    targetId: caller.userId,
    detail,
    ipAddress: caller.ipAddress,
  });
}

/** The settings screen's state: the passcode choice, whether the role forces it, and the password. */
export async function getAccountSettings(
  db: Database,
  caller: Caller,
  options: { adminPasscode: boolean },
): Promise<AccountSettings> {
  const account = await requireAccount(db, caller.userId);
  return {
    email: account.email,
    passcodeOnSignIn: account.passcodeOnSignIn,
    passcodeAlwaysRequired: requiresPasscode({ ...account, passcodeOnSignIn: false }, options),
    hasPassword: account.passwordHash !== null,
  };
}

/**
 * Changes the password after checking the current one, and signs out every other session so a
 * stolen session dies with the old password. The caller's own session stays; reset links sent
 * earlier stop working; the account's address is told, in case it was not its owner.
 */
export async function changePassword(
  db: Database,
  mail: MailService,
  caller: Caller,
  input: ChangePasswordBody,
  urls: { publicUrl: string },
  now: Date = new Date(),
): Promise<string> {
  const account = await requireAccount(db, caller.userId);
  if (account.passwordHash === null) throw new AppError('CONFLICT', NO_PASSWORD_MESSAGE);
  if (!(await passwordMatches(account, input.currentPassword))) {
    await audit(db, caller, 'account.password_change_failed');
    // 400, not 401: the session is fine, only the typed password is wrong.
    throw new AppError('VALIDATION_FAILED', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('VALIDATION_FAILED', SAME_PASSWORD_MESSAGE);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updateAccount(tx, account.id, { passwordHash, updatedAt: now });
    const revoked = await revokeOtherSessions(tx, account.id, caller.sessionId, now);
    const resetLinksCancelled = await cancelPasswordResets(tx, account.id, now);
    await recordAuditEvent(tx, {
      actorId: caller.userId,
      action: 'account.password_changed',
      targetId: caller.userId,
      detail: { sessionsRevoked: revoked, resetLinksCancelled },
      ipAddress: caller.ipAddress,
    });
  });
  invalidateUserSessions(db, caller.userId);
  await mail.send(
    account.email,
    passwordChangedMail({
      firstName: account.firstName,
      forgotPasswordUrl: `${urls.publicUrl}/forgot-password`,
    }),
  );
  return PASSWORD_CHANGED_MESSAGE;
}

/** The caller's live sessions: the current one first, then the most recently used. */
export async function listSessions(
  db: Database,
  caller: Caller,
  now: Date = new Date(),
): Promise<AccountSession[]> {
  const rows = await listLiveUserSessions(db, caller.userId, now);
  const sessions = rows.map((row) => presentSession(row, caller.sessionId));
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Signs out every session of the caller but the current one. */
export async function signOutOtherSessions(
  db: Database,
  caller: Caller,
  now: Date = new Date(),
): Promise<string> {
  const revoked = await db.transaction(async (tx) => {
    const count = await revokeOtherSessions(tx, caller.userId, caller.sessionId, now);
    await recordAuditEvent(tx, {
      actorId: caller.userId,
      action: 'account.sessions_revoked',
      targetId: caller.userId,
      detail: { sessionsRevoked: count },
      ipAddress: caller.ipAddress,
    });
    return count;
  });
  invalidateUserSessions(db, caller.userId);
  if (revoked === 0) return 'No other device was signed in.';
  return revoked === 1
    ? 'Signed out of 1 other device.'
    : `Signed out of ${revoked} other devices.`;
}

/** Signs out one of the caller's sessions; 404 when it is not theirs or has already ended. */
export async function signOutSession(
  db: Database,
  caller: Caller,
  sessionId: string,
  now: Date = new Date(),
): Promise<string> {
  const isRevoked = await revokeUserSession(db, caller.userId, sessionId, now);
  invalidateUserSessions(db, caller.userId);
  if (!isRevoked) throw new AppError('NOT_FOUND', 'This session has already ended.');
  await audit(db, caller, 'account.session_revoked', { sessionId });
  return 'The device has been signed out.';
}

/** Turns the e-mailed sign-in passcode on or off; an account whose role forces it cannot turn it off. */
export async function updatePasscodeSetting(
  db: Database,
  caller: Caller,
  passcodeOnSignIn: boolean,
  options: { adminPasscode: boolean },
  now: Date = new Date(),
): Promise<string> {
  const account = await requireAccount(db, caller.userId);
  const isForced = requiresPasscode({ ...account, passcodeOnSignIn: false }, options);
  if (isForced && !passcodeOnSignIn) throw new AppError('CONFLICT', ADMIN_PASSCODE_MESSAGE);
  await db.transaction(async (tx) => {
    await updateAccount(tx, account.id, { passcodeOnSignIn, updatedAt: now });
    await recordAuditEvent(tx, {
      actorId: caller.userId,
      action: passcodeOnSignIn ? 'account.passcode_enabled' : 'account.passcode_disabled',
      targetId: caller.userId,
      ipAddress: caller.ipAddress,
    });
  });
  return passcodeOnSignIn
    ? 'Sign-in passcode turned on. Each sign-in will ask for a code sent to your e-mail.'
    : 'Sign-in passcode turned off.';
}

/** Everything stored about the caller, without secrets; the export is audited. */
export async function exportAccountData(
  db: Database,
  caller: Caller,
  now: Date = new Date(),
): Promise<AccountExport> {
  const rows = await readAccountData(db, caller.userId);
  if (!rows) throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  await audit(db, caller, 'account.exported');
  return presentExport(rows, now);
}

/**
 * Deletes the caller's account after they confirm it: with their password, or, for an account
 * that signs in only through single sign-on, by typing its e-mail address. The deletion itself
 * is the admin deletion's, so both remove the same data.
 */
export async function deleteOwnAccount(
  db: Database,
  caller: Caller,
  input: DeleteAccountBody,
  now: Date = new Date(),
): Promise<string> {
  const account = await requireAccount(db, caller.userId);
  if (account.passwordHash !== null) {
    if (!input.password || !(await passwordMatches(account, input.password))) {
      await audit(db, caller, 'account.delete_refused');
      throw new AppError('VALIDATION_FAILED', WRONG_DELETE_PASSWORD_MESSAGE);
    }
  } else if (!input.email || normalizeEmail(input.email) !== account.email) {
    await audit(db, caller, 'account.delete_refused');
    throw new AppError('VALIDATION_FAILED', WRONG_DELETE_EMAIL_MESSAGE);
  }
  await removeUserAccount(
    db,
    account,
    { actorId: caller.userId, action: 'account.deleted', ipAddress: caller.ipAddress },
    now,
  );
  return ACCOUNT_DELETED_MESSAGE;
}

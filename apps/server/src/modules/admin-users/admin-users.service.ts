import type { AdminUser, AuditAction } from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import {
  deleteAccount,
  findAccountCards,
  listAccountCards,
  searchAccountCards,
  updateAccountStatus,
} from '../accounts/accounts.service';
import { forgetAuditedEmail, recordAuditEvent } from '../audit/audit.service';
import { forgetSignInFailures, revokeAllSessions } from '../auth/auth.service';
import { invalidateUserSessions } from '../auth/session-cache';
import { deleteUserEvents } from '../analytics/analytics.service';
import { deleteMailTo, type MailService } from '../mail/mail.service';
import { activationMail } from '../mail/mail.templates';
import { invalidateUserPermissions } from '../premium/permissions-cache';
import { presentAdminUser } from './admin-users.presenter';

/** A search returns at most this many users. */
export const USER_SEARCH_LIMIT = 50;

type Actor = { userId: string; ipAddress: string | null };

/** Every user for the admin list. */
export async function listUsers(db: Database): Promise<AdminUser[]> {
  return (await listAccountCards(db)).map(presentAdminUser);
}

/** Users whose name or e-mail contains the term (case-insensitive), at most fifty. */
export async function findUsers(db: Database, term: string): Promise<AdminUser[]> {
  return (await searchAccountCards(db, term.trim(), USER_SEARCH_LIMIT)).map(presentAdminUser);
}

async function findAdminUser(db: Database, id: string) {
  const [user] = await findAccountCards(db, [id]);
  return user;
}

async function requireOtherUser(db: Database, actor: Actor, id: string, verb: string) {
  const user = await findAdminUser(db, id);
  if (!user) throw new AppError('NOT_FOUND', 'No user has this id.');
  if (user.id === actor.userId) {
    throw new AppError('CONFLICT', `You cannot ${verb} your own account.`);
  }
  return user;
}

/**
 * Activates or deactivates a user; an activation e-mails them. A deactivation ends every session
 * of the user, and with them the user's sockets, at once. Admins cannot deactivate themselves.
 */
export async function updateUserStatus(
  db: Database,
  mail: MailService,
  input: { userId: string; userStatus: boolean },
  actor: Actor,
  urls: { publicUrl: string },
  now: Date = new Date(),
): Promise<string> {
  const user = await findAdminUser(db, input.userId);
  if (!user) throw new AppError('NOT_FOUND', 'No user has this id.');
  if (!input.userStatus && user.id === actor.userId) {
    throw new AppError('CONFLICT', 'You cannot deactivate your own account.');
  }
  await db.transaction(async (tx) => {
    await updateAccountStatus(tx, user.id, input.userStatus, now);
    if (!input.userStatus) await revokeAllSessions(tx, user.id, now);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: input.userStatus ? 'admin.user_activated' : 'admin.user_deactivated',
      targetId: user.id,
      ipAddress: actor.ipAddress,
    });
  });
  // Either way the cached sessions carry the old status; the sockets of ended sessions close.
  invalidateUserSessions(db, user.id);
  if (input.userStatus && !user.userStatus) {
    await mail.send(
      user.email,
      activationMail({ loginUrl: `${urls.publicUrl}/login`, firstName: user.firstName }),
    );
  }
  return input.userStatus ? 'User activated.' : 'User deactivated.';
}

/**
 * Ends every session of a user, deletes the account and its personal data, and audits it under
 * the given action, in one transaction. Shared by the admin deletion and the user's own. The
 * account row cascades to sessions, industries, permissions, likes, follows, analyses and
 * notifications; each module that keeps something about the user or their address beyond that
 * deletes it here.
 */
export async function removeUserAccount(
  db: Database,
  user: { id: string; email: string },
  audit: { actorId: string; action: AuditAction; ipAddress: string | null },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeAllSessions(tx, user.id, now);
    await deleteUserEvents(tx, user.id);
    await deleteAccount(tx, user.id, user.email);
    await forgetSignInFailures(tx, user.email);
    await deleteMailTo(tx, user.email);
    await forgetAuditedEmail(tx, user.email);
    await recordAuditEvent(tx, { ...audit, targetId: user.id });
  });
  invalidateUserSessions(db, user.id);
  invalidateUserPermissions(db, user.id);
}

/** Deletes a user and their personal data after ending their sessions; never the caller. */
export async function deleteUser(
  db: Database,
  id: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<string> {
  const user = await requireOtherUser(db, actor, id, 'delete');
  await removeUserAccount(
    db,
    user,
    { actorId: actor.userId, action: 'admin.user_deleted', ipAddress: actor.ipAddress },
    now,
  );
  return 'User deleted.';
}

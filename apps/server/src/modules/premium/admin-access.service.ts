import {
  DEFAULT_PERMISSIONS,
  TAB_IDS,
  type Permissions,
  type UpdateUserAccessBody,
  type UserAccess,
  type UserType,
} from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { recordAuditEvent } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { accessGrantedMail } from '../mail/mail.templates';
import { invalidateUserSessions } from '../auth/session-cache';
import { findAccount, lockAccount, updateAccount } from '../accounts/accounts.service';
import { invalidateUserPermissions } from './permissions-cache';
import { closeUpgradeRequests, getUserPermissions, setUserPermissions } from './premium.service';

type Actor = { userId: string; ipAddress: string | null };

type AccessState = {
  userType: UserType;
  permissions: Permissions;
  conversationLimit: number | null;
};

/** What one change did: each changed field before and after, and whether it grants anything. */
type AccessDiff = {
  before: Partial<AccessState>;
  after: Partial<AccessState>;
  isGrant: boolean;
};

const NO_USER_MESSAGE = 'No user has this id.';
const ADMIN_ACCESS_MESSAGE =
  "An admin's access cannot be changed here; admins always see every tab.";

/** A user's type, tab permissions and daily chat limit, for the admin's access form. */
export async function getUserAccess(db: Database, id: string): Promise<UserAccess> {
  const user = await findAccount(db, id);
  if (!user) throw new AppError('NOT_FOUND', NO_USER_MESSAGE);
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    permissions: await getUserPermissions(db, user.id, user.userType),
    conversationLimit: user.conversationLimit,
  };
}

/** The access after a change: a new type starts from that type's defaults, then the toggles apply. */
function nextAccess(before: AccessState, body: UpdateUserAccessBody): AccessState {
  const userType = body.userType ?? before.userType;
  const base = userType === before.userType ? before.permissions : DEFAULT_PERMISSIONS[userType];
  return {
    userType,
    permissions: { ...base, ...body.permissions },
    conversationLimit:
      body.conversationLimit === undefined ? before.conversationLimit : body.conversationLimit,
  };
}

function diffAccess(before: AccessState, after: AccessState): AccessDiff {
  const diff: AccessDiff = { before: {}, after: {}, isGrant: false };
  if (before.userType !== after.userType) {
    diff.before.userType = before.userType;
    diff.after.userType = after.userType;
    diff.isGrant ||= after.userType === 'Marketing';
  }
  const changedTabs = TAB_IDS.filter((tab) => before.permissions[tab] !== after.permissions[tab]);
  if (changedTabs.length > 0) {
    diff.before.permissions = before.permissions;
    diff.after.permissions = after.permissions;
    diff.isGrant ||= changedTabs.some((tab) => after.permissions[tab]);
  }
  if (before.conversationLimit !== after.conversationLimit) {
    diff.before.conversationLimit = before.conversationLimit;
    diff.after.conversationLimit = after.conversationLimit;
    // A set limit replacing the default, or a higher limit, is more chat.
    diff.isGrant ||=
      after.conversationLimit !== null &&
      (before.conversationLimit === null || after.conversationLimit > before.conversationLimit);
  }
  return diff;
}

function hasChanges(diff: AccessDiff): boolean {
  return Object.keys(diff.after).length > 0;
}

function resultMessage(changed: boolean, closedRequests: number): string {
  const head = changed ? 'Access updated.' : 'Nothing changed.';
  if (closedRequests === 0) return head;
  return `${head} ${closedRequests} upgrade request${closedRequests === 1 ? '' : 's'} closed.`;
}

/** Where the mail of a grant points, and the service that sends it. */
export type GrantMailer = { mail: MailService; publicUrl: string };

/**
 * Grants premium or takes it back: changes a non-admin's type, tab permissions and daily chat
 * limit, closes their open upgrade requests (granted when the change gives them more, dismissed
 * otherwise) and audits the change with its before and after values, in one transaction. A save
 * that changes nothing closes nothing: the admin dismisses a request explicitly. A grant is
 * e-mailed to the user.
 */
export async function updateUserAccess(
  db: Database,
  id: string,
  body: UpdateUserAccessBody,
  actor: Actor,
  mailer: GrantMailer,
  now: Date = new Date(),
): Promise<string> {
  const outcome = await db.transaction(async (tx) => {
    const user = await lockAccount(tx, id);
    if (!user) throw new AppError('NOT_FOUND', NO_USER_MESSAGE);
    if (user.userType === 'Admin') throw new AppError('FORBIDDEN', ADMIN_ACCESS_MESSAGE);

    const before: AccessState = {
      userType: user.userType,
      permissions: await getUserPermissions(tx, user.id, user.userType),
      conversationLimit: user.conversationLimit,
    };
    const after = nextAccess(before, body);
    const diff = diffAccess(before, after);
    const changed = hasChanges(diff);
    if (!changed) return { message: resultMessage(false, 0), grantedTo: null };
    await updateAccount(tx, user.id, {
      userType: after.userType,
      conversationLimit: after.conversationLimit,
      updatedAt: now,
    });
    await setUserPermissions(tx, user.id, after.permissions);
    const status = diff.isGrant ? 'granted' : 'dismissed';
    const closedRequests = await closeUpgradeRequests(tx, {
      userId: user.id,
      status,
      resolvedBy: actor.userId,
      now,
    });
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.access_changed',
      targetId: user.id,
      detail: {
        before: diff.before,
        after: diff.after,
        ...(closedRequests > 0 ? { closedRequests, requestStatus: status } : {}),
      },
      ipAddress: actor.ipAddress,
    });
    return {
      message: resultMessage(true, closedRequests),
      grantedTo: diff.isGrant ? { email: user.email, firstName: user.firstName } : null,
    };
  });
  // The user's type is part of their cached session, their tab permissions are cached apart.
  invalidateUserSessions(db, id);
  invalidateUserPermissions(db, id);
  if (outcome.grantedTo) {
    await mailer.mail.send(
      outcome.grantedTo.email,
      accessGrantedMail({
        loginUrl: `${mailer.publicUrl}/login`,
        firstName: outcome.grantedTo.firstName,
      }),
    );
  }
  return outcome.message;
}

/**
 * Dismisses a user's open upgrade requests without changing their access, and audits it.
 * Refused with 409 when nothing is open, so a second click says so rather than passing silently.
 */
export async function dismissUpgradeRequests(
  db: Database,
  id: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const user = await lockAccount(tx, id);
    if (!user) throw new AppError('NOT_FOUND', NO_USER_MESSAGE);
    const closedRequests = await closeUpgradeRequests(tx, {
      userId: user.id,
      status: 'dismissed',
      resolvedBy: actor.userId,
      now,
    });
    if (closedRequests === 0) {
      throw new AppError('CONFLICT', 'This user has no open upgrade request.');
    }
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.upgrade_requests_closed',
      targetId: user.id,
      detail: { closedRequests, requestStatus: 'dismissed' },
      ipAddress: actor.ipAddress,
    });
    return `${closedRequests} upgrade request${closedRequests === 1 ? '' : 's'} dismissed.`;
  });
}

import type { SsoIdentity } from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { AppError } from '../../lib/errors';
import { recordAuditEvent } from '../audit/audit.service';
import { presentIdentity } from './sso.presenter';
import {
  deleteAllLinkedIdentities,
  deleteLinkedIdentity,
  listIdentitiesForExport,
  listLinkedIdentities,
} from './sso.repository';
import { lockAccountHasPassword } from './sso-accounts';

/** The signed-in user, as the linked sign-ins routes act for them. */
export type IdentityCaller = { userId: string; ipAddress: string | null };

export const IDENTITY_NOT_FOUND_MESSAGE = 'This sign-in is not linked to your account.';
export const LAST_SIGN_IN_MESSAGE =
  'This is the only way to sign in to your account. Set a password (Forgot Password on the login page sends a link) before removing it.';
export const IDENTITY_REMOVED_MESSAGE = 'The sign-in has been removed from your account.';

/** The single sign-ons linked to the caller's account, oldest first. */
export async function listIdentities(db: Database, caller: IdentityCaller): Promise<SsoIdentity[]> {
  const rows = await listLinkedIdentities(db, caller.userId);
  return rows.flatMap((row) => presentIdentity(row) ?? []);
}

/**
 * Removes one of the caller's linked sign-ins. The last way into an account is kept: an account
 * without a password cannot remove its only identity (409).
 */
export async function removeIdentity(
  db: Database,
  caller: IdentityCaller,
  identityId: string,
): Promise<string> {
  await db.transaction(async (tx) => {
    const hasPassword = await lockAccountHasPassword(tx, caller.userId);
    const identities = await listLinkedIdentities(tx, caller.userId);
    const identity = identities.find((row) => row.id === identityId);
    if (hasPassword === undefined || !identity) {
      throw new AppError('NOT_FOUND', IDENTITY_NOT_FOUND_MESSAGE);
    }
    if (!hasPassword && identities.length === 1)
      throw new AppError('CONFLICT', LAST_SIGN_IN_MESSAGE);
    await deleteLinkedIdentity(tx, caller.userId, identityId);
    await recordAuditEvent(tx, {
      actorId: caller.userId,
      action: 'sso.identity_removed',
      targetId: caller.userId,
      detail: { identityId, provider: identity.provider },
      ipAddress: caller.ipAddress,
    });
  });
  return IDENTITY_REMOVED_MESSAGE;
}

/**
 * Ends every single sign-on link of an account, inside the caller's transaction; used when the
 * owner resets the password, so that a link someone else made does not outlive it.
 */
export async function unlinkAllIdentities(
  tx: Transaction,
  userId: string,
  ipAddress: string | null,
): Promise<number> {
  const removed = await deleteAllLinkedIdentities(tx, userId);
  if (removed > 0) {
    await recordAuditEvent(tx, {
      actorId: userId,
      action: 'sso.identities_removed_on_reset',
      targetId: userId,
      detail: { identitiesRemoved: removed },
      ipAddress,
    });
  }
  return removed;
}

/** The sign-ins linked to the user, for their data export, oldest first. */
export function exportUserIdentities(db: Database, userId: string) {
  return listIdentitiesForExport(db, userId);
}

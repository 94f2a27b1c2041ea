import {
  ADMIN_LIST_PAGE_SIZE,
  DEFAULT_PERMISSIONS,
  TAB_IDS,
  type Permissions,
  type TabId,
  type UpgradeRequest,
  type UpgradeRequestBody,
  type UpgradeRequestStatus,
  type UserType,
} from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { AppError } from '../../lib/errors';
import { findAccount, findAccountCards } from '../accounts/accounts.service';
import { findCompanyCards } from '../company/company.service';
import { cachedPermissionRows } from './permissions-cache';
import { presentUpgradeRequest } from './premium.presenter';
import {
  findOpenRequestSources,
  findPermissionRows,
  insertUpgradeRequest,
  listRequestsOfUser,
  listUpgradeRequestRows,
  resolveOpenRequests,
  upsertPermissionRows,
  type PermissionRow,
} from './premium.repository';

type Executor = Database | Transaction;

/** A user keeps at most this many open requests; the team already knows they want premium. */
export const MAX_OPEN_REQUESTS_PER_USER = 5;

export const UPGRADE_REQUEST_MESSAGE =
  'Thank you! Your Premium upgrade request has been successfully submitted. Our team will reach out to you shortly.';

/** The stored rows laid over the user type's defaults: every tab gets an answer. */
export function resolvePermissions(userType: UserType, rows: PermissionRow[]): Permissions {
  const permissions = { ...DEFAULT_PERMISSIONS[userType] };
  for (const row of rows) permissions[row.tab] = row.allowed;
  return permissions;
}

/** A user's tab permissions, read in the given transaction when one is passed. */
export async function getUserPermissions(
  db: Executor,
  userId: string,
  userType?: UserType,
): Promise<Permissions> {
  const type = userType ?? (await findAccount(db, userId))?.userType;
  if (!type) throw new AppError('NOT_FOUND', 'No user has this id.');
  return resolvePermissions(type, await findPermissionRows(db, userId));
}

/**
 * The signed-in user's tab permissions for request handling, their stored rows kept for a few
 * seconds (see permissions-cache.ts); an admin's change in this process applies at once.
 */
export async function getSessionPermissions(
  db: Database,
  caller: { userId: string; userType: UserType },
  now: number = Date.now(),
): Promise<Permissions> {
  const rows = await cachedPermissionRows(
    db,
    caller.userId,
    () => findPermissionRows(db, caller.userId),
    now,
  );
  return resolvePermissions(caller.userType, rows);
}

/** Stores an explicit answer for each given tab. */
export async function setUserPermissions(
  db: Executor,
  userId: string,
  permissions: Partial<Permissions>,
): Promise<void> {
  const rows = TAB_IDS.filter((tab) => permissions[tab] !== undefined).map((tab: TabId) => ({
    tab,
    allowed: permissions[tab] === true,
  }));
  await upsertPermissionRows(db, userId, rows);
}

/**
 * Records that the user asks for premium. One open request per source is enough, and a user
 * never holds more than MAX_OPEN_REQUESTS_PER_USER, so repeated clicks add nothing.
 */
export async function requestUpgrade(
  db: Database,
  userId: string,
  body: UpgradeRequestBody,
  now: Date = new Date(),
): Promise<string> {
  const openSources = await findOpenRequestSources(db, userId);
  if (openSources.includes(body.source) || openSources.length >= MAX_OPEN_REQUESTS_PER_USER) {
    return UPGRADE_REQUEST_MESSAGE;
  }
  // A company that has since gone away does not make the request fail; its name is kept.
  const companyId =
    body.companyId && (await findCompanyCards(db, [body.companyId])).length > 0
      ? body.companyId
      : null;
  await insertUpgradeRequest(db, {
    userId,
    source: body.source,
    companyId,
    companyName: body.companyName || null,
    createdAt: now,
  });
  return UPGRADE_REQUEST_MESSAGE;
}

/** One page of upgrade requests, newest first, optionally of one status. */
export async function listUpgradeRequests(
  db: Database,
  query: { status?: UpgradeRequestStatus; page: number },
): Promise<{ data: UpgradeRequest[]; page: number; hasMore: boolean }> {
  const rows = await listUpgradeRequestRows(db, {
    status: query.status,
    limit: ADMIN_LIST_PAGE_SIZE + 1,
    offset: query.page * ADMIN_LIST_PAGE_SIZE,
  });
  const users = new Map(
    (
      await findAccountCards(
        db,
        rows.map((row) => row.userId),
      )
    ).map((user) => [user.id, user]),
  );
  const data = rows.slice(0, ADMIN_LIST_PAGE_SIZE).flatMap((row) => {
    const user = users.get(row.userId);
    return user
      ? [
          presentUpgradeRequest({
            ...row,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            userType: user.userType,
          }),
        ]
      : [];
  });
  return {
    data,
    page: query.page,
    hasMore: rows.length > ADMIN_LIST_PAGE_SIZE,
  };
}

/** Closes the user's open requests as granted or dismissed; returns how many were open. */
export async function closeUpgradeRequests(
  db: Executor,
  input: { userId: string; status: 'granted' | 'dismissed'; resolvedBy: string; now: Date },
): Promise<number> {
  return resolveOpenRequests(db, input);
}

/** The user's stored tab permissions and upgrade requests, for their data export. */
export async function exportUserPremium(db: Database, userId: string) {
  const [permissionRows, upgradeRows] = await Promise.all([
    findPermissionRows(db, userId),
    listRequestsOfUser(db, userId),
  ]);
  return { permissionRows, upgradeRows };
}

import type { TabId, UpgradeRequestStatus, UserType } from '@clearcall/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { upgradeRequests, userPermissions } from '../../db/schema';

type Executor = Database | Transaction;

export type PermissionRow = { tab: TabId; allowed: boolean };

/** A request as stored; the list names its user through the accounts module. */
export type StoredUpgradeRequestRow = {
  id: string;
  userId: string;
  source: string;
  companyName: string | null;
  status: UpgradeRequestStatus;
  createdAt: Date;
  resolvedAt: Date | null;
};

/** A request with its user, as the admin list shows it. */
export type UpgradeRequestRow = StoredUpgradeRequestRow & {
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
};

/** The stored tab permissions of a user; tabs without a row follow the user type's default. */
export async function findPermissionRows(db: Executor, userId: string): Promise<PermissionRow[]> {
  return db
    .select({ tab: userPermissions.tab, allowed: userPermissions.allowed })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
}

/** Writes one row per given tab, replacing what was stored for those tabs. */
export async function upsertPermissionRows(
  db: Executor,
  userId: string,
  rows: PermissionRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(userPermissions)
    .values(rows.map((row) => ({ userId, tab: row.tab, allowed: row.allowed })))
    .onConflictDoUpdate({
      target: [userPermissions.userId, userPermissions.tab],
      set: { allowed: sql`excluded.allowed` },
    });
}

/** The sources of the user's open requests. */
export async function findOpenRequestSources(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ source: upgradeRequests.source })
    .from(upgradeRequests)
    .where(and(eq(upgradeRequests.userId, userId), eq(upgradeRequests.status, 'open')));
  return rows.map((row) => row.source);
}

export async function insertUpgradeRequest(
  db: Executor,
  values: {
    userId: string;
    source: string;
    companyId: string | null;
    companyName: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(upgradeRequests).values(values);
}

/** One page of requests, newest first. */
export async function listUpgradeRequestRows(
  db: Executor,
  options: { status?: UpgradeRequestStatus; limit: number; offset: number },
): Promise<StoredUpgradeRequestRow[]> {
  return db
    .select({
      id: upgradeRequests.id,
      userId: upgradeRequests.userId,
      source: upgradeRequests.source,
      companyName: upgradeRequests.companyName,
      status: upgradeRequests.status,
      createdAt: upgradeRequests.createdAt,
      resolvedAt: upgradeRequests.resolvedAt,
    })
    .from(upgradeRequests)
    .where(options.status ? eq(upgradeRequests.status, options.status) : undefined)
    .orderBy(desc(upgradeRequests.createdAt), desc(upgradeRequests.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** Marks every open request of the user resolved; returns how many there were. */
export async function resolveOpenRequests(
  db: Executor,
  input: { userId: string; status: 'granted' | 'dismissed'; resolvedBy: string; now: Date },
): Promise<number> {
  const rows = await db
    .update(upgradeRequests)
    .set({ status: input.status, resolvedBy: input.resolvedBy, resolvedAt: input.now })
    .where(and(eq(upgradeRequests.userId, input.userId), eq(upgradeRequests.status, 'open')))
    .returning({ id: upgradeRequests.id });
  return rows.length;
}

/** Every upgrade request of the user, oldest first, for the data export. */
export async function listRequestsOfUser(db: Executor, userId: string) {
  return db
    .select()
    .from(upgradeRequests)
    .where(eq(upgradeRequests.userId, userId))
    .orderBy(asc(upgradeRequests.createdAt));
}

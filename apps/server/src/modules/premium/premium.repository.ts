import type { TabId, UpgradeRequestStatus } from '@clearcall/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { companies, upgradeRequests, userPermissions, users } from '../../db/schema';

type Executor = Database | Transaction;

export type PermissionRow = { tab: TabId; allowed: boolean };

export type UpgradeRequestRow = {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: (typeof users.$inferSelect)['userType'];
  source: string;
  companyName: string | null;
  status: UpgradeRequestStatus;
  createdAt: Date;
  resolvedAt: Date | null;
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

/** The user type of an account, or undefined when there is no such account. */
export async function findUserType(
  db: Executor,
  userId: string,
): Promise<UpgradeRequestRow['userType'] | undefined> {
  const [row] = await db
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  return row?.userType;
}

/** Whether a company with this id exists. */
export async function companyExists(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row !== undefined;
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

/** One page of requests with their users, newest first. */
export async function listUpgradeRequestRows(
  db: Executor,
  options: { status?: UpgradeRequestStatus; limit: number; offset: number },
): Promise<UpgradeRequestRow[]> {
  return db
    .select({
      id: upgradeRequests.id,
      userId: upgradeRequests.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      source: upgradeRequests.source,
      companyName: upgradeRequests.companyName,
      status: upgradeRequests.status,
      createdAt: upgradeRequests.createdAt,
      resolvedAt: upgradeRequests.resolvedAt,
    })
    .from(upgradeRequests)
    .innerJoin(users, eq(users.id, upgradeRequests.userId))
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

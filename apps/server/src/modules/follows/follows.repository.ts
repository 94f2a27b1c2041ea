import { and, asc, count, eq, notInArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { companyFollows } from '../../db/schema';

type Executor = Database | Transaction;

/** A company the user follows, and since when. */
export type FollowRow = { companyId: string; createdAt: Date };

/** The follows of a user, oldest first. */
export async function listFollowsOfUser(db: Executor, userId: string): Promise<FollowRow[]> {
  return db
    .select({ companyId: companyFollows.companyId, createdAt: companyFollows.createdAt })
    .from(companyFollows)
    .where(eq(companyFollows.userId, userId))
    .orderBy(asc(companyFollows.createdAt));
}

/** The users who follow a company. */
export async function listFollowerIds(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: companyFollows.userId })
    .from(companyFollows)
    .where(eq(companyFollows.companyId, companyId));
  return rows.map((row) => row.userId);
}

/** How many companies a user follows. */
export async function countFollows(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(companyFollows)
    .where(eq(companyFollows.userId, userId));
  return row?.total ?? 0;
}

/** Follows a company; following it again keeps the first follow. */
export async function insertFollows(
  db: Executor,
  userId: string,
  companyIds: readonly string[],
): Promise<void> {
  if (companyIds.length === 0) return;
  await db
    .insert(companyFollows)
    .values(companyIds.map((companyId) => ({ userId, companyId })))
    .onConflictDoNothing();
}

/** Stops following a company; nothing happens when the user did not follow it. */
export async function deleteFollow(db: Executor, userId: string, companyId: string): Promise<void> {
  await db
    .delete(companyFollows)
    .where(and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId)));
}

/** Makes the user follow exactly these companies; follows that stay keep their date. */
export async function replaceFollows(
  tx: Transaction,
  userId: string,
  companyIds: readonly string[],
): Promise<void> {
  await tx
    .delete(companyFollows)
    .where(
      companyIds.length === 0
        ? eq(companyFollows.userId, userId)
        : and(
            eq(companyFollows.userId, userId),
            notInArray(companyFollows.companyId, [...companyIds]),
          ),
    );
  await insertFollows(tx, userId, companyIds);
}

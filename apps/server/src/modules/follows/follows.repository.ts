import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { companies, companyFollows } from '../../db/schema';

type Executor = Database | Transaction;

export type FollowedCompanyRow = {
  id: string;
  name: string;
  symbol: string;
  logoUrl: string | null;
};

/** The companies a user follows, oldest follow first (the order of the filter's chips). */
export async function listFollowedCompanies(
  db: Executor,
  userId: string,
): Promise<FollowedCompanyRow[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      symbol: companies.symbol,
      logoUrl: companies.logoUrl,
    })
    .from(companyFollows)
    .innerJoin(companies, eq(companies.id, companyFollows.companyId))
    .where(eq(companyFollows.userId, userId))
    .orderBy(asc(companyFollows.createdAt), asc(companies.name));
}

/** The ids and names of those of the given companies that exist. */
export async function findCompaniesByIds(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
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

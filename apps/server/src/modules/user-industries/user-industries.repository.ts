import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { industries, userIndustries } from '../../db/schema';

type Executor = Database | Transaction;

export type IndustryRow = { id: string; name: string };

/** The industries a user follows, in the industries' own order. */
export async function listIndustriesOfUser(db: Executor, userId: string): Promise<IndustryRow[]> {
  return db
    .select({ id: industries.id, name: industries.name })
    .from(userIndustries)
    .innerJoin(industries, eq(industries.id, userIndustries.industryId))
    .where(eq(userIndustries.userId, userId))
    .orderBy(asc(industries.position));
}

/** Replaces every industry of a user with the given ones. */
export async function replaceIndustriesOfUser(
  tx: Transaction,
  userId: string,
  industryIds: string[],
): Promise<void> {
  await tx.delete(userIndustries).where(eq(userIndustries.userId, userId));
  if (industryIds.length === 0) return;
  await tx.insert(userIndustries).values(industryIds.map((industryId) => ({ userId, industryId })));
}

import { INDUSTRIES } from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { userIndustries } from '../../db/schema';

type Executor = Database | Transaction;

export type IndustryRow = { id: string; name: string };

/** The industries a user follows, in the industries' own order (the fixed order of the ten). */
export async function listIndustriesOfUser(db: Executor, userId: string): Promise<IndustryRow[]> {
  const rows = await db
    .select({ industryId: userIndustries.industryId })
    .from(userIndustries)
    .where(eq(userIndustries.userId, userId));
  const followed = new Set(rows.map((row) => row.industryId));
  return INDUSTRIES.filter((industry) => followed.has(industry.id)).map((industry) => ({
    id: industry.id,
    name: industry.name,
  }));
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

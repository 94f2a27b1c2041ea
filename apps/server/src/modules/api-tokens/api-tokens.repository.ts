import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { apiTokens, users } from '../../db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** A live token's owner, read with the token in one query (every API request checks it). */
export type ApiTokenOwnerRow = {
  tokenId: string;
  userId: string;
  lastUsedAt: Date | null;
  userType: (typeof users.$inferSelect)['userType'];
  userStatus: boolean;
  activatedAt: Date | null;
};

export async function insertApiToken(
  db: Database | Transaction,
  values: { userId: string; name: string; tokenHash: string; prefix: string },
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('insert returned no API token');
  return row;
}

/** The user's tokens that are not revoked, newest first. */
export function listLiveApiTokens(db: Database, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Every token of the user, revoked ones too, for the data export. */
export function listAllApiTokens(db: Database, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revokes one live token of the user; undefined when there is none with this id. */
export async function revokeApiTokenRow(
  db: Database | Transaction,
  userId: string,
  tokenId: string,
  now: Date,
): Promise<ApiTokenRow | undefined> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)),
    )
    .returning();
  return row;
}

/** The live token of a hash with its owner's type and status. */
export async function findLiveApiToken(
  db: Database,
  tokenHash: string,
): Promise<ApiTokenOwnerRow | undefined> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      userId: apiTokens.userId,
      lastUsedAt: apiTokens.lastUsedAt,
      userType: users.userType,
      userStatus: users.userStatus,
      activatedAt: users.activatedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)));
  return row;
}

export async function touchApiToken(db: Database, tokenId: string, now: Date): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, tokenId));
}

/** The earliest-created active admin account, whom the command line acts as without a server. */
export async function findFirstActiveAdmin(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'Admin'), eq(users.userStatus, true)))
    .orderBy(users.createdAt, users.id)
    .limit(1);
  return row?.id;
}

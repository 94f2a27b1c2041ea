import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { ssoEmailConfirmations, ssoIdentities, ssoTokens } from '../../db/schema';

type Executor = Database | Transaction;

export type SsoTokenRow = typeof ssoTokens.$inferSelect;
export type SsoConfirmationRow = typeof ssoEmailConfirmations.$inferSelect;

/**
 * The account an identity (issuer and subject) is attached to, recording that it was used now;
 * undefined when the identity is not attached to any account.
 */
export async function useIdentity(
  db: Executor,
  issuer: string,
  subject: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(ssoIdentities)
    .set({ lastUsedAt: now })
    .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)))
    .returning({ userId: ssoIdentities.userId });
  return row?.userId;
}

/** Attaches a provider identity to an account; an identity already attached is left as it is. */
export async function insertIdentity(
  db: Executor,
  values: {
    userId: string;
    provider: string;
    issuer: string;
    subject: string;
    email: string | null;
    lastUsedAt: Date;
  },
): Promise<void> {
  await db.insert(ssoIdentities).values(values).onConflictDoNothing();
}

/** Stores a hand-off token; only its hash, and the hash of its browser's binding, are kept. */
export async function insertSsoToken(
  db: Executor,
  values: {
    userId: string;
    tokenHash: string;
    provider: string;
    browserHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(ssoTokens).values(values);
}

/** The hand-off token of a hash, held until the transaction ends so it can be used only once. */
export async function lockSsoToken(
  tx: Transaction,
  tokenHash: string,
): Promise<SsoTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(ssoTokens)
    .where(eq(ssoTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Marks a hand-off token as used. */
export async function markSsoTokenUsed(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(ssoTokens).set({ usedAt: now }).where(eq(ssoTokens.id, id));
}

/** Stores an identity waiting for its e-mail address to be confirmed; only the token's hash is kept. */
export async function insertConfirmation(
  db: Executor,
  values: Omit<SsoConfirmationRow, 'id' | 'usedAt' | 'createdAt'>,
): Promise<void> {
  await db.insert(ssoEmailConfirmations).values(values);
}

/** How many confirmation links an address was sent since `since`. */
export async function countConfirmationsSince(
  db: Executor,
  email: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(ssoEmailConfirmations)
    .where(and(eq(ssoEmailConfirmations.email, email), gt(ssoEmailConfirmations.createdAt, since)));
  return row?.total ?? 0;
}

/** The confirmation of a token hash, held until the transaction ends so it works only once. */
export async function lockConfirmation(
  tx: Transaction,
  tokenHash: string,
): Promise<SsoConfirmationRow | undefined> {
  const [row] = await tx
    .select()
    .from(ssoEmailConfirmations)
    .where(eq(ssoEmailConfirmations.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Marks a confirmation link as followed. */
export async function markConfirmationUsed(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(ssoEmailConfirmations)
    .set({ usedAt: now })
    .where(eq(ssoEmailConfirmations.id, id));
}

export type LinkedIdentityRow = {
  id: string;
  provider: string;
  email: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
};

const linkedIdentityColumns = {
  id: ssoIdentities.id,
  provider: ssoIdentities.provider,
  email: ssoIdentities.email,
  createdAt: ssoIdentities.createdAt,
  lastUsedAt: ssoIdentities.lastUsedAt,
};

/** The identities linked to an account, oldest first. */
export async function listLinkedIdentities(
  db: Executor,
  userId: string,
): Promise<LinkedIdentityRow[]> {
  return db
    .select(linkedIdentityColumns)
    .from(ssoIdentities)
    .where(eq(ssoIdentities.userId, userId))
    .orderBy(asc(ssoIdentities.createdAt), asc(ssoIdentities.id));
}

/** Removes one identity of an account. */
export async function deleteLinkedIdentity(
  db: Executor,
  userId: string,
  identityId: string,
): Promise<void> {
  await db
    .delete(ssoIdentities)
    .where(and(eq(ssoIdentities.userId, userId), eq(ssoIdentities.id, identityId)));
}

/** Removes every identity of an account and returns how many there were. */
export async function deleteAllLinkedIdentities(db: Executor, userId: string): Promise<number> {
  const removed = await db
    .delete(ssoIdentities)
    .where(eq(ssoIdentities.userId, userId))
    .returning({ id: ssoIdentities.id });
  return removed.length;
}

/** The identities linked to an account as the data export lists them, oldest first. */
export async function listIdentitiesForExport(db: Executor, userId: string) {
  return db
    .select({
      provider: ssoIdentities.provider,
      email: ssoIdentities.email,
      createdAt: ssoIdentities.createdAt,
    })
    .from(ssoIdentities)
    .where(eq(ssoIdentities.userId, userId))
    .orderBy(asc(ssoIdentities.createdAt));
}

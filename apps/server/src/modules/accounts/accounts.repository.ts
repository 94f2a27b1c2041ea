import type { TabId } from '@clearcall/contracts';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  industries,
  invitations,
  passwordResetTokens,
  userIndustries,
  userPermissions,
  users,
} from '../../db/schema';

type Executor = Database | Transaction;

export type InvitationRow = typeof invitations.$inferSelect;
export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** The account with this (normalized) e-mail, with what the account flows need. */
export async function findUserByEmail(
  db: Executor,
  email: string,
): Promise<{ id: string; firstName: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** Stores an invitation; only the token's hash is kept. */
export async function insertInvitation(
  db: Executor,
  values: typeof invitations.$inferInsert,
): Promise<void> {
  await db.insert(invitations).values(values);
}

/** Ends every open invitation of an address by expiring it now. */
export async function expireOpenInvitations(db: Executor, email: string, now: Date): Promise<void> {
  await db
    .update(invitations)
    .set({ expiresAt: now })
    .where(
      and(eq(invitations.email, email), isNull(invitations.usedAt), gt(invitations.expiresAt, now)),
    );
}

/** The newest invitation of an address, used or not. */
export async function findLatestInvitation(
  db: Executor,
  email: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.email, email))
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  return row;
}

/** The invitation of a token hash. */
export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/** The invitation of a token hash, held until the transaction ends (single use). */
export async function lockInvitationByTokenHash(
  tx: Transaction,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Marks every unused invitation of an address as used: the account now exists. */
export async function markInvitationsUsed(db: Executor, email: string, now: Date): Promise<void> {
  await db
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.email, email), isNull(invitations.usedAt)));
}

/** Creates an account with its industries and tab permissions; returns its id. */
export async function insertAccount(
  tx: Transaction,
  values: typeof users.$inferInsert,
  industryIds: string[],
  permissions: Record<TabId, boolean>,
): Promise<string> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('users insert returned no row');
  if (industryIds.length > 0) {
    await tx
      .insert(userIndustries)
      .values(industryIds.map((industryId) => ({ userId: row.id, industryId })));
  }
  await tx.insert(userPermissions).values(
    Object.entries(permissions).map(([tab, allowed]) => ({
      userId: row.id,
      tab: tab as TabId,
      allowed,
    })),
  );
  return row.id;
}

/** The ten industries in their fixed order. */
export async function listIndustries(db: Executor): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: industries.id, name: industries.name })
    .from(industries)
    .orderBy(asc(industries.position));
}

/** Stores a reset token after ending the user's earlier ones. */
export async function replaceResetToken(
  tx: Transaction,
  values: { userId: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await expireResetTokens(tx, values.userId, now);
  await tx.insert(passwordResetTokens).values(values);
}

/** Ends every unused reset link of a user now; returns how many were still live. */
export async function expireResetTokens(
  db: Database | Transaction,
  userId: string,
  now: Date,
): Promise<number> {
  const expired = await db
    .update(passwordResetTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return expired.length;
}

/** The reset token of a hash with its user's e-mail, held until the transaction ends. */
export async function lockResetToken(
  tx: Transaction,
  tokenHash: string,
): Promise<(ResetTokenRow & { email: string }) | undefined> {
  const [row] = await tx
    .select({ token: passwordResetTokens, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .for('update', { of: passwordResetTokens });
  return row ? { ...row.token, email: row.email } : undefined;
}

/** Sets a new password and consumes the token. */
export async function applyPasswordReset(
  tx: Transaction,
  input: { userId: string; tokenId: string; passwordHash: string },
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash: input.passwordHash,
      updatedAt: now,
    })
    .where(eq(users.id, input.userId));
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(eq(passwordResetTokens.id, input.tokenId));
}

import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { ssoIdentities, ssoTokens, users } from '../../db/schema';

type Executor = Database | Transaction;

/** An account as single sign-on needs it: who it is and whether it confirms sign-ins by passcode. */
export type SsoAccountRow = {
  id: string;
  email: string;
  firstName: string;
  userType: (typeof users.$inferSelect)['userType'];
  passcodeOnSignIn: boolean;
};

export type SsoTokenRow = typeof ssoTokens.$inferSelect;

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  userType: users.userType,
  passcodeOnSignIn: users.passcodeOnSignIn,
};

/** The account an identity (issuer and subject) is attached to. */
export async function findUserIdByIdentity(
  db: Executor,
  issuer: string,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: ssoIdentities.userId })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)));
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
  },
): Promise<void> {
  await db.insert(ssoIdentities).values(values).onConflictDoNothing();
}

/** The account with this (normalized) e-mail. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<SsoAccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email));
  return row;
}

/** The account with this id. */
export async function findAccountById(
  db: Executor,
  userId: string,
): Promise<SsoAccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** Stores a hand-off token; only its hash is kept. */
export async function insertSsoToken(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
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

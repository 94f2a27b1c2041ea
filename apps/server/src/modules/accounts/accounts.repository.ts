import { and, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { invitations, passwordResetTokens, users } from '../../db/schema';

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

/** Creates an account; returns its id. */
export async function insertUser(
  tx: Transaction,
  values: typeof users.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('users insert returned no row');
  return row.id;
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

/** A stored account, password hash included; services decide what leaves them. */
export type AccountRow = typeof users.$inferSelect;

/** The account fields other screens show beside their own rows. */
export type AccountCardRow = Pick<
  AccountRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'designation'
  | 'userType'
  | 'userStatus'
  | 'avatarUrl'
>;

/** What may change on an account after it is created; the caller dates the change if it should. */
export type AccountChanges = Partial<
  Pick<
    AccountRow,
    | 'passwordHash'
    | 'passcodeOnSignIn'
    | 'stopTutorial'
    | 'userType'
    | 'conversationLimit'
    | 'updatedAt'
  >
>;

const accountCardColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  designation: users.designation,
  userType: users.userType,
  userStatus: users.userStatus,
  avatarUrl: users.avatarUrl,
};

/** One account by id. */
export async function findAccount(db: Executor, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** One account by (normalized) e-mail. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** One account by id, locked until the transaction ends, so two changes never interleave. */
export async function lockAccount(tx: Transaction, id: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Those of the given accounts that exist, in one query. */
export async function findAccountCards(
  db: Executor,
  ids: readonly string[],
): Promise<AccountCardRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(accountCardColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** Every account, newest first. */
export async function listAccountCards(db: Executor): Promise<AccountCardRow[]> {
  return db.select(accountCardColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
}

/** `%` and `_` in a search term match themselves, not any text. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Accounts whose full name or e-mail contains the term, case-insensitively. */
export async function searchAccountCards(
  db: Executor,
  term: string,
  limit: number,
): Promise<AccountCardRow[]> {
  const pattern = likePattern(term);
  return db
    .select(accountCardColumns)
    .from(users)
    .where(
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(limit);
}

/** Writes the given fields of one account. */
export async function updateAccount(
  db: Executor,
  id: string,
  changes: AccountChanges,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

/**
 * Sets whether the account is active; the first activation is dated. An active account switched
 * off keeps (or, if it was active before dates were kept, gets) a date, which is how a
 * deactivated account is told from one still pending.
 */
export async function updateAccountStatus(
  db: Executor,
  id: string,
  userStatus: boolean,
  now: Date,
): Promise<void> {
  const activatedAt = userStatus
    ? sql`coalesce(${users.activatedAt}, ${now})`
    : sql`case when ${users.userStatus} then coalesce(${users.activatedAt}, ${now}) else ${users.activatedAt} end`;
  await db.update(users).set({ userStatus, updatedAt: now, activatedAt }).where(eq(users.id, id));
}

/** Counts a successful sign-in. */
export async function incrementSignInCount(db: Executor, id: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionsCount: sql`${users.sessionsCount} + 1` })
    .where(eq(users.id, id));
}

/**
 * Fixes the zone the user's daily reply limit is counted in, unless one is already fixed;
 * returns the zone that holds.
 */
export async function fixAccountTimeZone(
  db: Executor,
  id: string,
  timeZone: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, id), isNull(users.timeZone)))
    .returning({ timeZone: users.timeZone });
  return row?.timeZone ?? undefined;
}

/**
 * Deletes the account row (which cascades to the rows keyed by it) and the invitations of its
 * address.
 */
export async function deleteAccount(tx: Transaction, id: string, email: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
  await tx.delete(invitations).where(eq(invitations.email, email));
}

/** The most pending invitations the admin's list shows. */
const PENDING_INVITATIONS_LIMIT = 500;

/**
 * The latest unused invitation of each address that has no account yet, newest first, with the
 * e-mail of the admin who sent it.
 */
export async function listPendingInvitations(db: Executor) {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      invitedByEmail: sql<
        string | null
      >`(select u.email from users u where u.id = ${invitations.invitedBy})`,
    })
    .from(invitations)
    .where(
      and(
        isNull(invitations.usedAt),
        sql`not exists (select 1 from users u where u.email = ${invitations.email})`,
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  const seen = new Set<string>();
  const latest = rows.filter((row) => {
    if (seen.has(row.email)) return false;
    seen.add(row.email);
    return true;
  });
  return latest.slice(0, PENDING_INVITATIONS_LIMIT);
}

/** Deletes every unused invitation of an address, so that none of its links works any more. */
export async function deleteUnusedInvitations(db: Executor, email: string): Promise<number> {
  const deleted = await db
    .delete(invitations)
    .where(and(eq(invitations.email, email), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  return deleted.length;
}

/** One invitation by id. */
export async function findInvitationById(
  db: Executor,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  analyticsEvents,
  auditLog,
  invitations,
  mailOutbox,
  signInClientFailures,
  signInFailures,
  users,
} from '../../db/schema';

type Executor = Database | Transaction;

export type AdminUserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  designation: string | null;
  userType: (typeof users.$inferSelect)['userType'];
  userStatus: boolean;
  avatarUrl: string | null;
};

const adminUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  designation: users.designation,
  userType: users.userType,
  userStatus: users.userStatus,
  avatarUrl: users.avatarUrl,
};

/** Every user, newest first. */
export async function listAllUsers(db: Executor): Promise<AdminUserRow[]> {
  return db.select(adminUserColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
}

/** `%` and `_` in a search term match themselves, not any text. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Users whose full name or e-mail contains the term, case-insensitively. */
export async function searchUsers(
  db: Executor,
  term: string,
  limit: number,
): Promise<AdminUserRow[]> {
  const pattern = likePattern(term);
  return db
    .select(adminUserColumns)
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

/** One user by id. */
export async function findAdminUser(db: Executor, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id));
  return row;
}

/**
 * Sets whether the account is active; the first activation is dated. An active account switched
 * off keeps (or, if it was active before dates were kept, gets) a date, which is how a
 * deactivated account is told from one still pending.
 */
export async function setUserStatus(
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

/**
 * Deletes a user and what is kept about their address elsewhere. The user row cascades to
 * sessions, industries, likes, follows, analyses and notifications; the user's analytics events
 * go too, and audit rows lose the e-mail.
 */
export async function deleteUserData(tx: Transaction, id: string, email: string): Promise<void> {
  await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, id));
  await tx.delete(users).where(eq(users.id, id));
  await tx.delete(invitations).where(eq(invitations.email, email));
  await tx.delete(signInFailures).where(eq(signInFailures.email, email));
  await tx.delete(signInClientFailures).where(eq(signInClientFailures.email, email));
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
  await tx
    .update(auditLog)
    .set({ detail: sql`${auditLog.detail} - 'email'` })
    .where(sql`${auditLog.detail} ->> 'email' = ${email}`);
}

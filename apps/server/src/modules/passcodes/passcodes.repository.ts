import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { passcodes, users } from '../../db/schema';

type Executor = Database | Transaction;

export type PasscodeRow = typeof passcodes.$inferSelect;

/** Burns every passcode of the user that is still open, so only the newest one works. */
export async function consumeOpenPasscodes(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passcodes)
    .set({ consumedAt: now })
    .where(and(eq(passcodes.userId, userId), isNull(passcodes.consumedAt)));
}

/** Stores a passcode; only its hash is kept. */
export async function insertPasscode(
  db: Executor,
  values: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passcodes).values(values);
}

/** The user id of an (already normalized) e-mail. */
export async function findUserIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** The user's newest open, unexpired passcode, held until the transaction ends. */
export async function lockLivePasscode(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<PasscodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(passcodes)
    .where(
      and(eq(passcodes.userId, userId), isNull(passcodes.consumedAt), gt(passcodes.expiresAt, now)),
    )
    .orderBy(desc(passcodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Counts one wrong try; burns the passcode when `burn` is set. */
export async function recordWrongPasscode(
  db: Executor,
  id: string,
  burn: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(passcodes)
    .set({ attempts: sql`${passcodes.attempts} + 1`, ...(burn ? { consumedAt: now } : {}) })
    .where(eq(passcodes.id, id));
}

/** Marks a passcode as used. */
export async function consumePasscode(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(passcodes).set({ consumedAt: now }).where(eq(passcodes.id, id));
}

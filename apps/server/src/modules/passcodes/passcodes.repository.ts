import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { passcodes } from '../../db/schema';

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
  values: { userId: string; codeHash: string; challengeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passcodes).values(values);
}

/**
 * The open, unexpired passcode of the sign-in whose challenge hashes to `challengeHash`, held
 * until the transaction ends.
 */
export async function lockPasscodeByChallenge(
  tx: Transaction,
  challengeHash: string,
  now: Date,
): Promise<PasscodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(passcodes)
    .where(
      and(
        eq(passcodes.challengeHash, challengeHash),
        isNull(passcodes.consumedAt),
        gt(passcodes.expiresAt, now),
      ),
    )
    .for('update');
  return row;
}

/** Replaces a sign-in's code with a freshly sent one, which works for its own full term. */
export async function replacePasscodeCode(
  db: Executor,
  id: string,
  values: { codeHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .update(passcodes)
    .set({ ...values, sends: sql`${passcodes.sends} + 1`, lastSentAt: now })
    .where(eq(passcodes.id, id));
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

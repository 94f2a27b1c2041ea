import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { users } from '../../db/schema';

type Executor = Database | Transaction;

export type AccessUserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: (typeof users.$inferSelect)['userType'];
  conversationLimit: number | null;
};

const accessColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  conversationLimit: users.conversationLimit,
};

/** One user's identity, type and chat limit. */
export async function findAccessUser(db: Executor, id: string): Promise<AccessUserRow | undefined> {
  const [row] = await db.select(accessColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The same, locking the row until the transaction ends, so two changes never interleave. */
export async function lockAccessUser(
  tx: Transaction,
  id: string,
): Promise<AccessUserRow | undefined> {
  const [row] = await tx.select(accessColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Sets the user type and the daily chat limit (null = the product default). */
export async function saveAccess(
  tx: Transaction,
  id: string,
  values: Pick<AccessUserRow, 'userType' | 'conversationLimit'>,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ userType: values.userType, conversationLimit: values.conversationLimit, updatedAt: now })
    .where(eq(users.id, id));
}

import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Stores a message; `stored` means it stays here, `pending` that it is about to be sent. */
export async function insertOutboxMessage(
  db: Database,
  values: { to: string; subject: string; text: string; html: string; status: 'stored' | 'pending' },
): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

/** Records the outcome of one delivery attempt. */
export async function markOutboxDelivery(
  db: Database,
  id: string,
  outcome: { sentAt: Date } | { error: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      'sentAt' in outcome
        ? { status: 'sent', sentAt: outcome.sentAt, attempts: sql`${mailOutbox.attempts} + 1` }
        : {
            status: 'failed',
            lastError: outcome.error,
            attempts: sql`${mailOutbox.attempts} + 1`,
          },
    )
    .where(eq(mailOutbox.id, id));
}

/** The newest messages first. */
export async function listRecentOutbox(db: Database, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/** Deletes every message to the address. */
export async function deleteOutboxTo(tx: Transaction, to: string): Promise<void> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, to));
}

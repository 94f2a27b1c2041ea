import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { analyticsEvents } from '../../db/schema';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** Stores a batch of events in one statement. */
export async function insertAnalyticsEvents(
  db: Database,
  rows: readonly AnalyticsEventRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(analyticsEvents).values([...rows]);
}

/** The user's events, oldest first. */
export async function listUserEvents(db: Database, userId: string) {
  return db
    .select({
      name: analyticsEvents.name,
      props: analyticsEvents.props,
      occurredAt: analyticsEvents.occurredAt,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(asc(analyticsEvents.occurredAt));
}

/** Deletes every event of the user. */
export async function deleteEventsOfUser(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
}

import type { Database } from '../../db/database';
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

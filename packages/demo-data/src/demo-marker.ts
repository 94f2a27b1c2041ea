import { eq } from 'drizzle-orm';
import type { Database } from '@clearcall/server/db/database';
import { appMeta } from '@clearcall/server/db/schema';

/** The app_meta row that records the demo data set of a database. */
export const DEMO_DATA_KEY = 'demo_data';

/**
 * True when the demo data set was loaded to the end. A `demo_data` row still marked `loading`
 * is what a load killed midway by an earlier version left: the next load redoes it.
 */
export async function isDemoDataLoaded(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_DATA_KEY));
  return row !== undefined && !isLoadingMarker(row.value);
}

/** Whether an app_meta value is the mark of a load that has not finished. */
export function isLoadingMarker(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && 'status' in value && value.status === 'loading'
  );
}

import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { appMeta } from './schema';

/** Whether a fact about the database (such as `demo_data`) has been recorded. */
export async function hasAppMeta(db: Database, key: string): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key));
  return rows.length > 0;
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/** Sets the user's `stop_tutorial` flag. */
export async function updateStopTutorial(
  db: Database,
  userId: string,
  stopTutorial: number,
): Promise<void> {
  await db.update(users).set({ stopTutorial }).where(eq(users.id, userId));
}

import type { Database } from '../../db/database';
import { updateStopTutorial } from './tutorial.repository';

/** Stops the guided tutorial for good (finished, skipped or left with Back); repeating it is harmless. */
export async function stopTutorial(db: Database, userId: string): Promise<string> {
  await updateStopTutorial(db, userId, 1);
  return 'The tutorial will not be shown again.';
}

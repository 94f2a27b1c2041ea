import type { Database } from '../../db/database';
import { updateAccount } from '../accounts/accounts.service';

/** Stops the guided tutorial for good (finished, skipped or left with Back); repeating it is harmless. */
export async function stopTutorial(db: Database, userId: string): Promise<string> {
  await updateAccount(db, userId, { stopTutorial: 1 });
  return 'The tutorial will not be shown again.';
}

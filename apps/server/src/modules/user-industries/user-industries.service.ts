import type { Channel } from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { presentChannel } from './user-industries.presenter';
import {
  listIndustriesOfUser,
  replaceIndustriesOfUser,
  type IndustryRow,
} from './user-industries.repository';

/** The industries a user follows (their projects), in the industries' own order. */
export function listUserIndustries(db: Database, userId: string): Promise<IndustryRow[]> {
  return listIndustriesOfUser(db, userId);
}

/** Stores the industries of a new account, in the caller's transaction. */
export function saveUserIndustries(
  tx: Transaction,
  userId: string,
  industryIds: string[],
): Promise<void> {
  return replaceIndustriesOfUser(tx, userId, industryIds);
}

/** The industries a user follows, as channels. */
export async function getUserChannels(db: Database, userId: string): Promise<Channel[]> {
  return (await listIndustriesOfUser(db, userId)).map(presentChannel);
}

/**
 * Sets the industries a user follows (onboarding and the feed's Industries filter). The ids are
 * already checked against the ten industries by the request schema; repeats count once.
 */
export async function updateUserProjects(
  db: Database,
  userId: string,
  projectIds: string[],
): Promise<string> {
  const unique = [...new Set(projectIds)];
  await db.transaction(async (tx) => {
    await replaceIndustriesOfUser(tx, userId, unique);
  });
  return unique.length === 1 ? 'Your industry has been saved.' : 'Your industries have been saved.';
}

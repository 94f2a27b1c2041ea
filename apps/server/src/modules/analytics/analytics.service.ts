import type { AnalyticsEvent } from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { deleteEventsOfUser, insertAnalyticsEvents, listUserEvents } from './analytics.repository';

/**
 * Stores a batch of the client's analytics events under the signed-in user. A `userId` among
 * the properties is dropped: the session says who sent the event, not the client.
 */
export async function recordAnalyticsEvents(
  db: Database,
  userId: string,
  events: readonly AnalyticsEvent[],
): Promise<number> {
  await insertAnalyticsEvents(
    db,
    events.map((event) => {
      const { userId: _claimed, ...props } = event.props;
      return { userId, name: event.name, props, occurredAt: new Date(event.at) };
    }),
  );
  return events.length;
}

/** The user's analytics events for their data export, oldest first. */
export function exportUserEvents(db: Database, userId: string) {
  return listUserEvents(db, userId);
}

/** Deletes the user's analytics events, in the account deletion's transaction. */
export function deleteUserEvents(tx: Transaction, userId: string): Promise<void> {
  return deleteEventsOfUser(tx, userId);
}

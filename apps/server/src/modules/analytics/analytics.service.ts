import type { AnalyticsEvent } from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { insertAnalyticsEvents } from './analytics.repository';

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

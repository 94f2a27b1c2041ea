import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StoryType } from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { companies, companyFollows, notifications, stories } from '../../db/schema';

export type NotificationRow = {
  id: string;
  companyId: string;
  storyId: string;
  companyName: string;
  symbol: string;
  logoUrl: string | null;
  quarter: number | null;
  year: number | null;
  contentType: StoryType;
  viewedAt: Date | null;
};

/** Only stories that are (still) published are shown and counted. */
const isPublished = eq(stories.status, 'published');

/** A user's newest notifications (served by `notifications_user_recent_idx`). */
export async function listRecentNotifications(
  db: Database,
  userId: string,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select({
      id: notifications.id,
      companyId: notifications.companyId,
      storyId: notifications.storyId,
      companyName: companies.name,
      symbol: companies.symbol,
      logoUrl: companies.logoUrl,
      quarter: stories.quarter,
      year: stories.year,
      contentType: stories.contentType,
      viewedAt: notifications.viewedAt,
    })
    .from(notifications)
    .innerJoin(stories, and(eq(stories.id, notifications.storyId), isPublished))
    .innerJoin(companies, eq(companies.id, notifications.companyId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** How many notifications the user has not seen (served by `notifications_user_unread_idx`). */
export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .innerJoin(stories, and(eq(stories.id, notifications.storyId), isPublished))
    .where(and(eq(notifications.userId, userId), isNull(notifications.viewedAt)));
  return row?.total ?? 0;
}

/** Marks those of the given notifications that belong to the user and are unread as viewed. */
export async function markNotificationsViewed(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ viewedAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, [...ids]),
        isNull(notifications.viewedAt),
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}

/**
 * One unread notification for every follower of the story's company, in one statement. A
 * follower already notified of the story keeps the one they have, so a retried job adds nothing.
 */
export async function insertNotificationsForStory(db: Database, storyId: string): Promise<number> {
  const inserted = await db
    .insert(notifications)
    .select(
      db
        .select({
          // Insert-select names every column of the table, in the table's order.
          id: sql<string>`gen_random_uuid()`.as('id'),
          userId: companyFollows.userId,
          storyId: stories.id,
          companyId: stories.companyId,
          viewedAt: sql<Date | null>`null::timestamptz`.as('viewed_at'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(stories)
        .innerJoin(companyFollows, eq(companyFollows.companyId, stories.companyId))
        .where(and(eq(stories.id, storyId), isPublished)),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.storyId] })
    .returning({ id: notifications.id });
  return inserted.length;
}

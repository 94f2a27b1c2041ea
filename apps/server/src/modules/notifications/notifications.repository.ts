import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StoryType } from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { notifications, stories } from '../../db/schema';

/** A notification with its story's period and type; the company is named by the service. */
export type NotificationStoryRow = {
  id: string;
  companyId: string;
  storyId: string;
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
): Promise<NotificationStoryRow[]> {
  return db
    .select({
      id: notifications.id,
      companyId: notifications.companyId,
      storyId: notifications.storyId,
      quarter: stories.quarter,
      year: stories.year,
      contentType: stories.contentType,
      viewedAt: notifications.viewedAt,
    })
    .from(notifications)
    .innerJoin(stories, and(eq(stories.id, notifications.storyId), isPublished))
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

/** The company of a published story, or undefined when no published story has this id. */
export async function findPublishedStoryCompany(
  db: Database,
  storyId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: stories.companyId })
    .from(stories)
    .where(and(eq(stories.id, storyId), isPublished));
  return row?.companyId;
}

/**
 * One unread notification of the story for each given user, in one statement. A user already
 * notified of the story keeps the one they have, so a retried job adds nothing.
 */
export async function insertStoryNotifications(
  db: Database,
  story: { storyId: string; companyId: string },
  userIds: readonly string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const inserted = await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, ...story })))
    .onConflictDoNothing({ target: [notifications.userId, notifications.storyId] })
    .returning({ id: notifications.id });
  return inserted.length;
}

/** Every notification of the user, newest first, for the data export. */
export async function listNotificationsOfUser(db: Database, userId: string) {
  return db
    .select({
      id: notifications.id,
      storyId: notifications.storyId,
      companyId: notifications.companyId,
      viewedAt: notifications.viewedAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

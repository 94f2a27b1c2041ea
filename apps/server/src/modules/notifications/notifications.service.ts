import { NOTIFICATIONS_LIST_LIMIT, type NotificationsResponse } from '@clearcall/contracts';
import type { Database } from '../../db/database';
import type { JobName, JobQueue } from '../../jobs/job-types';
import { findCompanyCards } from '../company/company.service';
import { listFollowers } from '../follows/follows.service';
import { presentNotification } from './notifications.presenter';
import {
  countUnreadNotifications,
  findPublishedStoryCompany,
  insertStoryNotifications,
  listNotificationsOfUser,
  listRecentNotifications,
  markNotificationsViewed,
} from './notifications.repository';

/** The job that turns a published story into notifications for its company's followers. */
export const STORY_PUBLISHED_JOB = 'story.published' satisfies JobName;

/** The user's newest notifications with the number still unread. */
export async function getNotifications(
  db: Database,
  userId: string,
): Promise<NotificationsResponse> {
  const [rows, count] = await Promise.all([
    listRecentNotifications(db, userId, NOTIFICATIONS_LIST_LIMIT),
    countUnreadNotifications(db, userId),
  ]);
  const companies = new Map(
    (
      await findCompanyCards(
        db,
        rows.map((row) => row.companyId),
      )
    ).map((company) => [company.id, company]),
  );
  const data = rows.flatMap((row) => {
    const company = companies.get(row.companyId);
    return company ? [presentNotification(row, company)] : [];
  });
  return { data, count };
}

/**
 * Marks notifications as viewed (the bell panel opened). Ids of other users' notifications, or
 * of unknown ones, are skipped without saying so, so the answer reveals nothing about them.
 */
export async function markViewed(
  db: Database,
  userId: string,
  notificationIds: readonly string[],
): Promise<string> {
  await markNotificationsViewed(db, userId, [...new Set(notificationIds)]);
  return 'Notifications marked as read.';
}

/**
 * Call when a story has been published: queues the job that notifies every follower of the
 * story's company. The request that publishes returns at once; the job runs in the background
 * and is retried if it fails.
 */
export async function notifyFollowers(jobs: JobQueue, storyId: string): Promise<void> {
  await jobs.send(STORY_PUBLISHED_JOB, { storyId });
}

/** The `story.published` job: one notification per follower; returns how many were created. */
export async function createStoryNotifications(db: Database, storyId: string): Promise<number> {
  const companyId = await findPublishedStoryCompany(db, storyId);
  if (!companyId) return 0;
  const followers = await listFollowers(db, companyId);
  return insertStoryNotifications(db, { storyId, companyId }, followers);
}

/** Every notification of the user with its company's name, newest first, for the data export. */
export async function exportUserNotifications(db: Database, userId: string) {
  const rows = await listNotificationsOfUser(db, userId);
  const names = new Map(
    (
      await findCompanyCards(
        db,
        rows.map((row) => row.companyId),
      )
    ).map((company) => [company.id, company.name]),
  );
  return rows.flatMap((row) => {
    const company = names.get(row.companyId);
    return company === undefined ? [] : [{ ...row, company }];
  });
}

import { z } from 'zod';
import { STORY_TYPES } from '../tabs';

/** The newest notifications a list holds; `count` still counts every unread one. */
export const NOTIFICATIONS_LIST_LIMIT = 50;
/** The most notifications one `updateNotifications` call marks as viewed. */
export const NOTIFICATIONS_MARK_MAX = 100;

/** A story of a followed company; `viewedBy` is 1 once the user has seen it, 0 before. */
export const NotificationSchema = z.object({
  _id: z.string(),
  companyId: z.string(),
  storyId: z.string(),
  company: z.string(),
  awsImageUrl: z.string(),
  quarter: z.number().int().nullable(),
  year: z.number().int().nullable(),
  contentType: z.enum(STORY_TYPES),
  viewedBy: z.union([z.literal(0), z.literal(1)]),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/user/notifications/{userId}`: newest first; `count` is the number unread. */
export const NotificationsResponseSchema = z.object({
  data: z.array(NotificationSchema),
  count: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

/** `PUT /api/user/updateNotifications`: marks the listed notifications of the user as viewed. */
export const UpdateNotificationsBodySchema = z.object({
  userId: z.guid('Invalid user id'),
  objectIds: z
    .array(z.guid('Invalid notification id'), { message: 'objectIds must be a list of ids' })
    .min(1, 'objectIds must name at least one notification')
    .max(
      NOTIFICATIONS_MARK_MAX,
      `objectIds may name at most ${NOTIFICATIONS_MARK_MAX} notifications`,
    ),
});
export type UpdateNotificationsBody = z.infer<typeof UpdateNotificationsBodySchema>;

import { NotificationsResponseSchema, type NotificationsResponse } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** New stories of followed companies arrive in the background; the badge catches up this often. */
const NOTIFICATIONS_REFRESH_MS = 60_000;

/** The user's newest notifications and how many are unread. */
export function getNotifications(
  userId: string,
  signal?: AbortSignal,
): Promise<NotificationsResponse> {
  return apiRequest(`/user/notifications/${encodeURIComponent(userId)}`, {
    schema: NotificationsResponseSchema,
    signal,
  });
}

export function getNotificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['notifications', userId],
    queryFn: ({ signal }) => getNotifications(userId, signal),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    // A failed fetch leaves the bell empty rather than showing an error (specification, section 8).
    retry: false,
  });
}

export function useNotifications(userId: string) {
  return useQuery(getNotificationsQueryOptions(userId));
}

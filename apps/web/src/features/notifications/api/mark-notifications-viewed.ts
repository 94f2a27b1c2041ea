import {
  MessageResponseSchema,
  NOTIFICATIONS_MARK_MAX,
  UpdateNotificationsBodySchema,
  type MessageResponse,
  type NotificationsResponse,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getNotificationsQueryOptions } from './get-notifications';

/** Marks the listed notifications of the user as viewed. */
export function markNotificationsViewed(
  userId: string,
  objectIds: string[],
): Promise<MessageResponse> {
  return apiRequest('/user/updateNotifications', {
    method: 'PUT',
    body: UpdateNotificationsBodySchema.parse({
      userId,
      objectIds: objectIds.slice(0, NOTIFICATIONS_MARK_MAX),
    }),
    schema: MessageResponseSchema,
  });
}

/** Marks notifications viewed and lowers the unread badge at once. */
export function useMarkNotificationsViewed(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getNotificationsQueryOptions(userId);
  return useMutation({
    mutationFn: (objectIds: string[]) => markNotificationsViewed(userId, objectIds),
    onSuccess: (_response, objectIds) => {
      const marked = new Set(objectIds);
      queryClient.setQueryData(queryKey, (current: NotificationsResponse | undefined) => {
        if (!current) return current;
        const newlyViewed = current.data.filter(
          (item) => item.viewedBy === 0 && marked.has(item._id),
        ).length;
        // The items keep their unread mark while the open panel shows them; the refetch after
        // the panel closes brings the new state.
        return { ...current, count: Math.max(0, current.count - newlyViewed) };
      });
    },
  });
}

import { MessageResponseSchema, type MessageResponse } from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAuditLogQueryOptions } from './get-audit-log';
import { getUpgradeRequestsQueryOptions } from './get-upgrade-requests';

/** Dismisses a user's open upgrade requests without changing their access. */
export function dismissUpgradeRequests(userId: string): Promise<MessageResponse> {
  return apiRequest(`/admin/users/${encodeURIComponent(userId)}/upgrade-requests/dismiss`, {
    method: 'POST',
    schema: MessageResponseSchema,
  });
}

/** Dismisses, then refreshes the request lists and the audit log that record it. */
export function useDismissUpgradeRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissUpgradeRequests,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getUpgradeRequestsQueryOptions().queryKey.slice(0, 2),
        }),
        queryClient.invalidateQueries({ queryKey: getAuditLogQueryOptions().queryKey.slice(0, 2) }),
      ]),
  });
}

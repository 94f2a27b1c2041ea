import {
  MessageResponseSchema,
  type MessageResponse,
  type UpdateUserAccessBody,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAuditLogQueryOptions } from './get-audit-log';
import { getUpgradeRequestsQueryOptions } from './get-upgrade-requests';
import { getUsersQueryOptions } from './get-users';

export type UpdateUserAccessInput = { userId: string; body: UpdateUserAccessBody };

/** Grants premium or takes it back; the server closes the user's open upgrade requests. */
export function updateUserAccess({
  userId,
  body,
}: UpdateUserAccessInput): Promise<MessageResponse> {
  return apiRequest(`/admin/users/${encodeURIComponent(userId)}/access`, {
    method: 'PUT',
    body,
    schema: MessageResponseSchema,
  });
}

/**
 * Saves a user's access, then refreshes what it changes: the requests, users and the log. The
 * access itself is not kept after the dialog closes, so the next opening reads it afresh.
 */
export function useUpdateUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAccess,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getUpgradeRequestsQueryOptions().queryKey.slice(0, 2),
        }),
        queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getAuditLogQueryOptions().queryKey.slice(0, 2) }),
      ]),
  });
}

import { MessageResponseSchema, type MessageResponse } from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getUsersQueryOptions } from './get-users';

export type UpdateUserStatusInput = { userId: string; userStatus: boolean };

/** Activates or deactivates a user; activation e-mails the user. */
export function updateUserStatus({
  userId,
  userStatus,
}: UpdateUserStatusInput): Promise<MessageResponse> {
  return apiRequest(`/admin/updateUserStatus/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { userStatus },
    schema: MessageResponseSchema,
  });
}

/** Changes a user's status, then refreshes the users list and any search. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey }),
  });
}

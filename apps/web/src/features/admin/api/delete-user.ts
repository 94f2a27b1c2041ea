import { MessageResponseSchema, type MessageResponse } from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getUsersQueryOptions } from './get-users';

/** Deletes a user: their sessions end and their personal data is removed. */
export function deleteUser(userId: string): Promise<MessageResponse> {
  return apiRequest(`/admin/users/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: MessageResponseSchema,
  });
}

/** Deletes a user, then refreshes the users list and any search. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey }),
  });
}

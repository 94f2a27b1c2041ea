import { MessageResponseSchema, type MessageResponse } from '@clearcall/contracts';
import { notifications } from '@mantine/notifications';
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

const UPDATE_FAILED_MESSAGE = 'Something Went Wrong';

/**
 * Changes a user's status, reports the server's answer in a toast, then refreshes the users list
 * and any search. The toasts belong to the mutation, not to the button: a search that lands while
 * the request runs replaces the rows, and the answer must still be shown.
 */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
    onError: () => notifications.show({ color: 'red', message: UPDATE_FAILED_MESSAGE }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey }),
  });
}

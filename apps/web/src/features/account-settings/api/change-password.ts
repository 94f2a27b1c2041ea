import {
  ChangePasswordBodySchema,
  MessageResponseSchema,
  type ChangePasswordBody,
  type MessageResponse,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

/** Changes the password; the server signs out every other session. */
export function changePassword(userId: string, body: ChangePasswordBody): Promise<MessageResponse> {
  return apiRequest(`/user/password/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: ChangePasswordBodySchema.parse(body),
    schema: MessageResponseSchema,
  });
}

/** Changes the password, then reloads the sessions list, which now holds only this device. */
export function useChangePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(userId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions(userId).queryKey }),
  });
}

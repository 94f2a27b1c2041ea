import { MessageResponseSchema, type MessageResponse } from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

/** Signs out every session of the account but this one. */
export function signOutOtherSessions(userId: string): Promise<MessageResponse> {
  return apiRequest(`/user/sessions/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: MessageResponseSchema,
  });
}

/** Signs out everywhere else, then reloads the sessions list. */
export function useSignOutOtherSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOutOtherSessions(userId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions(userId).queryKey }),
  });
}

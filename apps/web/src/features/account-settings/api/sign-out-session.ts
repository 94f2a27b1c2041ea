import { MessageResponseSchema, type MessageResponse } from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

/** Signs out one device of the account. */
export function signOutSession(userId: string, sessionId: string): Promise<MessageResponse> {
  return apiRequest(
    `/user/sessions/${encodeURIComponent(userId)}/${encodeURIComponent(sessionId)}`,
    { method: 'DELETE', schema: MessageResponseSchema },
  );
}

/** Signs out one device, then reloads the sessions list. */
export function useSignOutSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => signOutSession(userId, sessionId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions(userId).queryKey }),
  });
}

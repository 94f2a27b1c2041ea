import { MessageResponseSchema, type MessageResponse } from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getSsoIdentitiesQueryOptions } from './get-sso-identities';

/** Removes one linked sign-in of the account. */
export function removeSsoIdentity(userId: string, identityId: string): Promise<MessageResponse> {
  return apiRequest(
    `/user/sso-identities/${encodeURIComponent(userId)}/${encodeURIComponent(identityId)}`,
    { method: 'DELETE', schema: MessageResponseSchema },
  );
}

/** Removes one linked sign-in, then reloads the list. */
export function useRemoveSsoIdentity(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (identityId: string) => removeSsoIdentity(userId, identityId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSsoIdentitiesQueryOptions(userId).queryKey }),
  });
}

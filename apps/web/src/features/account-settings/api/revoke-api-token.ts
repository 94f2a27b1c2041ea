import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { getApiTokensQueryOptions } from './get-api-tokens';

// Nothing of the answer is used: a revoked token is simply gone from the list.
const RevokeResponseSchema = z.unknown();

/** Revokes an API token: requests that send it are refused from then on. */
export async function revokeApiToken(userId: string, tokenId: string): Promise<void> {
  await apiRequest(
    `/user/api-tokens/${encodeURIComponent(userId)}/${encodeURIComponent(tokenId)}`,
    { method: 'DELETE', schema: RevokeResponseSchema },
  );
}

/** Revokes a token, then reloads the tokens list. */
export function useRevokeApiToken(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => revokeApiToken(userId, tokenId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getApiTokensQueryOptions(userId).queryKey }),
  });
}

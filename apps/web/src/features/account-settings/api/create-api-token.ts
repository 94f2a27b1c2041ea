import {
  CreatedApiTokenResponseSchema,
  type CreateApiTokenBody,
  type CreatedApiTokenResponse,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getApiTokensQueryOptions } from './get-api-tokens';

/** Creates a named API token; the answer carries its secret, which is never shown again. */
export function createApiToken(
  userId: string,
  body: CreateApiTokenBody,
): Promise<CreatedApiTokenResponse> {
  return apiRequest(`/user/api-tokens/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body,
    schema: CreatedApiTokenResponseSchema,
  });
}

/** Creates a token, then reloads the tokens list. */
export function useCreateApiToken(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => createApiToken(userId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getApiTokensQueryOptions(userId).queryKey }),
  });
}

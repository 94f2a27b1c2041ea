import { ApiTokensResponseSchema, type ApiToken } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The admin's API tokens, without their secrets. */
export async function getApiTokens(userId: string, signal?: AbortSignal): Promise<ApiToken[]> {
  const response = await apiRequest(`/user/api-tokens/${encodeURIComponent(userId)}`, {
    schema: ApiTokensResponseSchema,
    signal,
  });
  return response.data;
}

export function getApiTokensQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['settings', 'api-tokens', userId],
    queryFn: ({ signal }) => getApiTokens(userId, signal),
  });
}

/** The API tokens of the account. */
export function useApiTokens(userId: string) {
  return useQuery(getApiTokensQueryOptions(userId));
}

import { AccountSessionListResponseSchema, type AccountSession } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The account's live sessions, most recently used first. */
export async function getSessions(userId: string, signal?: AbortSignal): Promise<AccountSession[]> {
  const response = await apiRequest(`/user/sessions/${encodeURIComponent(userId)}`, {
    schema: AccountSessionListResponseSchema,
    signal,
  });
  return response.data;
}

export function getSessionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['settings', 'sessions', userId],
    queryFn: ({ signal }) => getSessions(userId, signal),
  });
}

/** The signed-in devices of the account. */
export function useSessions(userId: string) {
  return useQuery(getSessionsQueryOptions(userId));
}

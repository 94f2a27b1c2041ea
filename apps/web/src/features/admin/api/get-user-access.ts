import { UserAccessResponseSchema, type UserAccess } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches a user's type, tab permissions and daily chat limit. */
export async function getUserAccess(userId: string, signal?: AbortSignal): Promise<UserAccess> {
  const response = await apiRequest(`/admin/users/${encodeURIComponent(userId)}/access`, {
    schema: UserAccessResponseSchema,
    signal,
  });
  return response.result;
}

export function getUserAccessQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['admin', 'access', userId],
    queryFn: ({ signal }) => getUserAccess(userId, signal),
    // Each opening of the form starts from what the server holds now: nothing is kept once
    // the dialog closes.
    staleTime: 0,
    gcTime: 0,
  });
}

/** One user's access; no user, no request. */
export function useUserAccess(userId: string | null) {
  return useQuery({ ...getUserAccessQueryOptions(userId ?? ''), enabled: userId !== null });
}

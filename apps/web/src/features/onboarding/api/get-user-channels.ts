import { UserChannelsResponseSchema, type Channel } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches the industries a user follows. */
export async function getUserChannels(userId: string, signal?: AbortSignal): Promise<Channel[]> {
  const response = await apiRequest(`/user/get-all-channel/${encodeURIComponent(userId)}`, {
    schema: UserChannelsResponseSchema,
    signal,
  });
  return response.result;
}

/** The query of the industries a user follows. */
export function getUserChannelsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['channels', 'user', userId],
    queryFn: ({ signal }) => getUserChannels(userId, signal),
  });
}

/** The industries the signed-in user follows. */
export function useUserChannels(userId: string) {
  return useQuery(getUserChannelsQueryOptions(userId));
}

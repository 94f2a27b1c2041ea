import { ChannelListResponseSchema, type Channel } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches the ten industries, as channels, that a user can follow. */
export async function getChannels(signal?: AbortSignal): Promise<Channel[]> {
  const response = await apiRequest('/user/listChannel', {
    schema: ChannelListResponseSchema,
    signal,
  });
  return response.data;
}

/** The industries list query; the ten industries are fixed, so it never goes stale. */
export function getChannelsQueryOptions() {
  return queryOptions({
    queryKey: ['channels', 'list'],
    queryFn: ({ signal }) => getChannels(signal),
    staleTime: Infinity,
  });
}

/** Every industry a user can follow. */
export function useChannels() {
  return useQuery(getChannelsQueryOptions());
}

import {
  UpgradeRequestListResponseSchema,
  type UpgradeRequestListResponse,
  type UpgradeRequestStatus,
} from '@clearcall/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Open requests, or every request whatever its status. */
export type UpgradeRequestFilter = UpgradeRequestStatus | 'all';

/** Fetches one page (50, newest first) of upgrade requests. */
export function getUpgradeRequests(
  filter: UpgradeRequestFilter,
  page: number,
  signal?: AbortSignal,
): Promise<UpgradeRequestListResponse> {
  const query = new URLSearchParams({ page: String(page) });
  if (filter !== 'all') query.set('status', filter);
  return apiRequest(`/admin/upgrade-requests?${query.toString()}`, {
    schema: UpgradeRequestListResponseSchema,
    signal,
  });
}

/** The upgrade requests, page after page; the key's prefix covers every filter. */
export function getUpgradeRequestsQueryOptions(filter: UpgradeRequestFilter = 'open') {
  return infiniteQueryOptions({
    queryKey: ['admin', 'upgrade-requests', filter],
    queryFn: ({ pageParam, signal }) => getUpgradeRequests(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

/** The upgrade requests of one status (or all), with Load more. */
export function useUpgradeRequests(filter: UpgradeRequestFilter) {
  return useInfiniteQuery(getUpgradeRequestsQueryOptions(filter));
}

import {
  PublishedTranscriptsResponseSchema,
  type PublishedTranscriptsResponse,
} from '@clearcall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches the published calls, newest first, narrowed to a ticker when `q` is given. */
export function getPublishedTranscripts(
  q: string,
  signal?: AbortSignal,
): Promise<PublishedTranscriptsResponse> {
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() }).toString()}` : '';
  return apiRequest(`/admin/transcripts/published${query}`, {
    schema: PublishedTranscriptsResponseSchema,
    signal,
  });
}

/** The published calls for one search; publishing a split invalidates every search. */
export function getPublishedTranscriptsQueryOptions(q = '') {
  return queryOptions({
    queryKey: ['admin-transcripts', 'published', q.trim()],
    queryFn: ({ signal }) => getPublishedTranscripts(q, signal),
  });
}

/** The published calls, keeping the last answer on screen while the next search loads. */
export function usePublishedTranscripts(q: string) {
  return useQuery({ ...getPublishedTranscriptsQueryOptions(q), placeholderData: keepPreviousData });
}

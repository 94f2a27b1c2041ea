import { TranscriptPreviewResponseSchema, type TranscriptPreview } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Fetches one story with its summary, highlights, FAQs, parsed transcript and citations. */
export async function getStoryPreview(
  userId: string,
  storyId: string,
  signal?: AbortSignal,
): Promise<TranscriptPreview> {
  const path = [userId, storyId].map(encodeURIComponent).join('/');
  const response = await apiRequest(`/user/preview-transcript/${path}`, {
    schema: TranscriptPreviewResponseSchema,
    signal,
  });
  return response.data;
}

/** A 404 or 400 (an id that is not one) will not change on a retry. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export function getStoryPreviewQueryOptions(userId: string, storyId: string) {
  return queryOptions({
    queryKey: ['company', 'story-preview', userId, storyId],
    queryFn: ({ signal }) => getStoryPreview(userId, storyId, signal),
    staleTime: 5 * 60 * 1000,
    retry: (failureCount, error) => !isMissing(error) && failureCount < 2,
  });
}

/** The story the page shows; the summary renders from this one request. */
export function useStoryPreview(userId: string, storyId: string) {
  return useQuery(getStoryPreviewQueryOptions(userId, storyId));
}

import {
  FEED_PAGE_SIZE,
  FeedBodySchema,
  FeedResponseSchema,
  type FeedBody,
  type FeedStory,
} from '@clearcall/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const TWO_MINUTES_MS = 2 * 60_000;
const TEN_MINUTES_MS = 10 * 60_000;

/** The News tab has its own endpoint; every other feed is the story feed. */
export type FeedEndpoint = 'story-feed' | 'news-feed';

export type FeedRequest = { endpoint: FeedEndpoint; body: FeedBody };

/** Fetches one page (from 0) of 20 stories, newest first. */
export async function getFeedPage(
  userId: string,
  { endpoint, body }: FeedRequest,
  page: number,
  signal?: AbortSignal,
): Promise<FeedStory[]> {
  const response = await apiRequest(
    `/user/${endpoint}/${encodeURIComponent(userId)}?page=${page}`,
    { method: 'POST', body: FeedBodySchema.parse(body), schema: FeedResponseSchema, signal },
  );
  return response.result;
}

/** A next page exists only when the current one came back full (more than 19 stories). */
export function getNextFeedPage(lastPage: FeedStory[], _pages: unknown, lastPageParam: number) {
  return lastPage.length >= FEED_PAGE_SIZE ? lastPageParam + 1 : undefined;
}

/** The key every feed of one user shares, so an Insightful mark can patch them all at once. */
export function getFeedBaseQueryKey(userId: string) {
  return ['feed', 'stories', userId] as const;
}

/** The feed stays fresh 2 minutes and is kept 10 (specification, section 9). */
export function getFeedQueryOptions(userId: string, request: FeedRequest) {
  return infiniteQueryOptions({
    queryKey: [...getFeedBaseQueryKey(userId), request],
    queryFn: ({ pageParam, signal }) => getFeedPage(userId, request, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: getNextFeedPage,
    staleTime: TWO_MINUTES_MS,
    gcTime: TEN_MINUTES_MS,
  });
}

/** The pages of one feed; `enabled` is false for a tab the user's permissions lock. */
export function useFeed(userId: string, request: FeedRequest, { enabled = true } = {}) {
  return useInfiniteQuery({ ...getFeedQueryOptions(userId, request), enabled });
}

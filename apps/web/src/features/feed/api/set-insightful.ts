import {
  MessageResponseSchema,
  type FeedStory,
  type InsightAction,
  type MessageResponse,
} from '@clearcall/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getFeedBaseQueryKey } from './get-feed';

export type SetInsightfulInput = { userId: string; storyId: string; action: InsightAction };

/** Marks a story as insightful, or removes the mark; repeating either changes nothing. */
export function setInsightful({
  userId,
  storyId,
  action,
}: SetInsightfulInput): Promise<MessageResponse> {
  const path = [userId, storyId, action].map(encodeURIComponent).join('/');
  return apiRequest(`/user/insight/${path}`, { method: 'POST', schema: MessageResponseSchema });
}

/** The story as it reads once the caller's mark is set or removed. */
export function applyInsightful(story: FeedStory, userId: string, action: InsightAction) {
  const isMarked = story.insightfulBy[userId] === 1;
  if (action === 'like' && !isMarked) {
    return {
      ...story,
      insightfulBy: { [userId]: 1 as const },
      insightfulCount: story.insightfulCount + 1,
    };
  }
  if (action === 'unlike' && isMarked) {
    return { ...story, insightfulBy: {}, insightfulCount: Math.max(0, story.insightfulCount - 1) };
  }
  return story;
}

type FeedPages = InfiniteData<FeedStory[], number>;

/**
 * The Insightful button: every cached feed showing the story changes at once, and goes back to
 * what it was if the server refuses.
 */
export function useSetInsightful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInsightful,
    onMutate: async ({ userId, storyId, action }) => {
      const queryKey = getFeedBaseQueryKey(userId);
      // A refetch landing after the patch would overwrite it with the old count.
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueriesData<FeedPages>({ queryKey });
      queryClient.setQueriesData<FeedPages>({ queryKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) =>
                page.map((story) =>
                  story._id === storyId ? applyInsightful(story, userId, action) : story,
                ),
              ),
            }
          : data,
      );
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) {
        queryClient.setQueryData(queryKey, data);
      }
    },
    // Marked stale rather than refetched now: a refetch would reload every page already scrolled.
    onSettled: (_response, _error, { userId }) =>
      queryClient.invalidateQueries({
        queryKey: getFeedBaseQueryKey(userId),
        refetchType: 'none',
      }),
  });
}

import { Button, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/auth';
import { useFeed, type FeedRequest } from '../api/get-feed';
import { useNearEndTrigger } from '../hooks/use-near-end-trigger';
import { EmptyFeed, FeedError, LockedFeed } from './feed-message';
import { StoryCard } from './story-card';
import { StoryCardSkeleton } from './story-card-skeleton';
import classes from './story-feed.module.css';
import { YoutubeCard } from './youtube-card';

/** The next page starts loading when one of the last this many cards comes near the view. */
const NEAR_END_COUNT = 6;
const SKELETON_COUNT = 3;

/** The first page in grey while it loads. */
export function StoryFeedSkeleton() {
  return (
    <div className={classes.list} aria-busy="true">
      <VisuallyHidden role="status">Loading stories…</VisuallyHidden>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <StoryCardSkeleton key={index} />
      ))}
    </div>
  );
}

type StoryFeedProps = {
  request: FeedRequest;
  /** The tab's name, as the empty and upgrade texts use it. */
  tabLabel: string;
  /**
   * A tab the permissions lock shows the upgrade message and never calls the server; undefined
   * while the permissions load, so that a locked tab is not asked for in the meantime.
   */
  isLocked: boolean | undefined;
  empty: { title: string; hint: string; action?: ReactNode };
  /** The way to ask for Premium that a locked tab offers. */
  upgrade?: ReactNode;
};

/** One feed: pages of 20 cards, Load More, and the next page when the reader nears the end. */
export function StoryFeed({ request, tabLabel, isLocked, empty, upgrade }: StoryFeedProps) {
  const user = useSessionUser();
  const feed = useFeed(user.userId, request, { enabled: isLocked === false });
  const loadMore = () => {
    if (feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError) {
      void feed.fetchNextPage();
    }
  };
  const triggerRef = useNearEndTrigger(loadMore, Boolean(feed.hasNextPage));
  const lockedFeed = <LockedFeed tabLabel={tabLabel} upgrade={upgrade} />;

  if (isLocked) return lockedFeed;

  if (isLocked === undefined || feed.isPending) return <StoryFeedSkeleton />;

  if (feed.isError && !feed.data) {
    // The server refuses a locked story type even when the permissions here were stale.
    if (feed.error instanceof ApiError && feed.error.code === 'FORBIDDEN') return lockedFeed;
    return <FeedError message={feed.error.message} onRetry={() => void feed.refetch()} />;
  }

  const stories = feed.data.pages.flat();
  if (stories.length === 0) return <EmptyFeed {...empty} />;
  const firstWatchedIndex = Math.max(0, stories.length - NEAR_END_COUNT);

  return (
    <div>
      <ul className={classes.list} aria-label={`${tabLabel} stories`}>
        {stories.map((story, index) => {
          const ref = index >= firstWatchedIndex ? triggerRef : undefined;
          return (
            <li key={story._id}>
              {story.contentType === 'youtubeAndWebinar' ? (
                <YoutubeCard story={story} ref={ref} />
              ) : (
                <StoryCard story={story} ref={ref} />
              )}
            </li>
          );
        })}
      </ul>
      <div className={classes.more}>
        {feed.isFetchingNextPage && <Loader size="sm" aria-label="Loading more stories" />}
        {feed.isFetchNextPageError && (
          <Text c="red.8" size="sm" role="alert">
            Error: {feed.error?.message}
          </Text>
        )}
        {feed.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void feed.fetchNextPage()}
            disabled={feed.isFetchingNextPage}
          >
            {feed.isFetchingNextPage ? 'Loading...' : 'Load More'}
          </Button>
        )}
        {!feed.hasNextPage && stories.length > NEAR_END_COUNT && (
          <Text size="sm" c="dimmed">
            You have reached the end of this feed.
          </Text>
        )}
      </div>
    </div>
  );
}

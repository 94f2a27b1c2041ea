import { Button, Stack, Text } from '@mantine/core';

type ListLoadErrorProps = {
  /** What could not be loaded, as the sentence's subject: "The audit log". */
  subject: string;
  onRefresh: () => void;
  isRefreshing: boolean;
  /** Cards on small screens sit on no paper of their own, so the message brings its padding. */
  isPadded: boolean;
};

/** 'Something went wrong.' with a Refresh button, for an admin list that failed to load. */
export function ListLoadError({ subject, onRefresh, isRefreshing, isPadded }: ListLoadErrorProps) {
  return (
    <Stack gap="sm" align="flex-start" role="alert" p={isPadded ? 'md' : 0}>
      <Text fw={600}>Something went wrong.</Text>
      <Text size="sm" c="dimmed">
        {subject} could not be loaded. Check your connection, then refresh.
      </Text>
      <Button variant="light" color="red" onClick={onRefresh} loading={isRefreshing}>
        Refresh
      </Button>
    </Stack>
  );
}

type LoadMoreFooterProps = {
  hasMore: boolean;
  isLoading: boolean;
  hasFailed: boolean;
  /** What the next page holds, in the plural: "events". */
  items: string;
  onLoadMore: () => void;
};

/** The Load more button under a paged admin list, and what to do when a page fails. */
export function LoadMoreFooter({
  hasMore,
  isLoading,
  hasFailed,
  items,
  onLoadMore,
}: LoadMoreFooterProps) {
  return (
    <>
      {hasMore && (
        <Button
          variant="default"
          onClick={onLoadMore}
          loading={isLoading}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      )}
      {hasFailed && (
        <Text size="sm" c="red" role="alert" ta="center">
          More {items} could not be loaded. Try Load more again.
        </Text>
      )}
    </>
  );
}

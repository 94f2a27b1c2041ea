import { Button, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconInbox from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import type { ReactNode } from 'react';
import classes from './story-feed.module.css';

/** An empty feed: the specification's sentence and what to try next. */
export function EmptyFeed({ title, hint }: { title: string; hint: string }) {
  return (
    <div className={classes.message} role="status" data-tour="feed-message">
      <IconInbox size={32} className={classes.messageIcon} aria-hidden />
      <Text fw={650}>{title}</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {hint}
      </Text>
    </div>
  );
}

/** A feed that failed to load, with a way to try again. */
export function FeedError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={classes.message} role="alert">
      <IconAlertTriangle size={32} className={classes.messageIcon} aria-hidden />
      <Text fw={650}>Error: {message}</Text>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={onRetry}
      >
        Try again
      </Button>
    </div>
  );
}

/**
 * A tab the user's plan does not include: explained instead of loaded, with the page's way to
 * ask the team for Premium (`upgrade`).
 */
export function LockedFeed({ tabLabel, upgrade }: { tabLabel: string; upgrade?: ReactNode }) {
  return (
    <div className={classes.message} role="status">
      <IconCrown size={32} className={classes.crown} aria-hidden />
      <Text fw={650}>{tabLabel} is a Premium tab</Text>
      <Text size="sm" c="dimmed" maw={420}>
        Upgrade your plan to read {tabLabel} stories, and our team will get in touch.
      </Text>
      {upgrade}
    </div>
  );
}

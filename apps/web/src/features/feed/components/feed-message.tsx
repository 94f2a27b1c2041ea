import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconInbox from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';
import type { ReactNode } from 'react';
import { LoadError, StatusMessage } from '../../../components/ui/status-message';

/** An empty feed: the specification's sentence and what to try next. */
export function EmptyFeed({
  title,
  hint,
  action,
}: {
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <StatusMessage icon={IconInbox} title={title} hint={hint} action={action} tour="feed-message" />
  );
}

/** A feed that failed to load, with a way to try again. */
export function FeedError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadError message={`Error: ${message}`} onRetry={onRetry} />;
}

/**
 * A tab the user's plan does not include: explained instead of loaded, with the page's way to
 * ask the team for Premium (`upgrade`).
 */
export function LockedFeed({ tabLabel, upgrade }: { tabLabel: string; upgrade?: ReactNode }) {
  return (
    <StatusMessage
      icon={IconCrown}
      isPremium
      title={`${tabLabel} is a Premium tab`}
      hint={`Upgrade your plan to read ${tabLabel} stories, and our team will get in touch.`}
      action={upgrade}
    />
  );
}

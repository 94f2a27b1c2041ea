import type { FeedStory } from '@clearcall/contracts';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconBulb from '@tabler/icons-react/dist/esm/icons/IconBulb.mjs';
import IconBulbFilled from '@tabler/icons-react/dist/esm/icons/IconBulbFilled.mjs';
import { analytics } from '../../../lib/analytics';
import { useSessionUser } from '../../../lib/auth';
import { useSetInsightful } from '../api/set-insightful';
import classes from './story-card.module.css';

/** Insightful, with the count: the card changes at once and changes back if the server refuses. */
export function InsightfulButton({ story }: { story: FeedStory }) {
  const user = useSessionUser();
  const setInsightful = useSetInsightful();
  const isMarked = story.insightfulBy[user.userId] === 1;

  const handleClick = () => {
    const action = isMarked ? 'unlike' : 'like';
    analytics.track('insightful_card_click', {
      userId: user.userId,
      storyId: story._id,
      companyId: story.companyId,
      action,
    });
    setInsightful.mutate(
      { userId: user.userId, storyId: story._id, action },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Your Insightful mark was not saved',
            message: error.message,
          }),
      },
    );
  };

  return (
    <Button
      variant={isMarked ? 'light' : 'subtle'}
      color={isMarked ? 'brand' : 'gray'}
      size="compact-sm"
      leftSection={
        isMarked ? <IconBulbFilled size={16} aria-hidden /> : <IconBulb size={16} aria-hidden />
      }
      aria-pressed={isMarked}
      aria-label={`Insightful, ${story.insightfulCount} ${story.insightfulCount === 1 ? 'mark' : 'marks'}`}
      onClick={handleClick}
    >
      Insightful
      <span className={classes.count}>{story.insightfulCount}</span>
    </Button>
  );
}

import { Group, Skeleton, Stack } from '@mantine/core';
import classes from './story-card.module.css';

/** A card in grey, shaped like a story, while the first page loads. */
export function StoryCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true">
      <Group gap="sm" wrap="nowrap">
        <Skeleton height={40} width={40} radius="md" />
        <Stack gap={6} flex={1}>
          <Skeleton height={12} width="40%" />
          <Skeleton height={10} width="25%" />
        </Stack>
      </Group>
      <Skeleton height={16} width="75%" />
      <Stack gap={8}>
        <Skeleton height={10} />
        <Skeleton height={10} />
        <Skeleton height={10} width="85%" />
      </Stack>
      <Group justify="space-between">
        <Skeleton height={24} width={110} />
        <Skeleton height={24} width={96} />
      </Group>
    </div>
  );
}

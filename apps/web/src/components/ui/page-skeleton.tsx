import { Box, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { LAYOUT } from '../../config/theme';
import classes from './page-skeleton.module.css';

/** The signed-in frame drawn in grey while the session is checked or a page loads. */
export function PageSkeleton() {
  return (
    <Box className={classes.root} aria-busy="true">
      <VisuallyHidden role="status">Loading Clearcall…</VisuallyHidden>
      <Group className={classes.header} h={LAYOUT.headerHeight} px="md" justify="space-between">
        <Skeleton className={classes.brand} />
        <Skeleton className={classes.avatar} circle />
      </Group>
      <Box className={classes.body}>
        <Stack className={classes.nav} w={LAYOUT.navbarWidth} align="center" gap="lg" py="lg">
          <Skeleton className={classes.navItem} />
          <Skeleton className={classes.navItem} />
        </Stack>
        <Box className={classes.content} maw={LAYOUT.contentMaxWidth} p="lg">
          <ContentSkeleton />
        </Box>
      </Box>
    </Box>
  );
}

/** The content column in grey: a heading, a line and a few cards, while a page's code loads. */
export function ContentSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      <Skeleton className={classes.title} />
      <Skeleton className={classes.line} />
      <Skeleton className={classes.card} mt="md" />
      <Skeleton className={classes.card} />
      <Skeleton className={classes.card} />
    </Stack>
  );
}

import { Button, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import classes from './earning-transcript-form.module.css';

/** Stand-in fields while the pending transcripts load. */
export function PendingTranscriptsSkeleton() {
  return (
    <>
      <VisuallyHidden role="status">Loading pending transcripts…</VisuallyHidden>
      <div className={classes.layout} aria-hidden="true">
        <Stack gap="md" className={classes.period}>
          <Skeleton height={56} />
          <Group grow>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Group>
        </Stack>
        <Skeleton height={320} className={classes.content} />
        <Stack gap="md" className={classes.sentence}>
          <Skeleton height={96} />
          <Skeleton height={36} width={96} />
        </Stack>
      </div>
    </>
  );
}

type PendingTranscriptsErrorProps = { onRetry: () => void; isRetrying: boolean };

/** The pending transcripts could not be loaded: what happened and a Retry button. */
export function PendingTranscriptsError({ onRetry, isRetrying }: PendingTranscriptsErrorProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start" role="alert">
        <Text fw={600}>The pending transcripts could not be loaded.</Text>
        <Text size="sm" c="dimmed">
          Check your connection, then try again.
        </Text>
        <Button variant="light" color="red" onClick={onRetry} loading={isRetrying}>
          Retry
        </Button>
      </Stack>
    </Paper>
  );
}

/** Nothing waits for a separating sentence. */
export function NoPendingTranscripts() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap={4} align="center" ta="center">
        <Text fw={600}>Every transcript is published</Text>
        <Text size="sm" c="dimmed" maw={460}>
          New earnings calls appear here when they are ingested, waiting for the sentence where
          their Q&amp;A begins.
        </Text>
      </Stack>
    </Paper>
  );
}

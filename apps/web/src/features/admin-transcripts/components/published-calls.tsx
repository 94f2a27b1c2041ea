import type { PublishedTranscript } from '@clearcall/contracts';
import {
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/status-message';
import { getServerMessage } from '../../../lib/api-client';
import { usePublishedTranscripts } from '../api/get-published-transcripts';
import { usePipelineJob, useReprocessStory } from '../api/reprocess-story';
import classes from './published-calls.module.css';

/** Rows shown at first and added by Show more: a search finds a call faster than scrolling. */
const PAGE_SIZE = 20;

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function callLabel(call: Pick<PublishedTranscript, 'symbol' | 'quarter' | 'year'>): string {
  return `${call.symbol} · Q${call.quarter} ${call.year}`;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

/** The Reprocess button, then the job's progress until the story is published again. */
function ReprocessAction({ call }: { call: PublishedTranscript }) {
  const reprocess = useReprocessStory();
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const job = usePipelineJob(jobId).data;
  const label = callLabel(call);

  const handleReprocess = () => {
    setError(null);
    reprocess.mutate(call.storyId, {
      onSuccess: ({ jobId: started }) => setJobId(started),
      onError: (failure) =>
        setError(getServerMessage(failure) ?? `${label} could not be reprocessed. Try again.`),
    });
  };

  const isRunning = jobId !== null && (!job || job.status === 'queued' || job.status === 'running');
  const percent = job ? Math.round(job.progress * 100) : 0;
  return (
    <Stack gap={4} className={classes.action}>
      <Button
        size="xs"
        variant="default"
        onClick={handleReprocess}
        loading={reprocess.isPending}
        disabled={isRunning}
        aria-label={`Reprocess ${label}`}
      >
        Reprocess
      </Button>
      {jobId !== null && (
        <>
          <Progress
            value={job?.status === 'published' ? 100 : percent}
            color={
              job?.status === 'failed' ? 'red' : job?.status === 'published' ? 'teal' : 'brand'
            }
            size="sm"
            radius="xl"
            aria-label={`Reprocessing ${label}`}
          />
          <Text
            size="xs"
            c={job?.status === 'failed' ? 'red.8' : 'dimmed'}
            role={job?.status === 'failed' ? 'alert' : 'status'}
          >
            {!job || isRunning
              ? `Reprocessing · ${percent}%`
              : job.status === 'published'
                ? 'Reprocessed: the story is up to date'
                : job.status === 'failed'
                  ? (job.error?.message ?? 'Reprocessing failed.')
                  : 'Waiting for review on the Import screen'}
          </Text>
        </>
      )}
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

type PublishedCallsProps = {
  /** Loads the call into the form above to give it a new separating sentence. */
  onResplit: (call: PublishedTranscript) => void;
  activeId: string | null;
};

/** The published calls, searchable by ticker, each with Re-split and Reprocess. */
export function PublishedCalls({ onResplit, activeId }: PublishedCallsProps) {
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const query = usePublishedTranscripts(debouncedSearch);
  const calls = query.data?.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby="published-calls-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} id="published-calls-title">
            Published calls
          </Title>
          <Text size="sm" c="dimmed">
            Split a published call again, or run it through the engine anew.
          </Text>
        </Stack>
        <TextInput
          label="Search by ticker"
          placeholder="ACME"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setShown(PAGE_SIZE);
          }}
          maxLength={100}
          className={classes.search}
        />
      </Group>
      {!calls ? (
        query.isError ? (
          <Paper withBorder radius="md">
            <LoadError
              message="The published calls could not be loaded."
              onRetry={() => void query.refetch()}
            />
          </Paper>
        ) : (
          <Paper withBorder radius="md">
            <VisuallyHidden role="status">Loading published calls…</VisuallyHidden>
            {[0, 1, 2].map((key) => (
              <div key={key} className={classes.row} aria-hidden="true">
                <Skeleton height={16} width="60%" />
                <Skeleton height={14} />
                <Skeleton height={28} width={160} />
              </div>
            ))}
          </Paper>
        )
      ) : calls.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" size="sm" c="dimmed">
            {debouncedSearch.trim()
              ? `No published call matches “${debouncedSearch.trim()}”.`
              : 'No call is published yet.'}
          </Text>
        </Paper>
      ) : (
        <Paper
          withBorder
          radius="md"
          component="ul"
          aria-label="Published calls"
          className={classes.list}
        >
          {calls.slice(0, shown).map((call) => (
            <li key={call.storyId} className={classes.row} aria-label={callLabel(call)}>
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {callLabel(call)}
                </Text>
                <Text size="xs" c="dimmed">
                  Published {formatDate(call.publishedAt)}
                </Text>
              </Stack>
              <Text size="sm" c="dimmed" lineClamp={2} className={classes.sentence}>
                {call.separatingSentence
                  ? `“${call.separatingSentence}”`
                  : 'No separating sentence'}
              </Text>
              <Group gap="xs" align="flex-start" className={classes.actions}>
                <Button
                  size="xs"
                  variant={activeId === call._id ? 'filled' : 'light'}
                  onClick={() => onResplit(call)}
                  aria-label={`Re-split ${callLabel(call)}`}
                >
                  Re-split
                </Button>
                <ReprocessAction call={call} />
              </Group>
            </li>
          ))}
        </Paper>
      )}
      {calls && calls.length > shown && (
        <Button
          variant="default"
          onClick={() => setShown((count) => count + PAGE_SIZE)}
          style={{ alignSelf: 'center' }}
        >
          Show more ({calls.length - shown} more)
        </Button>
      )}
    </Stack>
  );
}

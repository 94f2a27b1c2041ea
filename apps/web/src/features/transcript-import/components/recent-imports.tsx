import type { ImportJob } from '@clearcall/contracts';
import {
  Button,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { LoadError } from '../../../components/ui/status-message';
import { useImportJobs } from '../api/get-import-jobs';
import { describeJob, describeStatus } from '../utils/import-files';
import classes from './import-transcripts.module.css';
import type { StoryLinkBuilder } from './review-panel';

const STATUS_COLORS: Record<ImportJob['status'], string> = {
  queued: 'brand',
  running: 'brand',
  'needs-review': 'yellow',
  published: 'teal',
  failed: 'red',
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

type RecentImportsProps = {
  onReview: (jobId: string) => void;
  renderStoryLink: StoryLinkBuilder;
  /** Jobs already shown as this visit's uploads. */
  excludedJobIds: ReadonlySet<string>;
};

/** The recent import jobs, so an admin who comes back sees what waits for review. */
export function RecentImports({ onReview, renderStoryLink, excludedJobIds }: RecentImportsProps) {
  const query = useImportJobs();
  const jobs = query.data?.data.filter((job) => !excludedJobIds.has(job.jobId));
  // While this visit's uploads are listed above, an empty list here says nothing.
  if (jobs?.length === 0 && excludedJobIds.size > 0) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-imports-title">
      <Title order={2} id="recent-imports-title">
        Recent imports
      </Title>
      {!jobs ? (
        query.isError ? (
          <Paper withBorder radius="md">
            <LoadError
              message="The recent imports could not be loaded. Check your connection, then try again."
              onRetry={() => void query.refetch()}
            />
          </Paper>
        ) : (
          <Paper withBorder radius="md">
            <VisuallyHidden role="status">Loading recent imports…</VisuallyHidden>
            {[0, 1, 2].map((key) => (
              <div className={classes.row} key={key} aria-hidden="true">
                <Skeleton height={16} width="70%" />
                <Skeleton height={10} />
                <Skeleton height={24} width={72} />
              </div>
            ))}
          </Paper>
        )
      ) : jobs.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack gap={4} align="center" ta="center">
            <Text fw={600}>No imports yet: drop a transcript file here</Text>
            <Text size="sm" c="dimmed" maw={460}>
              Files dropped above, pasted text and calls sent through the API appear here with their
              progress; those waiting for a review stay until they are published.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Paper
          withBorder
          radius="md"
          component="ul"
          aria-label="Recent imports"
          className={classes.list}
        >
          {jobs.map((job) => {
            const percent =
              job.status === 'queued' || job.status === 'running'
                ? Math.round(job.progress * 100)
                : 100;
            return (
              <li key={job.jobId} className={classes.row} aria-label={describeJob(job)}>
                <Stack gap={0}>
                  <Text fw={600} size="sm" className={classes.fileName}>
                    {describeJob(job)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatWhen(job.updatedAt)}
                  </Text>
                </Stack>
                <Stack gap={4}>
                  <Progress
                    value={percent}
                    color={STATUS_COLORS[job.status]}
                    size="sm"
                    radius="xl"
                    aria-label={`${describeJob(job)}: ${describeStatus(job.status)}`}
                  />
                  <Text size="sm" c={job.status === 'failed' ? 'red.8' : 'dimmed'}>
                    {job.status === 'failed' && job.error
                      ? `${describeStatus(job.status)}: ${job.error.message}`
                      : describeStatus(job.status)}
                  </Text>
                </Stack>
                <div className={classes.rowAction}>
                  {job.status === 'needs-review' && (
                    <Button size="xs" variant="light" onClick={() => onReview(job.jobId)}>
                      Review
                    </Button>
                  )}
                  {job.status === 'published' &&
                    job.storyId &&
                    renderStoryLink(
                      job.storyId,
                      job.detected?.companyId ?? null,
                      'See in published calls',
                    )}
                </div>
              </li>
            );
          })}
        </Paper>
      )}
    </Stack>
  );
}

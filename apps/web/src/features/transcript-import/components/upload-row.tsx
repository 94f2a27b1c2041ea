import type { ImportJob } from '@clearcall/contracts';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { getServerMessage } from '../../../lib/api-client';
import { useImportJob } from '../api/get-import-job';
import type { UploadRow as UploadRowState } from '../hooks/use-upload-queue';
import { describeStatus, formatFileSize } from '../utils/import-files';
import classes from './import-transcripts.module.css';
import type { StoryLinkBuilder } from './review-panel';

type Stage = { label: string; percent: number; color: string; error: string | null };

function stageOf(row: UploadRowState, job: ImportJob | undefined, jobError: unknown): Stage {
  if (row.phase === 'refused') {
    return { label: 'Refused', percent: 100, color: 'red', error: row.error };
  }
  if (row.phase === 'waiting')
    return { label: 'Waiting to upload', percent: 0, color: 'brand', error: null };
  if (row.phase === 'uploading') {
    const percent = Math.round(row.uploaded * 100);
    return { label: `Uploading · ${percent}%`, percent, color: 'brand', error: null };
  }
  if (!job) {
    const error = jobError
      ? (getServerMessage(jobError) ??
        'The import could not be followed. Reload the page to see it.')
      : null;
    return { label: error ? 'Unknown' : 'Uploaded', percent: 0, color: 'brand', error };
  }
  const percent = Math.round(job.progress * 100);
  switch (job.status) {
    case 'failed':
      return {
        label: describeStatus(job.status),
        percent: 100,
        color: 'red',
        error: job.error?.message ?? 'The import failed.',
      };
    case 'published':
      return { label: describeStatus(job.status), percent: 100, color: 'teal', error: null };
    case 'needs-review':
      return { label: describeStatus(job.status), percent: 100, color: 'yellow', error: null };
    default:
      return {
        label: `${describeStatus(job.status)} · ${percent}%`,
        percent,
        color: 'brand',
        error: null,
      };
  }
}

type UploadRowProps = {
  row: UploadRowState;
  onReview: (jobId: string) => void;
  renderStoryLink: StoryLinkBuilder;
};

/** One file of this visit: its upload, then its job, as a labelled progress bar and status. */
export function UploadRow({ row, onReview, renderStoryLink }: UploadRowProps) {
  const jobQuery = useImportJob(row.jobId);
  const job = jobQuery.data;
  const stage = stageOf(row, job, jobQuery.error);
  return (
    <li className={classes.row} aria-label={row.fileName}>
      <Stack gap={0}>
        <Text fw={600} size="sm" className={classes.fileName}>
          {row.fileName}
        </Text>
        {row.size !== null && (
          <Text size="xs" c="dimmed">
            {formatFileSize(row.size)}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Progress
          value={stage.percent}
          color={stage.color}
          size="md"
          radius="xl"
          aria-label={`${row.fileName}: ${stage.label}`}
          animated={job?.status === 'running' || row.phase === 'uploading'}
        />
        <Text
          size="sm"
          c={stage.error ? 'red.8' : 'dimmed'}
          role={stage.error ? 'alert' : undefined}
        >
          {stage.error ?? stage.label}
        </Text>
      </Stack>
      <Group gap="xs" className={classes.rowAction}>
        {job?.status === 'needs-review' && (
          <Button size="xs" onClick={() => onReview(job.jobId)}>
            Review
          </Button>
        )}
        {job?.status === 'published' &&
          job.storyId &&
          renderStoryLink(job.storyId, job.detected?.companyId ?? null, 'See in published calls')}
      </Group>
    </li>
  );
}

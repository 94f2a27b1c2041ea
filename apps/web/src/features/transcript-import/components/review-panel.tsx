import type { ImportJob } from '@clearcall/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, getServerMessage } from '../../../lib/api-client';
import { useImportJob } from '../api/get-import-job';
import { usePublishImport } from '../api/publish-import';
import { describeJob, describeStatus } from '../utils/import-files';
import {
  buildPublishBody,
  initialReviewValues,
  uncertainFields,
  type ReviewErrors,
  type ReviewValues,
} from '../utils/review-form';
import { CompanyField } from './company-field';
import { QaStartField } from './qa-start-field';
import classes from './review-panel.module.css';
import { SpeakersTable } from './speakers-table';

const QUARTERS = [
  { value: '', label: 'Choose…' },
  { value: '1', label: 'Q1' },
  { value: '2', label: 'Q2' },
  { value: '3', label: 'Q3' },
  { value: '4', label: 'Q4' },
];

/** A link to a story's page, or null when its company is not known. */
export type StoryLinkBuilder = (
  storyId: string,
  companyId: string | null,
  label: string,
) => ReactNode | null;

type ReviewPanelProps = {
  jobId: string;
  onClose: () => void;
  renderStoryLink: StoryLinkBuilder;
};

/** The review of one import job: what the importer found, editable, then Publish. */
export function ReviewPanel({ jobId, onClose, renderStoryLink }: ReviewPanelProps) {
  const [isFollowing, setIsFollowing] = useState(false);
  const query = useImportJob(jobId, isFollowing);
  const job = query.data;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="import-review-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} id="import-review-title">
              Review the import
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {job ? describeJob(job) : 'Loading…'}
            </Text>
          </Stack>
          <Button variant="default" size="xs" onClick={onClose}>
            Close
          </Button>
        </Group>
        {!job ? (
          query.isError ? (
            <Alert color="red" title="The import could not be loaded" role="alert">
              {getServerMessage(query.error) ?? 'Check your connection, then try again.'}{' '}
              <Anchor component="button" type="button" onClick={() => void query.refetch()}>
                Retry
              </Anchor>
            </Alert>
          ) : (
            <Stack gap="sm" aria-hidden="true">
              <Skeleton height={56} />
              <Skeleton height={56} />
              <Skeleton height={120} />
            </Stack>
          )
        ) : job.status === 'published' && job.storyId ? (
          <Alert color="teal" title="Published" role="status">
            The story is in the feeds and on the company page.{' '}
            {renderStoryLink(
              job.storyId,
              job.detected?.companyId ?? null,
              'See it among the published calls',
            )}
          </Alert>
        ) : job.status === 'needs-review' ? (
          <ReviewForm
            key={job.jobId}
            job={job}
            isPublishing={isFollowing}
            onPublished={() => setIsFollowing(true)}
            renderStoryLink={renderStoryLink}
          />
        ) : job.status === 'failed' ? (
          <Alert color="red" title="This import failed" role="alert">
            {job.error?.message ?? 'The file could not be read.'}
          </Alert>
        ) : (
          <Text size="sm" role="status">
            {describeStatus(job.status)} · {Math.round(job.progress * 100)}%
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

type ReviewFormProps = {
  job: ImportJob;
  isPublishing: boolean;
  onPublished: () => void;
  renderStoryLink: StoryLinkBuilder;
};

function uncertainRoot(isUncertain: boolean) {
  return isUncertain ? { root: classes.uncertain } : undefined;
}

function UncertainBadge({ isShown }: { isShown: boolean }) {
  return isShown ? (
    <Badge color="yellow" variant="light" size="xs" ml={6}>
      Check
    </Badge>
  ) : null;
}

function ReviewForm({ job, isPublishing, onPublished, renderStoryLink }: ReviewFormProps) {
  const publish = usePublishImport();
  const [values, setValues] = useState<ReviewValues>(() => initialReviewValues(job.detected));
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const uncertain = uncertainFields(job.detected);

  const set = <Key extends keyof ReviewValues>(key: Key, value: ReviewValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setServerError(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = buildPublishBody(values, job);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    publish.mutate(
      { jobId: job.jobId, body: result.body },
      {
        onSuccess: onPublished,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setErrors({ replace: error.message });
            return;
          }
          setServerError(getServerMessage(error) ?? 'The call could not be published. Try again.');
        },
      },
    );
  };

  const label = (text: string, field: keyof ReviewErrors) => (
    <>
      {text}
      <UncertainBadge isShown={uncertain.has(field)} />
    </>
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Review the import">
      <Stack gap="md">
        {job.warnings.length > 0 && (
          <Alert color="yellow" title="Read first">
            <List size="sm" spacing={2}>
              {job.warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {job.duplicateOf && (
          <Alert color="orange" title="This call may already be in Clearcall">
            <Stack gap="xs">
              <Text size="sm">
                Already published:{' '}
                {renderStoryLink(
                  job.duplicateOf,
                  job.detected?.companyId ?? null,
                  'the published call',
                ) ?? 'a story of the same call or the same text'}
              </Text>
              <Checkbox
                label="Replace the published call"
                checked={values.replace}
                onChange={(event) => set('replace', event.currentTarget.checked)}
                error={errors.replace}
              />
            </Stack>
          </Alert>
        )}
        <div className={classes.fields}>
          <div className={classes.company}>
            <CompanyField
              detected={job.detected}
              value={values.companyId}
              onChange={(companyId) => set('companyId', companyId)}
              error={errors.companyId}
              isUncertain={uncertain.has('companyId')}
            />
          </div>
          <NativeSelect
            label={label('Quarter', 'quarter')}
            data={QUARTERS}
            value={values.quarter}
            onChange={(event) => set('quarter', event.currentTarget.value)}
            error={errors.quarter}
            classNames={uncertainRoot(uncertain.has('quarter'))}
            withAsterisk
          />
          <TextInput
            label={label('Fiscal year', 'year')}
            inputMode="numeric"
            maxLength={4}
            value={values.year}
            onChange={(event) => set('year', event.currentTarget.value.trim())}
            error={errors.year}
            classNames={uncertainRoot(uncertain.has('year'))}
            withAsterisk
          />
          <TextInput
            label={label('Call date', 'callDate')}
            type="date"
            value={values.callDate}
            onChange={(event) => set('callDate', event.currentTarget.value)}
            error={errors.callDate}
            classNames={uncertainRoot(uncertain.has('callDate'))}
          />
        </div>
        <QaStartField
          preview={job.preview ?? []}
          value={values.qaStartSentence}
          detectedIndex={job.detected?.qaStartSentence ?? null}
          reason={job.detected?.qaStartReason ?? 'none'}
          onChange={(index) => set('qaStartSentence', index)}
          error={errors.qaStartSentence}
          isUncertain={uncertain.has('qaStartSentence')}
        />
        <SpeakersTable
          speakers={values.speakers}
          onChange={(speakers) => set('speakers', speakers)}
          error={errors.speakers}
          isUncertain={uncertain.has('speakers')}
        />
        {serverError && (
          <Text size="sm" c="red.8" role="alert">
            {serverError}
          </Text>
        )}
        {!job.duplicateOf && errors.replace && (
          <Text size="sm" c="red.8" role="alert">
            {errors.replace}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={publish.isPending || isPublishing}>
            Publish
          </Button>
          {isPublishing && (
            <Text size="sm" c="dimmed" role="status">
              Publishing: the summaries and FAQs are being written…
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}

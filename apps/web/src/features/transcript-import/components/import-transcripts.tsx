import { IMPORT_MAX_BYTES, type ImportHints } from '@clearcall/contracts';
import {
  Anchor,
  Button,
  Checkbox,
  NativeSelect,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { getServerMessage } from '../../../lib/api-client';
import { useImportText } from '../api/import-text';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { tooLargeMessage } from '../utils/import-files';
import { DropZone } from './drop-zone';
import classes from './import-transcripts.module.css';
import { RecentImports } from './recent-imports';
import { ReviewPanel, type StoryLinkBuilder } from './review-panel';
import { UploadRow } from './upload-row';

/** Stories live under the company page's Filings section; without the company there is no link. */
const PASTED_TEXT_NAME = 'Pasted text';

type HintValues = { ticker: string; quarter: string; year: string };
type HintErrors = Partial<Record<keyof HintValues, string>>;

/** The hints as the contract takes them, or the first problem with each field. */
function readHints(
  values: HintValues,
  autoPublish: boolean,
): { hints: ImportHints } | { errors: HintErrors } {
  const errors: HintErrors = {};
  const ticker = values.ticker.trim().toUpperCase();
  if (ticker && !/^[A-Z0-9.-]{1,10}$/.test(ticker))
    errors.ticker = 'A ticker has up to 10 letters.';
  const year = values.year.trim();
  if (year && (!/^\d{4}$/.test(year) || Number(year) < 1990 || Number(year) > 2100)) {
    errors.year = 'Give a year such as 2024.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  const hints: ImportHints = {};
  if (ticker) hints.ticker = ticker;
  if (values.quarter) hints.quarter = Number(values.quarter);
  if (year) hints.year = Number(year);
  if (autoPublish) hints.autoPublish = true;
  return { hints };
}

/**
 * Admins read no story pages (their route set is the admin screens), so a published import
 * links to the published calls, where it can be split again or reprocessed.
 */
const renderStoryLink: StoryLinkBuilder = (storyId, _companyId, label) =>
  storyId ? (
    <Anchor component={Link} to={paths.admin.earningTranscript.getHref()} size="sm">
      {label}
    </Anchor>
  ) : null;

/**
 * The Import transcripts screen: files or pasted text in, one progress row each, the review of
 * the imports the importer was unsure of, and the recent imports.
 */
export function ImportTranscripts() {
  const queue = useUploadQueue();
  const importText = useImportText();
  const [hintValues, setHintValues] = useState<HintValues>({ ticker: '', quarter: '', year: '' });
  const [hintErrors, setHintErrors] = useState<HintErrors>({});
  const [autoPublish, setAutoPublish] = useState(false);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [reviewJobId, setReviewJobId] = useState<string | null>(null);
  const reviewRef = useRef<HTMLDivElement>(null);
  const uploadedJobIds = useMemo(
    () => new Set(queue.rows.flatMap((row) => (row.jobId ? [row.jobId] : []))),
    [queue.rows],
  );

  const setHint = (key: keyof HintValues, value: string) => {
    setHintValues((current) => ({ ...current, [key]: value }));
    setHintErrors((current) => ({ ...current, [key]: undefined }));
  };

  const currentHints = (): ImportHints | null => {
    const result = readHints(hintValues, autoPublish);
    if ('errors' in result) {
      setHintErrors(result.errors);
      return null;
    }
    return result.hints;
  };

  const handleFiles = (files: File[]) => {
    const hints = currentHints();
    if (hints) queue.addFiles(files, hints);
  };

  const handleText = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hints = currentHints();
    if (!hints) return;
    if (text.trim() === '') {
      setTextError('Paste the transcript text.');
      return;
    }
    if (new Blob([text]).size > IMPORT_MAX_BYTES) {
      setTextError(tooLargeMessage(PASTED_TEXT_NAME));
      return;
    }
    importText.mutate(
      { ...hints, text },
      {
        onSuccess: ({ jobId }) => {
          queue.addAcceptedText(jobId, PASTED_TEXT_NAME);
          setText('');
        },
        onError: (error) =>
          setTextError(getServerMessage(error) ?? 'The text could not be sent. Try again.'),
      },
    );
  };

  const handleReview = (jobId: string) => {
    setReviewJobId(jobId);
    // Wait for the panel to render before bringing it into view.
    requestAnimationFrame(() =>
      reviewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Import transcripts</Title>
        <Text size="sm" c="dimmed">
          Add earnings calls as files or pasted text. Clearcall reads the company, the period, the
          speakers and where the Q&amp;A begins; you confirm them before the story is published.
        </Text>
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <div className={classes.hints}>
            <TextInput
              label="Ticker (optional)"
              placeholder="ACME"
              value={hintValues.ticker}
              onChange={(event) => setHint('ticker', event.currentTarget.value)}
              error={hintErrors.ticker}
              maxLength={10}
            />
            <NativeSelect
              label="Quarter (optional)"
              data={[
                { value: '', label: 'Detect' },
                { value: '1', label: 'Q1' },
                { value: '2', label: 'Q2' },
                { value: '3', label: 'Q3' },
                { value: '4', label: 'Q4' },
              ]}
              value={hintValues.quarter}
              onChange={(event) => setHint('quarter', event.currentTarget.value)}
            />
            <TextInput
              label="Year (optional)"
              placeholder="2026"
              inputMode="numeric"
              maxLength={4}
              value={hintValues.year}
              onChange={(event) => setHint('year', event.currentTarget.value)}
              error={hintErrors.year}
            />
            <Checkbox
              label="Publish confident imports without review"
              checked={autoPublish}
              onChange={(event) => setAutoPublish(event.currentTarget.checked)}
              mb={{ md: 8 }}
            />
          </div>
          <Tabs defaultValue="files" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="files">Files</Tabs.Tab>
              <Tabs.Tab value="paste">Paste text</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="files" pt="md">
              <DropZone onFiles={handleFiles} />
            </Tabs.Panel>
            <Tabs.Panel value="paste" pt="md">
              <form onSubmit={handleText} noValidate aria-label="Import pasted text">
                <Stack gap="sm">
                  <Textarea
                    label="Transcript text"
                    placeholder="Paste the whole call, speaker names included"
                    value={text}
                    onChange={(event) => {
                      setText(event.currentTarget.value);
                      setTextError(null);
                    }}
                    error={textError}
                    rows={10}
                    resize="vertical"
                  />
                  <Button
                    type="submit"
                    loading={importText.isPending}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    Import text
                  </Button>
                </Stack>
              </form>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Paper>

      {queue.rows.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="this-visit-title">
          <Title order={2} id="this-visit-title">
            Uploads
          </Title>
          <Paper
            withBorder
            radius="md"
            component="ul"
            aria-label="Uploads"
            className={classes.list}
          >
            {queue.rows.map((row) => (
              <UploadRow
                key={row.id}
                row={row}
                onReview={handleReview}
                renderStoryLink={renderStoryLink}
              />
            ))}
          </Paper>
        </Stack>
      )}

      {reviewJobId && (
        <div ref={reviewRef}>
          <ReviewPanel
            key={reviewJobId}
            jobId={reviewJobId}
            onClose={() => setReviewJobId(null)}
            renderStoryLink={renderStoryLink}
          />
        </div>
      )}

      <RecentImports
        onReview={handleReview}
        renderStoryLink={renderStoryLink}
        excludedJobIds={uploadedJobIds}
      />
    </Stack>
  );
}

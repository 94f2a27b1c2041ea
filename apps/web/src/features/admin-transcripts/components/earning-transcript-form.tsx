import {
  SEPARATING_SENTENCE_MAX,
  type EarningTranscript,
  type PublishedTranscript,
  type SplitPreviewResponse,
} from '@clearcall/contracts';
import {
  Alert,
  Anchor,
  Button,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import { ApiError, describeFailure } from '../../../lib/api-client';
import { usePendingTranscripts } from '../api/get-pending-transcripts';
import { usePreviewSplit } from '../api/preview-split';
import { usePublishTranscript } from '../api/publish-transcript';
import { useResplitCall } from '../hooks/use-resplit-call';
import {
  findSeparatingSentence,
  splitTranscript,
  suggestSeparatingSentence,
} from '../utils/transcript-sentences';
import classes from './earning-transcript-form.module.css';
import { ContentPanel } from './content-panel';
import { PublishedCalls } from './published-calls';
import {
  NoPendingTranscripts,
  PendingTranscriptsError,
  PendingTranscriptsSkeleton,
} from './pending-transcripts-states';
import { SplitCheck } from './split-check';

const INCOMPLETE_FORM_MESSAGE = 'Please fill all the required fields';
const UPDATED_TITLE = 'Updated Successfully';
const SENTENCE_LABEL = 'Management Commentary & Q&A Separating Sentence';

/** "ACME · Q3 2026": a symbol can wait with several quarters. */
export function transcriptLabel(
  transcript: Pick<EarningTranscript, 'symbol' | 'quarter' | 'year'>,
) {
  return `${transcript.symbol} · Q${transcript.quarter} ${transcript.year}`;
}

type Published = { label: string; message: string };

function sentenceHint(sentence: string, isFound: boolean): string {
  if (sentence.trim() === '') {
    return 'Click the sentence in the content where the Q&A begins, or paste it here.';
  }
  return isFound
    ? 'Found in the transcript: the Q&A starts at the highlighted sentence.'
    : 'This text is not in the transcript. Copy the exact sentence where the Q&A begins.';
}

/**
 * The earnings transcript admin screen: pick a pending transcript, give the sentence where its
 * Q&A begins, and publish it.
 */
export function EarningTranscriptForm() {
  const query = usePendingTranscripts();
  const publish = usePublishTranscript();
  const previewSplit = usePreviewSplit();
  const [splitCheck, setSplitCheck] = useState<SplitPreviewResponse | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const resplitCall = useResplitCall(selectedId);
  const resplit = resplitCall.call;
  const setResplit = resplitCall.setCall;
  const isResplit = resplitCall.isActive;
  const [sentence, setSentence] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [sentenceError, setSentenceError] = useState<string | null>(null);
  const [published, setPublished] = useState<Published | null>(null);

  const transcripts = query.data?.data;
  const selected = isResplit
    ? resplitCall.transcript
    : (transcripts?.find((transcript) => transcript._id === selectedId) ?? null);
  const paragraphs = useMemo(() => (selected ? splitTranscript(selected.content) : []), [selected]);
  const suggestion = useMemo(() => suggestSeparatingSentence(paragraphs), [paragraphs]);
  const deferredSentence = useDeferredValue(sentence);
  const separatorIndex = useMemo(
    () => findSeparatingSentence(paragraphs, deferredSentence),
    [paragraphs, deferredSentence],
  );
  const isComplete = selected !== null && sentence.trim() !== '';

  const clearMessages = () => {
    setFormError(null);
    setSentenceError(null);
    setSplitCheck(null);
  };

  const handleSelect = (id: string | null) => {
    if (resplit && id !== resplit._id) setResplit(null);
    setSelectedId(id);
    setSentence('');
    clearMessages();
    setPublished(null);
  };

  const handleResplit = (call: PublishedTranscript) => {
    setResplit(call);
    setSelectedId(call._id);
    setSentence(call.separatingSentence ?? '');
    clearMessages();
    setPublished(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const handleSentence = (value: string) => {
    setSentence(value);
    clearMessages();
  };

  const handlePublish = (target: EarningTranscript, text: string) => {
    const label = transcriptLabel(target);
    publish.mutate(
      { id: target._id, sentence: text },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'teal', title: UPDATED_TITLE, message });
          setPublished({ label, message });
          setSelectedId(null);
          setResplit(null);
          setSplitCheck(null);
          setSentence('');
        },
        // The refusal of the sentence goes next to the field; any other failure under the form.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setSentenceError(error.message);
          else setFormError(describeFailure(error, `${label} could not be published. Try again.`));
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected || sentence.trim() === '') {
      setFormError(INCOMPLETE_FORM_MESSAGE);
      return;
    }
    const text = sentence.trim();
    const target = selected;
    // The split is checked first; its warnings must be read before it is published.
    previewSplit.mutate(
      { id: target._id, sentence: text },
      {
        onSuccess: (preview) => {
          if (preview.warnings.length > 0) setSplitCheck(preview);
          else handlePublish(target, text);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setSentenceError(error.message);
          else setFormError(describeFailure(error, 'The split could not be checked. Try again.'));
        },
      },
    );
  };

  const header = (
    <Stack gap={4}>
      <Title order={1}>Earning Transcripts</Title>
      <Text size="sm" c="dimmed">
        Give each new earnings call the sentence where its Q&amp;A begins; Update publishes the
        story and notifies the company&apos;s followers.
      </Text>
    </Stack>
  );

  const publishedNote = published && (
    <Alert color="teal" variant="light" title={`${published.label} is published`}>
      {published.message} The story is now in the company&apos;s feed and its Summary tab.
    </Alert>
  );

  if (!transcripts) {
    return (
      <Stack gap="lg">
        {header}
        {query.isError ? (
          <PendingTranscriptsError
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <PendingTranscriptsSkeleton />
        )}
      </Stack>
    );
  }

  const publishedCalls = (
    <PublishedCalls onResplit={handleResplit} activeId={resplit?._id ?? null} />
  );

  if (transcripts.length === 0 && !resplit) {
    return (
      <Stack gap="lg">
        {header}
        {publishedNote}
        <NoPendingTranscripts />
        {publishedCalls}
      </Stack>
    );
  }

  const options = transcripts.map((transcript) => ({
    value: transcript._id,
    label: transcriptLabel(transcript),
  }));
  if (resplit)
    options.push({ value: resplit._id, label: `${transcriptLabel(resplit)} (published)` });

  // A published call shows its period while its text loads.
  const period = selected ?? (isResplit ? resplit : null);

  return (
    <Stack gap="lg">
      {header}
      {publishedNote}
      <form onSubmit={handleSubmit} noValidate aria-label="Publish a transcript">
        <div className={classes.layout}>
          <Stack gap="md" className={classes.period}>
            <Select
              label="Symbol"
              placeholder="Select a Symbol"
              description={`${transcripts.length} waiting for their separating sentence`}
              data={options}
              value={selectedId}
              onChange={handleSelect}
              allowDeselect={false}
              withAsterisk
              nothingFoundMessage="No pending transcript"
            />
            <SimpleGrid cols={2} spacing="md">
              <TextInput
                label="Quarter"
                variant="filled"
                readOnly
                value={period ? `Q${period.quarter}` : ''}
              />
              <TextInput
                label="Year"
                variant="filled"
                readOnly
                value={period ? String(period.year) : ''}
              />
            </SimpleGrid>
          </Stack>

          <ContentPanel
            paragraphs={selected ? paragraphs : null}
            separatorIndex={separatorIndex}
            onPick={handleSentence}
            isLoading={isResplit}
            loadError={isResplit ? resplitCall.contentError : null}
          />

          <Stack gap="sm" className={classes.sentence}>
            <Textarea
              label={SENTENCE_LABEL}
              // The server's refusal replaces the hint: both would say the sentence is not found.
              description={
                sentenceError ? undefined : sentenceHint(deferredSentence, separatorIndex !== null)
              }
              value={sentence}
              onChange={(event) => handleSentence(event.currentTarget.value)}
              error={sentenceError}
              maxLength={SEPARATING_SENTENCE_MAX}
              rows={3}
              resize="vertical"
              withAsterisk
            />
            {suggestion && sentence !== suggestion && (
              <Text size="sm">
                Operator&apos;s hand-over:{' '}
                <Anchor
                  component="button"
                  type="button"
                  ta="left"
                  onClick={() => handleSentence(suggestion)}
                >
                  use “{suggestion}”
                </Anchor>
              </Text>
            )}
            {splitCheck && selected && (
              <SplitCheck
                preview={splitCheck}
                onConfirm={() => handlePublish(selected, sentence.trim())}
                onCancel={() => setSplitCheck(null)}
                isPublishing={publish.isPending}
              />
            )}
            {formError && (
              <Text size="sm" c="red.8" role="alert">
                {formError}
              </Text>
            )}
            <Button
              type="submit"
              color={isComplete ? undefined : 'gray'}
              variant={isComplete ? 'filled' : 'light'}
              aria-disabled={!isComplete || undefined}
              loading={previewSplit.isPending || (publish.isPending && !splitCheck)}
              style={{ alignSelf: 'flex-start' }}
            >
              Update
            </Button>
          </Stack>
        </div>
      </form>
      {publishedCalls}
    </Stack>
  );
}

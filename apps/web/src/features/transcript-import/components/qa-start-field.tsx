import type { ImportJob, QaStartReason } from '@clearcall/contracts';
import { Blockquote, Button, Input, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { describeQaReason } from '../utils/import-files';
import classes from './review-panel.module.css';

type Sentence = NonNullable<ImportJob['preview']>[number];

/** The most sentences listed at once; a search narrows a long call down. */
const LIST_LIMIT = 60;
const HEADING_MAX = 80;

type QaStartFieldProps = {
  preview: Sentence[];
  value: number | null;
  detectedIndex: number | null;
  reason: QaStartReason;
  onChange: (index: number) => void;
  error?: string;
  isUncertain: boolean;
};

/** A heading is a short line, without a sentence's full stop, at or just before the Q&A's start. */
function headingBefore(preview: Sentence[], index: number | null): string | null {
  if (index === null) return null;
  const own = preview.find((sentence) => sentence.index === index);
  const before = preview.find((sentence) => sentence.index === index - 1);
  for (const candidate of [own, before]) {
    const text = candidate?.text.trim().replace(/:$/, '') ?? '';
    if (text && text.length <= HEADING_MAX && !/[.!?]$/.test(text)) return text;
  }
  return null;
}

/** Where the Q&A begins: the sentence, why the importer chose it, and a searchable list to change it. */
export function QaStartField({
  preview,
  value,
  detectedIndex,
  reason,
  onChange,
  error,
  isUncertain,
}: QaStartFieldProps) {
  const labelId = useId();
  const [isChoosing, setIsChoosing] = useState(false);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const current = preview.find((sentence) => sentence.index === value) ?? null;
  const isDetected = value === detectedIndex;
  const why = isDetected
    ? describeQaReason(reason, reason === 'heading' ? headingBefore(preview, detectedIndex) : null)
    : 'Chosen by you';

  const matches = useMemo(() => {
    const needle = deferredSearch.trim().toLowerCase();
    const found = needle
      ? preview.filter(
          (sentence) =>
            sentence.text.toLowerCase().includes(needle) ||
            (sentence.speaker?.toLowerCase().includes(needle) ?? false),
        )
      : preview;
    return { shown: found.slice(0, LIST_LIMIT), total: found.length };
  }, [preview, deferredSearch]);

  return (
    <Stack gap="xs" className={classes.field} data-uncertain={isUncertain || undefined}>
      <Input.Label id={labelId} component="div" required>
        Q&amp;A starts at
      </Input.Label>
      {current ? (
        <Blockquote p="sm" radius="md" aria-labelledby={labelId} className={classes.quote}>
          <Text size="sm">{current.text}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            Sentence {current.index + 1}
            {current.speaker ? ` · ${current.speaker}` : ''}
          </Text>
        </Blockquote>
      ) : (
        <Text size="sm" c="dimmed" aria-labelledby={labelId}>
          No sentence chosen yet.
        </Text>
      )}
      <Text size="sm" data-testid="qa-start-reason">
        {current ? why : describeQaReason('none')}
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {preview.length > 0 && (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => setIsChoosing((open) => !open)}
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={isChoosing}
        >
          {isChoosing ? 'Close the sentence list' : 'Choose another sentence'}
        </Button>
      )}
      {isChoosing && (
        <Stack gap="xs">
          <TextInput
            label="Search the sentences"
            placeholder="For example: question-and-answer"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            description={
              matches.total > matches.shown.length
                ? `Showing ${matches.shown.length} of ${matches.total}; search to narrow the list.`
                : `${matches.total} sentences`
            }
          />
          <ul className={classes.sentenceList} aria-label="Sentences of the call">
            {matches.shown.map((sentence) => (
              <li key={sentence.index}>
                <UnstyledButton
                  className={classes.sentenceOption}
                  data-selected={sentence.index === value || undefined}
                  aria-pressed={sentence.index === value}
                  onClick={() => {
                    onChange(sentence.index);
                    setIsChoosing(false);
                  }}
                >
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {sentence.index + 1}
                    {sentence.speaker ? ` · ${sentence.speaker}` : ''}
                  </Text>
                  <Text size="sm" component="span" display="block">
                    {sentence.text}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Stack>
  );
}

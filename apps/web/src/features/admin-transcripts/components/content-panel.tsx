import { Input, Skeleton, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { getServerMessage } from '../../../lib/api-client';
import type { TranscriptParagraph } from '../utils/transcript-sentences';
import classes from './earning-transcript-form.module.css';
import { TranscriptContent } from './transcript-content';

type ContentPanelProps = {
  /** Null until a transcript is chosen and its text is here. */
  paragraphs: TranscriptParagraph[] | null;
  separatorIndex: number | null;
  onPick: (sentence: string) => void;
  /** A published call's text is being fetched. */
  isLoading: boolean;
  loadError: unknown;
};

/** The chosen transcript to click a sentence in, or why there is none to show. */
export function ContentPanel({
  paragraphs,
  separatorIndex,
  onPick,
  isLoading,
  loadError,
}: ContentPanelProps) {
  const labelId = useId();
  return (
    <Stack gap={6} className={classes.content}>
      <div>
        <Input.Label id={labelId} component="div">
          Content
        </Input.Label>
        <Input.Description>
          Read-only. Click a sentence (or use the arrow keys and Enter) to make it the separating
          sentence; the Q&amp;A is marked from it on.
        </Input.Description>
      </div>
      {paragraphs ? (
        <TranscriptContent
          paragraphs={paragraphs}
          separatorIndex={separatorIndex}
          onPick={onPick}
          labelId={labelId}
        />
      ) : loadError ? (
        <div className={classes.emptyContent} role="alert">
          <Text size="sm" c="red.8">
            {getServerMessage(loadError) ?? 'The transcript of this call could not be loaded.'}
          </Text>
        </div>
      ) : isLoading ? (
        <Skeleton height={320} aria-label="Loading the transcript" />
      ) : (
        <div className={classes.emptyContent} aria-labelledby={labelId} role="note">
          <Text size="sm" c="dimmed">
            Select a symbol to read its transcript here.
          </Text>
        </div>
      )}
    </Stack>
  );
}

import { Box } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { TranscriptParagraph } from '../utils/transcript-sentences';
import classes from './transcript-content.module.css';

type TranscriptContentProps = {
  paragraphs: TranscriptParagraph[];
  /** The sentence the Q&A would start at; it and everything after it are marked as Q&A. */
  separatorIndex: number | null;
  onPick: (sentence: string) => void;
  /** The id of the visible label that names the box. */
  labelId: string;
};

const PAGE_STEP = 10;

function sentenceTexts(paragraphs: TranscriptParagraph[]): string[] {
  return paragraphs.flatMap((paragraph) =>
    paragraph.kind === 'speech' ? paragraph.sentences.map((sentence) => sentence.text) : [],
  );
}

/** Whether each paragraph is part of the Q&A: the one holding the separator and all after it. */
function qaFlags(paragraphs: TranscriptParagraph[], separatorIndex: number | null): boolean[] {
  let isQa = false;
  return paragraphs.map((paragraph) => {
    if (
      paragraph.kind === 'speech' &&
      paragraph.sentences.some((sentence) => sentence.index === separatorIndex)
    ) {
      isQa = true;
    }
    return isQa;
  });
}

function optionId(baseId: string, index: number): string {
  return `${baseId}-sentence-${index}`;
}

function nextIndex(key: string, current: number, last: number): number | null {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(current + 1, last);
    case 'ArrowUp':
    case 'ArrowLeft':
      return Math.max(current - 1, 0);
    case 'PageDown':
      return Math.min(current + PAGE_STEP, last);
    case 'PageUp':
      return Math.max(current - PAGE_STEP, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * The read-only transcript, speaker by speaker, as a list of sentences to pick from: a click, or
 * the arrow keys then Enter, makes a sentence the separating sentence.
 */
export function TranscriptContent({
  paragraphs,
  separatorIndex,
  onPick,
  labelId,
}: TranscriptContentProps) {
  const baseId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const sentences = useMemo(() => sentenceTexts(paragraphs), [paragraphs]);
  const last = sentences.length - 1;
  const isQa = useMemo(() => qaFlags(paragraphs, separatorIndex), [paragraphs, separatorIndex]);

  useEffect(() => {
    if (activeIndex === null) return;
    document.getElementById(optionId(baseId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, baseId]);

  // A sentence typed, pasted or suggested is brought into view unless it is already visible.
  useEffect(() => {
    const box = boxRef.current;
    const option =
      separatorIndex === null ? null : document.getElementById(optionId(baseId, separatorIndex));
    if (!box || !option) return;
    const isVisible =
      option.offsetTop >= box.scrollTop &&
      option.offsetTop + option.offsetHeight <= box.scrollTop + box.clientHeight;
    if (!isVisible) box.scrollTo({ top: option.offsetTop - box.clientHeight / 3 });
  }, [separatorIndex, baseId]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (last < 0) return;
    const current = activeIndex ?? separatorIndex ?? -1;
    if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      onPick(sentences[current] ?? '');
      return;
    }
    const next = nextIndex(event.key, current, last);
    if (next === null) return;
    event.preventDefault();
    setActiveIndex(Math.max(next, 0));
  };

  return (
    <Box
      ref={boxRef}
      role="listbox"
      aria-labelledby={labelId}
      aria-describedby={`${baseId}-help`}
      aria-activedescendant={activeIndex === null ? undefined : optionId(baseId, activeIndex)}
      tabIndex={0}
      className={classes.box}
      onKeyDown={handleKeyDown}
      onBlur={() => setActiveIndex(null)}
    >
      <span id={`${baseId}-help`} hidden>
        Use the arrow keys to move between sentences and Enter to use one as the separating
        sentence.
      </span>
      {paragraphs.map((paragraph, position) =>
        paragraph.kind === 'speaker' ? (
          <div
            key={position}
            className={classes.speaker}
            data-qa={isQa[position] || undefined}
            aria-hidden="true"
          >
            {paragraph.text}
          </div>
        ) : (
          <p
            key={position}
            className={classes.paragraph}
            data-qa={isQa[position] || undefined}
            role="group"
            aria-label={paragraph.speaker ?? undefined}
          >
            {paragraph.sentences.map((sentence) => {
              const isSeparator = sentence.index === separatorIndex;
              return (
                <span key={sentence.index}>
                  {isSeparator && (
                    <span className={classes.marker} aria-hidden="true">
                      Q&amp;A starts here
                    </span>
                  )}
                  <span
                    id={optionId(baseId, sentence.index)}
                    role="option"
                    aria-selected={isSeparator}
                    className={classes.sentence}
                    data-active={sentence.index === activeIndex || undefined}
                    onClick={() => {
                      setActiveIndex(sentence.index);
                      onPick(sentence.text);
                    }}
                  >
                    {sentence.text}
                  </span>{' '}
                </span>
              );
            })}
          </p>
        ),
      )}
    </Box>
  );
}

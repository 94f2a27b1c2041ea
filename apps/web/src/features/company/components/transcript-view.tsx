import type { PreviewTranscript, TranscriptTurn } from '@clearcall/contracts';
import { ActionIcon, Divider, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconChevronUp from '@tabler/icons-react/dist/esm/icons/IconChevronUp.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import {
  Fragment,
  memo,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import classes from './transcript-view.module.css';

/** The DOM id of a transcript sentence, so citations can scroll to it. */
export const sentenceDomId = (id: number) => `transcript-sentence-${id}`;

const ROLE_LABELS: Record<TranscriptTurn['role'], string> = {
  operator: 'Operator',
  executive: 'Management',
  analyst: 'Analyst',
};
const MIN_QUERY_LENGTH = 2;
/** Long prepared remarks read better in paragraphs of a few sentences. */
const SENTENCES_PER_PARAGRAPH = 5;
/**
 * Sentences rendered per frame: the first batch fills the screen, and the rest of a long call
 * follows a batch a frame, so that no single task renders the whole transcript.
 */
const SENTENCES_PER_BATCH = 60;

/** The number of turns shown after each batch: every batch ends on a turn. */
function batchEnds(turns: readonly TranscriptTurn[]): number[] {
  const ends: number[] = [];
  let sentences = 0;
  turns.forEach((turn, index) => {
    sentences += turn.sentences.length;
    if (sentences >= SENTENCES_PER_BATCH || index === turns.length - 1) {
      ends.push(index + 1);
      sentences = 0;
    }
  });
  return ends;
}

/** How many of the turns to render now: one more batch each frame until all are shown. */
function useProgressiveCount(turns: readonly TranscriptTurn[]): number {
  const ends = useMemo(() => batchEnds(turns), [turns]);
  const [batches, setBatches] = useState(1);
  useEffect(() => {
    if (batches >= ends.length) return;
    const frame = requestAnimationFrame(() => setBatches((count) => count + 1));
    return () => cancelAnimationFrame(frame);
  }, [batches, ends.length]);
  return ends[Math.min(batches, ends.length) - 1] ?? 0;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Occurrences of the query in one text (case-insensitive). */
function countMatches(text: string, pattern: RegExp | null): number {
  if (!pattern) return 0;
  return text.match(pattern)?.length ?? 0;
}

/** The text with each match wrapped in a mark numbered from `firstMatch`. */
function highlight(text: string, pattern: RegExp | null, firstMatch: number, current: number) {
  if (!pattern) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  let index = firstMatch;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <mark
        key={start}
        className={classes.match}
        data-match={index}
        data-current={index === current || undefined}
      >
        {match[0]}
      </mark>,
    );
    index += 1;
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

type TurnBlockProps = {
  turn: TranscriptTurn;
  /** The cited sentence ids in this turn, joined, so unchanged turns skip rendering. */
  citedKey: string;
  pattern: RegExp | null;
  firstMatch: number;
  /** The current match when it is in this turn, else -1. */
  currentMatch: number;
};

/** The turn's characters, from which the stylesheet estimates its height before it is laid out. */
const turnStyle = (turn: TranscriptTurn) =>
  ({
    '--turn-chars': turn.sentences.reduce((total, sentence) => total + sentence.text.length, 0),
  }) as CSSProperties;

/**
 * One speaker's turn: plain elements (no component per sentence), laid out only when near the
 * screen (content-visibility), so that a long call stays cheap to render and to scroll.
 */
const TurnBlock = memo(function TurnBlock({
  turn,
  citedKey,
  pattern,
  firstMatch,
  currentMatch,
}: TurnBlockProps) {
  const cited = new Set(citedKey === '' ? [] : citedKey.split(',').map(Number));
  let next = firstMatch;
  const paragraphs: ReactNode[][] = [];
  turn.sentences.forEach((sentence, index) => {
    if (index % SENTENCES_PER_PARAGRAPH === 0) paragraphs.push([]);
    const first = next;
    next += countMatches(sentence.text, pattern);
    paragraphs.at(-1)?.push(
      <Fragment key={sentence.id}>
        <span
          id={sentenceDomId(sentence.id)}
          className={classes.sentence}
          data-cited={cited.has(sentence.id) || undefined}
        >
          {highlight(sentence.text, pattern, first, currentMatch)}
        </span>{' '}
      </Fragment>,
    );
  });
  return (
    <article className={classes.turn} style={turnStyle(turn)}>
      {turn.speaker || turn.title || turn.role !== 'operator' ? (
        <header className={classes.header}>
          <span className={classes.speaker}>{turn.speaker ?? ROLE_LABELS[turn.role]}</span>
          {turn.title ? <span className={classes.title}>{turn.title}</span> : null}
          {turn.speaker && turn.speaker !== ROLE_LABELS[turn.role] ? (
            <span className={classes.role} data-role={turn.role}>
              {ROLE_LABELS[turn.role]}
            </span>
          ) : null}
        </header>
      ) : null}
      {paragraphs.map((paragraph, index) => (
        <p className={classes.text} key={index}>
          {paragraph}
        </p>
      ))}
    </article>
  );
});

type TranscriptViewProps = {
  transcript: PreviewTranscript;
  /** The sentences a citation points at: highlighted, and the first scrolled into view. */
  cited: readonly number[];
  /** Changes each time a citation is followed, so the same one scrolls again. */
  citeRequest: number;
};

/** The full transcript by speaker turn, with a find-in-page box that steps through matches. */
export function TranscriptView({ transcript, cited, citeRequest }: TranscriptViewProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim());
  const [current, setCurrent] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const shown = useProgressiveCount(transcript.turns);

  const pattern = useMemo(
    () =>
      deferredQuery.length >= MIN_QUERY_LENGTH
        ? new RegExp(escapeRegExp(deferredQuery), 'gi')
        : null,
    [deferredQuery],
  );

  // Where each turn's matches start, and the total.
  const { starts, total } = useMemo(() => {
    const firsts: number[] = [];
    let count = 0;
    for (const turn of transcript.turns) {
      firsts.push(count);
      for (const sentence of turn.sentences) count += countMatches(sentence.text, pattern);
    }
    return { starts: firsts, total: count };
  }, [transcript, pattern]);

  const citedSet = useMemo(() => new Set(cited), [cited]);
  const citedKeys = useMemo(
    () =>
      transcript.turns.map((turn) =>
        turn.sentences
          .filter((sentence) => citedSet.has(sentence.id))
          .map((sentence) => sentence.id)
          .join(','),
      ),
    [transcript, citedSet],
  );

  // A match or a cited sentence may be in a turn of a later batch: each jump waits for it.
  const pendingMatch = useRef(false);
  const pendingCitation = useRef(false);
  useLayoutEffect(() => {
    pendingMatch.current = true;
  }, [current, pattern]);
  useLayoutEffect(() => {
    pendingCitation.current = true;
  }, [cited, citeRequest]);

  useEffect(() => {
    if (!pendingMatch.current || total === 0) return;
    const mark = rootRef.current?.querySelector(`[data-match="${current}"]`);
    if (!mark) return;
    pendingMatch.current = false;
    mark.scrollIntoView?.({ block: 'center' });
  }, [current, total, pattern, shown]);

  useEffect(() => {
    const first = cited[0];
    if (!pendingCitation.current || first === undefined) return;
    const element = document.getElementById(sentenceDomId(first));
    if (!element) return;
    pendingCitation.current = false;
    // An instant jump: turns rendered on the way (content-visibility) would move a smooth one.
    element.scrollIntoView?.({ block: 'center' });
  }, [cited, citeRequest, shown]);

  const step = (delta: number) => {
    if (total === 0) return;
    setCurrent((value) => (value + delta + total) % total);
  };

  const qaTurn =
    transcript.qaStartsAt === null
      ? -1
      : transcript.turns.findIndex((turn) =>
          turn.sentences.some((sentence) => sentence.id >= (transcript.qaStartsAt ?? 0)),
        );

  if (transcript.turns.length === 0) {
    return (
      <Text c="dimmed" py="lg">
        The full text of this story is not available.
      </Text>
    );
  }

  const isSearching = pattern !== null;
  return (
    <Stack gap={0} ref={rootRef}>
      <Group className={classes.toolbar} gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          maw={420}
          type="search"
          aria-label="Search the transcript"
          placeholder="Search the transcript"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setCurrent(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              step(event.shiftKey ? -1 : 1);
            }
          }}
        />
        <Text size="sm" c="dimmed" aria-live="polite" miw={70}>
          {isSearching ? (total === 0 ? 'No matches' : `${current + 1} of ${total}`) : null}
        </Text>
        <ActionIcon
          variant="default"
          aria-label="Previous match"
          disabled={total === 0}
          onClick={() => step(-1)}
        >
          <IconChevronUp size={16} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Next match"
          disabled={total === 0}
          onClick={() => step(1)}
        >
          <IconChevronDown size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <VisuallyHidden>
        <h3>Full transcript</h3>
      </VisuallyHidden>
      {transcript.turns.slice(0, shown).map((turn, index) => {
        const first = starts[index] ?? 0;
        const next = starts[index + 1] ?? total;
        return (
          <div key={turn.sentences[0]?.id ?? `turn-${index}`}>
            {index === qaTurn && index > 0 ? (
              <Divider
                className={classes.qaDivider}
                label="Question-and-answer session"
                labelPosition="left"
              />
            ) : null}
            <TurnBlock
              turn={turn}
              citedKey={citedKeys[index] ?? ''}
              pattern={pattern}
              firstMatch={first}
              currentMatch={current >= first && current < next ? current : -1}
            />
          </div>
        );
      })}
    </Stack>
  );
}

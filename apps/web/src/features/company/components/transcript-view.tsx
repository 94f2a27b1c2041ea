import type { PreviewTranscript, TranscriptTurn } from '@clearcall/contracts';
import {
  ActionIcon,
  Badge,
  Divider,
  Group,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconChevronUp from '@tabler/icons-react/dist/esm/icons/IconChevronUp.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import {
  memo,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
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
const ROLE_COLORS: Record<TranscriptTurn['role'], string> = {
  operator: 'gray',
  executive: 'blue',
  analyst: 'teal',
};

const MIN_QUERY_LENGTH = 2;
/** Long prepared remarks read better in paragraphs of a few sentences. */
const SENTENCES_PER_PARAGRAPH = 5;

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

/** One speaker's turn: plain paragraphs of sentence spans, cheap enough for a long call. */
const TurnBlock = memo(function TurnBlock({
  turn,
  citedKey,
  pattern,
  firstMatch,
  currentMatch,
}: TurnBlockProps) {
  const cited = new Set(citedKey === '' ? [] : citedKey.split(',').map(Number));
  // The number of the first match in each sentence.
  const starts = new Map<number, number>();
  let next = firstMatch;
  for (const sentence of turn.sentences) {
    starts.set(sentence.id, next);
    next += countMatches(sentence.text, pattern);
  }
  const paragraphs: TranscriptTurn['sentences'][] = [];
  for (let start = 0; start < turn.sentences.length; start += SENTENCES_PER_PARAGRAPH) {
    paragraphs.push(turn.sentences.slice(start, start + SENTENCES_PER_PARAGRAPH));
  }
  return (
    <article className={classes.turn}>
      {turn.speaker || turn.title || turn.role !== 'operator' ? (
        <Group gap="xs" wrap="wrap">
          <Text component="span" className={classes.speaker}>
            {turn.speaker ?? ROLE_LABELS[turn.role]}
          </Text>
          {turn.title ? (
            <Text component="span" size="sm" c="dimmed">
              {turn.title}
            </Text>
          ) : null}
          {turn.speaker ? (
            <Badge size="xs" variant="light" color={ROLE_COLORS[turn.role]}>
              {ROLE_LABELS[turn.role]}
            </Badge>
          ) : null}
        </Group>
      ) : null}
      {paragraphs.map((paragraph) => (
        <p className={classes.text} key={paragraph[0]?.id}>
          {paragraph.map((sentence) => (
            <span key={sentence.id}>
              <span
                id={sentenceDomId(sentence.id)}
                className={classes.sentence}
                data-cited={cited.has(sentence.id) || undefined}
              >
                {highlight(
                  sentence.text,
                  pattern,
                  starts.get(sentence.id) ?? firstMatch,
                  currentMatch,
                )}
              </span>{' '}
            </span>
          ))}
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

  useEffect(() => {
    if (total === 0) return;
    const mark = rootRef.current?.querySelector(`[data-match="${current}"]`);
    mark?.scrollIntoView?.({ block: 'center' });
  }, [current, total, pattern]);

  useEffect(() => {
    const first = cited[0];
    if (first === undefined) return;
    // An instant jump: turns rendered on the way (content-visibility) would move a smooth one.
    const element = document.getElementById(sentenceDomId(first));
    element?.scrollIntoView?.({ block: 'center' });
  }, [cited, citeRequest]);

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
      {transcript.turns.map((turn, index) => {
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

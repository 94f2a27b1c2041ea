import { splitSentences } from '../text/sentences';
import { scanTokens, type Token } from '../text/tokenize';
import { splitSections } from './split-sections';
import type { Sentence, SpeakerRole, Transcript, TranscriptLayout, Turn } from './types';

/** Options for {@link parseTranscript}. */
export type ParseOptions = {
  /** The admin's separating sentence: the Q&A starts at the first sentence containing it. */
  separator?: string;
};

type Line = { text: string; start: number };
type RawTurn = { speaker: string | null; title: string | null; role: SpeakerRole; lines: Line[] };

const DASH_SPEAKER = /^([A-Z][^\n]{0,80}?)\s+--\s+(.{1,120}?)(?:\s+--\s+(.{1,60}?))?\s*$/;
const COLON_SPEAKER = /^([A-Z][A-Za-z.'’ -]{0,48}?)(?:\s*\(([^)]{1,100})\))?:\s+(\S.*)$/;
const OPERATOR = /^operator$/i;

function readLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split('\n')) {
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed !== '') lines.push({ text: trimmed, start: start + lead });
    start += raw.length + 1;
  }
  return lines;
}

function isDashSpeaker(line: string): boolean {
  if (OPERATOR.test(line)) return true;
  // Most lines are sentences: rule them out before the backtracking pattern runs.
  if (line.length > 160 || !line.includes('--')) return false;
  const match = DASH_SPEAKER.exec(line);
  // A speaker line is short and is not itself a sentence.
  return match !== null && line.length <= 160 && !/[.?!]$/.test(line);
}

function detectLayout(lines: Line[]): TranscriptLayout {
  const dash = lines.filter((line) => isDashSpeaker(line.text) && !OPERATOR.test(line.text));
  if (dash.length >= 1 && lines.some((line) => isDashSpeaker(line.text))) return 'speaker-dash';
  const colonNames = new Set<string>();
  for (const line of lines) {
    const match = COLON_SPEAKER.exec(line.text);
    if (match?.[1] && match[1].split(' ').length <= 5) colonNames.add(match[1]);
  }
  if (colonNames.size >= 2) return 'speaker-colon';
  if (lines.length >= 3) {
    let multi = 0;
    for (const line of lines) if (splitSentences(line.text).length > 1) multi++;
    if (multi / lines.length < 0.2) return 'sentence-lines';
  }
  return 'paragraphs';
}

function dashTurn(line: string): RawTurn {
  if (OPERATOR.test(line)) return { speaker: 'Operator', title: null, role: 'operator', lines: [] };
  const match = DASH_SPEAKER.exec(line);
  const name = match?.[1]?.trim() ?? line;
  const second = match?.[2]?.trim() ?? null;
  const third = match?.[3]?.trim() ?? null;
  if (third !== null && /analyst/i.test(third)) {
    return { speaker: name, title: second, role: 'analyst', lines: [] };
  }
  const role: SpeakerRole = second !== null && /analyst/i.test(second) ? 'analyst' : 'executive';
  return { speaker: name, title: third ? `${second} -- ${third}` : second, role, lines: [] };
}

function groupTurns(lines: Line[], layout: TranscriptLayout): RawTurn[] {
  const turns: RawTurn[] = [];
  let current: RawTurn | null = null;
  for (const line of lines) {
    if (layout === 'speaker-dash' && isDashSpeaker(line.text)) {
      current = dashTurn(line.text);
      turns.push(current);
      continue;
    }
    const colon = layout === 'speaker-colon' ? COLON_SPEAKER.exec(line.text) : null;
    if (colon?.[1] && colon[3]) {
      const name = colon[1].trim();
      const role: SpeakerRole = OPERATOR.test(name)
        ? 'operator'
        : colon[2] && /analyst/i.test(colon[2])
          ? 'analyst'
          : 'unknown';
      const bodyStart = line.start + line.text.length - colon[3].length;
      current = { speaker: name, title: colon[2]?.trim() ?? null, role, lines: [] };
      current.lines.push({ text: colon[3], start: bodyStart });
      turns.push(current);
      continue;
    }
    if (current === null) {
      current = { speaker: null, title: null, role: 'unknown', lines: [] };
      turns.push(current);
    }
    current.lines.push(line);
  }
  return turns.filter((turn) => turn.lines.length > 0);
}

/** Colon layouts rarely name roles: the operator's introductions and questions tell them. */
function inferColonRoles(turns: RawTurn[]): void {
  const introduced = new Set<string>();
  for (const turn of turns) {
    if (turn.role !== 'operator') continue;
    const text = turn.lines.map((line) => line.text).join(' ');
    for (const match of text.matchAll(
      /(?:comes from|come from|line of|question from|go to|goes to)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z'’-]+){0,2})/g,
    )) {
      if (match[1]) introduced.add(match[1]);
    }
  }
  for (const turn of turns) {
    if (turn.role !== 'unknown' || turn.speaker === null) continue;
    turn.role = introduced.has(turn.speaker) ? 'analyst' : 'executive';
  }
}

/**
 * Parses a plain-text transcript in any of the common layouts into turns and sentences,
 * and splits the prepared remarks from the Q&A session.
 */
export function parseTranscript(text: string, options: ParseOptions = {}): Transcript {
  const normalized = text.replace(/\r\n?/g, '\n');
  const lines = readLines(normalized);
  if (lines.length === 0) throw new Error('The transcript is empty.');
  const layout = detectLayout(lines);
  const rawTurns = groupTurns(lines, layout);
  if (layout === 'speaker-colon') inferColonRoles(rawTurns);

  const sentences: Sentence[] = [];
  const turns: Turn[] = rawTurns.map((raw, turnIndex) => {
    const ids: number[] = [];
    for (const line of raw.lines) {
      const spans =
        layout === 'sentence-lines'
          ? [{ text: line.text, start: line.start, end: line.start + line.text.length }]
          : splitSentences(line.text, line.start);
      for (const span of spans) {
        ids.push(sentences.length);
        const tokens: Token[] = [];
        const words = scanTokens(span.text, span.start, tokens);
        sentences.push({
          index: sentences.length,
          turn: turnIndex,
          section: 'remarks',
          text: span.text,
          start: span.start,
          end: span.end,
          words,
          tokens,
        });
      }
    }
    return {
      index: turnIndex,
      speaker: raw.speaker,
      title: raw.title,
      role: raw.role,
      section: 'remarks',
      sentences: ids,
    };
  });

  const split = splitSections(turns, sentences, options.separator);
  if (split.qaStart !== null) {
    for (const sentence of sentences) if (sentence.index >= split.qaStart) sentence.section = 'qa';
    for (const turn of turns) {
      const first = turn.sentences[0];
      if (first !== undefined && first >= split.qaStart) turn.section = 'qa';
    }
  }
  return { layout, turns, sentences, split };
}

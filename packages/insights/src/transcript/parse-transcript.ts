import { TRANSCRIPT_LIMITS, TranscriptInputError } from '../text/limits';
import { sentencePieces, splitSentences } from '../text/sentences';
import { scanTokens, type Token } from '../text/tokenize';
import {
  isAnonymousAnalyst,
  isAnonymousManagement,
  keyIn,
  mayBeFirstName,
  nameKey,
  nameKeys,
} from './person-names';
import { analystsFromQa } from './qa-roles';
import { splitSections } from './split-sections';
import {
  FIRST_NAME,
  introductions,
  isAnalystTitle,
  isOperatorName,
  looksLikeName,
  readBody,
  readLabel,
  type Line,
  type SpeakerLabel,
} from './speakers';
import type {
  Participant,
  Sentence,
  SpeakerRole,
  Transcript,
  TranscriptLayout,
  Turn,
} from './types';

/** An admin's correction of one speaker: every turn of that name takes these. */
export type SpeakerCorrection = {
  name: string;
  role: 'operator' | 'executive' | 'analyst' | 'unknown';
  title?: string | null;
  firm?: string | null;
};

/** Options for {@link parseTranscript}. */
export type ParseOptions = {
  /** The admin's separating sentence: the Q&A starts at the first sentence containing it. */
  separator?: string;
  /** The index of the sentence an admin chose as the Q&A start; wins over everything else. */
  qaStart?: number;
  /** Corrections of speakers' roles, titles and firms, by speaker name. */
  speakers?: SpeakerCorrection[];
};

type RawTurn = {
  speaker: string | null;
  extra: string | null;
  role: SpeakerRole;
  title: string | null;
  firm: string | null;
  /** Each line with its index among the body's lines. */
  lines: (Line & { at: number })[];
};

const DASH_SPEAKER = /^(\p{Lu}[^\n]{0,80}?)\s+--\s+(.{1,120}?)(?:\s+--\s+(.{1,60}?))?\s*$/u;
/**
 * `Name: text` or `Name (Firm - Analyst): text`. A name may carry a familiar name in quotes or
 * parentheses before the surname ("Robert (Bob) Smith") and a suffix after a comma ("John Smith, Jr.").
 */
const COLON_SPEAKER =
  /^(\p{Lu}[\p{L}.'’ -]{0,48}?(?:\s+(?:"\p{Lu}\p{Ll}{1,15}"|“\p{Lu}\p{Ll}{1,15}”|\(\p{Lu}\p{Ll}{1,15}\))\s+\p{Lu}[\p{L}.'’ -]{0,40}?)?(?:,\s*(?:Jr|Sr|II|III|IV)\.?)?)(?:\s*\(([^)]{1,100})\))?:\s+(\S.*)$/u;

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

function isDashSpeaker(line: string, known: Set<string>): boolean {
  if (isOperatorName(line)) return true;
  // Most lines are sentences: rule them out before the pattern runs.
  if (line.length > 160 || !line.includes('--')) return false;
  // A speaker line is short, names someone and is not itself a sentence.
  const name = DASH_SPEAKER.exec(line)?.[1]?.trim();
  // A title may end in an abbreviation ("Aflac U.S."), a sentence in a word ("did it.").
  // A first name alone names a speaker only when the participants list has it.
  const isName = name !== undefined && (looksLikeName(name) || keyIn(name, known) !== undefined);
  return isName && !/(?:[?!]|\b[a-z]+\.)$/.test(line);
}

/** True when a line ends as a sentence or a clause does, not as a name ("Jerry Smith Jr.") does. */
function endsLikeSentence(text: string): boolean {
  return /[.?!,;]$/.test(text) && !/\b(?:Jr|Sr)\.$/i.test(text);
}

/** A line that is only a speaker's label: a listed name, the operator, or a name-like line. */
function ownLineLabel(lines: Line[], i: number, known: Set<string>): SpeakerLabel | null {
  const line = lines[i];
  if (line === undefined || line.text.length > 100 || endsLikeSentence(line.text)) return null;
  // A first name alone ("Rick") is a label when the participants list or the text names it.
  if (FIRST_NAME.test(line.text) && keyIn(line.text, known) !== undefined)
    return { name: line.text, extra: null, role: 'unknown' };
  const label = readLabel(line.text, true);
  if (label === null) return null;
  if (label.role === 'operator' || keyIn(label.name, known) !== undefined) return label;
  return speechFollows(lines, i) ? label : null;
}

/** True when the line after `i` is speech: not a label itself, and long enough to be said. */
function speechFollows(lines: Line[], i: number): boolean {
  const next = lines[i + 1];
  return next !== undefined && readLabel(next.text, true) === null && next.text.length >= 20;
}

/**
 * True when the lines around a name on its own line use its first name as a person's: the line
 * before introduces it ("comes from Rick"), or the lines after say "this is Rick" or "it's Rick"
 * or greet it ("Sure, Rick"). A full name also counts where the line before hands over to it
 * ("Kevin, will you take us through..."); a single word at the head of a sentence ("Okay, ...")
 * is too common for that.
 */
function namedAround(lines: Line[], i: number, name: string): boolean {
  const first = (name.split(/\s+/)[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = lines[i - 1]?.text ?? '';
  const introduced = introductions(before);
  if (keyIn(name, introduced) !== undefined || introduced.has(nameKey(first))) return true;
  // An analyst the operator introduced in full may then be labelled by first name alone.
  const firstKey = nameKey(first);
  if (
    !name.includes(' ') &&
    [...introduced.keys()].some((key) => mayBeFirstName(firstKey, key.split(' ')[0] ?? ''))
  )
    return true;
  if (name.includes(' ') && new RegExp(`(?:^|[.?!]\\s)${first},`).test(before)) return true;
  const after = lines
    .slice(i + 1, i + 4)
    .map((line) => line.text)
    .join(' ');
  const cue =
    "(?:[Tt]his is|[Ii]t's|[Ii]t’s|[Hh]i,|[Hh]ey,|[Tt]hanks,|[Tt]hank you,|[Ss]ure,|[Ss]o,)";
  return new RegExp(`\\b${cue} ${first}\\b`).test(after);
}

/** True when the line after `i` is said, however short: not empty and not a label itself. */
function replyFollows(lines: Line[], i: number): boolean {
  const next = lines[i + 1];
  return next !== undefined && readLabel(next.text, true) === null;
}

/**
 * A first name used to speak to someone or by someone of themselves: after a greeting or in a
 * self-introduction ("Good morning, Jason", "this is Bill"), at the end of a sentence after a comma
 * ("It will drag into next year, Adam.") or at the head of one ("Craig, we are encouraged").
 */
const ADDRESS =
  /\b(?:[Gg]ood (?:morning|afternoon|evening)|[Hh]i|[Hh]ey|[Hh]ello|[Tt]hanks|[Tt]hank you|[Tt]his is|[Ii]t's|[Ii]t’s)\s*,?\s+(\p{Lu}\p{Ll}{1,20})\b|,\s+(\p{Lu}\p{Ll}{1,20})(?=[.?!])|(?:^|[.?!]\s+)(\p{Lu}\p{Ll}{1,20}),\s/gu;

/** Words said alone as a reply that also open sentences with a comma ("Okay, we can take..."). */
const INTERJECTION =
  /^(?:okay|ok|yes|yeah|yep|sure|thanks|great|right|well|so|and|but|no|now|alright|good|perfect|absolutely|understood|fair|correct|exactly|hi|hey|hello|got|excellent|wonderful|helpful|terrific|fantastic|indeed|agreed)$/i;

/**
 * The single words that stand on their own line before a reply at least twice and that the call
 * also uses as a first name, greeting or thanking someone by it ("Hey, good morning, Jason."):
 * an analyst labelled by first name alone, whom the operator introduced under another name or
 * not at all.
 */
function firstNameLabels(lines: Line[]): Set<string> {
  const alone = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    const text = (lines[i] as Line).text;
    if (INTERJECTION.test(text) || isOperatorName(text)) continue;
    if (FIRST_NAME.test(text) && replyFollows(lines, i))
      alone.set(text, (alone.get(text) ?? 0) + 1);
  }
  const labels = new Set<string>();
  if (alone.size === 0) return labels;
  for (const line of lines)
    for (const match of line.text.matchAll(ADDRESS)) {
      const word = match[1] ?? match[2] ?? match[3] ?? '';
      if ((alone.get(word) ?? 0) >= 2) labels.add(word);
    }
  return labels;
}

/**
 * The names that stand on their own line before a speech somewhere in the text: the same name
 * is then a speaker's label also where a short reply ("Thank you, Ken.") follows it. A first
 * name alone, or a name before a short reply, counts where the lines around use it as a name.
 */
function ownLineNames(lines: Line[]): Set<string> {
  const names = new Set<string>();
  for (const word of firstNameLabels(lines)) names.add(nameKey(word));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (line.text.length > 100 || endsLikeSentence(line.text) || !replyFollows(lines, i)) continue;
    if (isOperatorName(line.text)) continue;
    const firstNameOnly = FIRST_NAME.test(line.text);
    const label = firstNameOnly ? { name: line.text } : readLabel(line.text, true);
    if (label === null) continue;
    if ((!firstNameOnly && speechFollows(lines, i)) || namedAround(lines, i, label.name))
      for (const key of nameKeys(label.name)) names.add(key);
  }
  return names;
}

function detectLayout(lines: Line[], known: Set<string>): TranscriptLayout {
  if (lines.some((line) => isDashSpeaker(line.text, known) && !isOperatorName(line.text)))
    return 'speaker-dash';
  const colonNames = new Set<string>();
  for (const line of lines) {
    const match = COLON_SPEAKER.exec(line.text);
    if (match?.[1] && match[1].split(' ').length <= 5) colonNames.add(match[1]);
  }
  if (colonNames.size >= 2) return 'speaker-colon';
  const ownLine = new Set<string>();
  let labels = 0;
  for (let i = 0; i < lines.length; i++) {
    const label = ownLineLabel(lines, i, known);
    if (label === null) continue;
    labels++;
    ownLine.add(nameKey(label.name));
  }
  if (ownLine.size >= 2 && labels >= 3) return 'speaker-line';
  if (lines.length >= 3) {
    let multi = 0;
    for (const line of lines) if (splitSentences(line.text).length > 1) multi++;
    if (multi / lines.length < 0.2) return 'sentence-lines';
  }
  return 'paragraphs';
}

function newTurn(label: SpeakerLabel): RawTurn {
  return {
    speaker: label.name,
    extra: label.extra,
    role: label.role,
    title: null,
    firm: null,
    lines: [],
  };
}

function dashLabel(line: string): SpeakerLabel {
  if (isOperatorName(line)) return { name: 'Operator', extra: null, role: 'operator' };
  const match = DASH_SPEAKER.exec(line);
  const name = match?.[1]?.trim() ?? line;
  const second = match?.[2]?.trim() ?? null;
  const third = match?.[3]?.trim() ?? null;
  if (third !== null && (/analyst/i.test(third) || isAnalystTitle(third)))
    return { name, extra: second, role: 'analyst' };
  if (second !== null && /^analyst$/i.test(second)) return { name, extra: null, role: 'analyst' };
  return { name, extra: third ? `${second} -- ${third}` : second, role: 'unknown' };
}

function colonLabel(name: string, paren: string | undefined): SpeakerLabel {
  if (isOperatorName(name)) return { name: 'Operator', extra: null, role: 'operator' };
  const inParens = paren?.trim() ?? null;
  if (inParens !== null && /analyst/i.test(inParens)) {
    const firm = inParens.replace(/\s*(?:[-–,]|--)?\s*analyst$/i, '').trim();
    return { name, extra: firm === '' ? null : firm, role: 'analyst' };
  }
  return { name, extra: inParens, role: 'unknown' };
}

function groupTurns(lines: Line[], layout: TranscriptLayout, known: Set<string>): RawTurn[] {
  const turns: RawTurn[] = [];
  let current: RawTurn | null = null;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] as Line;
    if (layout === 'speaker-dash' && isDashSpeaker(line.text, known)) {
      current = newTurn(dashLabel(line.text));
      turns.push(current);
      continue;
    }
    if (layout === 'speaker-line') {
      const label = ownLineLabel(lines, at, known);
      if (label !== null) {
        current = newTurn(label);
        turns.push(current);
        continue;
      }
    }
    const colon = layout === 'speaker-colon' ? COLON_SPEAKER.exec(line.text) : null;
    if (colon?.[1] && colon[3]) {
      const bodyStart = line.start + line.text.length - colon[3].length;
      current = newTurn(colonLabel(colon[1].trim(), colon[2]));
      current.lines.push({ text: colon[3], start: bodyStart, at });
      turns.push(current);
      continue;
    }
    if (current === null) {
      current = { speaker: null, extra: null, role: 'unknown', title: null, firm: null, lines: [] };
      turns.push(current);
    }
    current.lines.push({ ...line, at });
  }
  return turns.filter((turn) => turn.lines.length > 0);
}

/**
 * Settles each speaker's role, title and firm: the participants list first, then what the
 * speaker line says, then the operator's introductions (which name analysts and their firms);
 * everyone else who speaks is management. The admin's corrections win over all of these.
 */
function assignRoles(
  turns: RawTurn[],
  listed: Map<string, Participant>,
  listedPresumed: Set<string>,
  corrections: Map<string, SpeakerCorrection>,
): Set<string> {
  /** Speakers taken for management only because nothing said otherwise. */
  const presumed = new Set<string>();
  const introduced = new Map<string, string | null>();
  for (const turn of turns) {
    if (turn.role !== 'operator') continue;
    const text = turn.lines.map((line) => line.text).join(' ');
    for (const [key, firm] of introductions(text)) {
      if (!introduced.has(key) || introduced.get(key) === null) introduced.set(key, firm);
    }
  }
  for (const turn of turns) {
    if (turn.speaker === null) continue;
    const key = nameKey(turn.speaker);
    // The list, the speaker line and the operator may each spell the name another way.
    const listedKey = keyIn(turn.speaker, listed);
    const entry = listedKey === undefined ? undefined : listed.get(listedKey);
    const introducedKey = keyIn(turn.speaker, introduced);
    if (entry && turn.role !== 'operator') {
      turn.role = entry.role;
      turn.title = entry.title;
      turn.firm = entry.firm;
      if (listedKey !== undefined && listedPresumed.has(listedKey))
        turn.role = introducedKey !== undefined ? 'analyst' : 'unknown';
      if (turn.role === 'analyst') turn.firm ??= entry.title;
    }
    if (turn.role === 'unknown' && introducedKey !== undefined) turn.role = 'analyst';
    // A label for an unnamed speaker may say which side they are on ("Unidentified Analyst").
    if (turn.role === 'unknown' && isAnonymousAnalyst(turn.speaker)) turn.role = 'analyst';
    if (turn.role === 'unknown' && isAnonymousManagement(turn.speaker)) turn.role = 'executive';
    if (turn.role === 'unknown') {
      turn.role = 'executive';
      presumed.add(key);
    }
    if (turn.role === 'analyst')
      turn.firm ??=
        turn.extra ?? (introducedKey === undefined ? null : introduced.get(introducedKey)) ?? null;
    if (turn.role === 'executive') turn.title ??= turn.extra;
    const correction = corrections.get(key);
    if (correction) {
      turn.role = correction.role;
      if (correction.title !== undefined) turn.title = correction.title;
      if (correction.firm !== undefined) turn.firm = correction.firm;
    }
    if (turn.role !== 'executive' && turn.role !== 'unknown') turn.title = null;
    if (turn.role !== 'analyst') turn.firm = null;
    if (correction) presumed.delete(key);
  }
  return presumed;
}

/** The listed participants (corrected), then anyone who speaks without being listed. */
function participantsOf(
  listed: Participant[],
  turns: Turn[],
  corrections: Map<string, SpeakerCorrection>,
): Participant[] {
  const out: Participant[] = [];
  const seen = new Set<string>();
  const spoken = new Map<string, Turn>();
  for (const turn of turns) {
    if (turn.speaker === null) continue;
    for (const key of nameKeys(turn.speaker)) if (!spoken.has(key)) spoken.set(key, turn);
  }
  for (const entry of listed) {
    const key = nameKey(entry.name);
    if (seen.has(key)) continue;
    for (const other of nameKeys(entry.name)) seen.add(other);
    const correction = corrections.get(key);
    const spokenKey = keyIn(entry.name, spoken);
    const turn = spokenKey === undefined ? undefined : spoken.get(spokenKey);
    out.push(
      turn
        ? { name: entry.name, role: turn.role, title: turn.title, firm: turn.firm }
        : correction
          ? {
              name: entry.name,
              role: correction.role,
              title: correction.title !== undefined ? correction.title : entry.title,
              firm: correction.firm !== undefined ? correction.firm : entry.firm,
            }
          : entry,
    );
  }
  for (const turn of turns) {
    if (turn.speaker === null) continue;
    if (keyIn(turn.speaker, seen) !== undefined) continue;
    for (const key of nameKeys(turn.speaker)) seen.add(key);
    out.push({ name: turn.speaker, role: turn.role, title: turn.title, firm: turn.firm });
  }
  return out;
}

function checkLength(text: string): void {
  if (text.length > TRANSCRIPT_LIMITS.maxChars)
    throw new TranscriptInputError(
      'TOO_LONG',
      `The transcript has ${text.length.toLocaleString('en-US')} characters; at most ` +
        `${TRANSCRIPT_LIMITS.maxChars.toLocaleString('en-US')} are read.`,
    );
}

function tooManySentences(): TranscriptInputError {
  return new TranscriptInputError(
    'TOO_MANY_SENTENCES',
    `The transcript has more than ${TRANSCRIPT_LIMITS.maxSentences.toLocaleString('en-US')} ` +
      'sentences, more than any earnings call.',
  );
}

/**
 * Parses a plain-text transcript in any of the common layouts into turns, sentences and
 * participants, and splits the prepared remarks from the Q&A session. Headings and the
 * participants list are read, never made sentences. Throws {@link TranscriptInputError} for an
 * empty text or one over {@link TRANSCRIPT_LIMITS}.
 */
export function parseTranscript(text: string, options: ParseOptions = {}): Transcript {
  checkLength(text);
  const normalized = text.replace(/\r\n?/g, '\n');
  const body = readBody(readLines(normalized));
  const lines = body.lines;
  if (lines.length === 0) throw new TranscriptInputError('EMPTY', 'The transcript is empty.');
  const listed = new Map(
    body.participants.flatMap((entry) => nameKeys(entry.name).map((key) => [key, entry] as const)),
  );
  const corrections = new Map(
    (options.speakers ?? []).map((correction) => [nameKey(correction.name), correction]),
  );
  const known = new Set(listed.keys());
  for (const key of corrections.keys()) known.add(key);
  for (const key of ownLineNames(lines)) known.add(key);
  const layout = detectLayout(lines, known);
  const rawTurns = groupTurns(lines, layout, known);
  const presumed = assignRoles(rawTurns, listed, body.presumed, corrections);

  const sentences: Sentence[] = [];
  /** The body line each sentence comes from. */
  const lineOf: number[] = [];
  const turns: Turn[] = rawTurns.map((raw, turnIndex) => {
    const ids: number[] = [];
    for (const line of raw.lines) {
      const spans =
        layout === 'sentence-lines'
          ? sentencePieces(line.text, line.start)
          : splitSentences(line.text, line.start);
      for (const span of spans) {
        if (sentences.length >= TRANSCRIPT_LIMITS.maxSentences) throw tooManySentences();
        ids.push(sentences.length);
        lineOf.push(line.at);
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
      firm: raw.firm,
      role: raw.role,
      section: 'remarks',
      sentences: ids,
    };
  });

  let heading: number | null = null;
  if (body.qaLine !== null) {
    const at = lineOf.findIndex((line) => line >= (body.qaLine ?? 0));
    if (at > 0) heading = at;
  }
  const hints = { separator: options.separator, qaStart: options.qaStart, heading };
  let split = splitSections(turns, sentences, hints);
  // Analysts found in the Q&A can move its start to the first of them, so it is sought again.
  if (split.qaStart !== null && analystsFromQa(turns, sentences, split.qaStart, presumed))
    split = splitSections(turns, sentences, hints);
  if (split.qaStart !== null) {
    for (const sentence of sentences) if (sentence.index >= split.qaStart) sentence.section = 'qa';
    for (const turn of turns) {
      const first = turn.sentences[0];
      if (first !== undefined && first >= split.qaStart) turn.section = 'qa';
    }
  }
  const participants = participantsOf(body.participants, turns, corrections);
  return { layout, turns, sentences, participants, split };
}

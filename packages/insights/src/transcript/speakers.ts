import { isAnonymous, nameKey, nameKeys, plainName } from './person-names';
import type { Participant, SpeakerRole } from './types';

/** A line of the input with its offset in the whole text. */
export type Line = { text: string; start: number };

/** What a speaker line says: the name, the text after it (title or firm) and a stated role. */
export type SpeakerLabel = {
  name: string;
  /** A title or a firm: which one is settled once the speaker's role is known. */
  extra: string | null;
  role: SpeakerRole;
};

const OPERATOR = /^operator$/i;
const NAME_WORD =
  /^(?:\p{Lu}[\p{L}'’.-]*|\p{Lu}\.|de|da|di|del|der|van|von|la|le|du|Jr\.?|Sr\.?|II|III|IV)$/u;
/**
 * An analyst's title after the firm: "Analyst", "Senior Research Analyst", "Director-Senior
 * Analyst", a research associate's, or "Analyst" misspelt as published lists do ("Anlayst").
 */
const ANALYST = /\b(?:analyst|anlayst|analsyt|analyts|annalyst|analist|research associate)$/i;

/** True when a title after a firm names an analyst or a research associate. */
export function isAnalystTitle(title: string): boolean {
  return ANALYST.test(title.trim());
}
/** A first name alone, as a call lists or labels a speaker it knows no more of ("Rick--Analyst"). */
export const FIRST_NAME = /^\p{Lu}[\p{Ll}'’-]{1,20}$/u;
/** Words of a job title that no firm's name carries. */
const JOB_TITLE =
  /\b(?:chief|president|officer|director|chairman|chairwoman|chairperson|treasurer|secretary|counsel|controller|head of|manager|investor relations|founder|ceo|cfo|coo|cto|evp|svp|vp)\b/i;

/** True when the text after a listed name is a job title rather than a firm. */
export function isJobTitle(text: string): boolean {
  return JOB_TITLE.test(text);
}
/** A name whose suffix follows a comma, at the start of a line: "John Smith, Jr.". */
const SUFFIXED_NAME = /^([^,]{3,60},\s*(?:Jr|Sr|II|III|IV)\.?)(?=,|$)/i;
/** Separators between a name and its title or firm: "--", an en or em dash, or " - ". */
const SEPARATOR = /\s*(?:--|—|–)\s*|\s+-\s+/;

/** True for the call operator's label. */
export function isOperatorName(name: string): boolean {
  return OPERATOR.test(name.trim());
}

/**
 * True when a short text reads like a person's name: two to five capitalised words, written
 * plainly or with a familiar name, a suffix or accents, or a label for an unnamed speaker.
 */
export function looksLikeName(text: string): boolean {
  if (text.length < 3 || text.length > 60) return false;
  if (isAnonymous(text)) return true;
  const words = plainName(text).split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  if (!/^[A-Z]/.test(words[0] ?? '')) return false;
  return words.every((word) => NAME_WORD.test(word));
}

/**
 * Reads `Name -- Title`, `Name--Firm -- Analyst`, `Name - Firm - Analyst`, `Name, Title` or a bare
 * name; null when the text does not start with something that reads like a name. In a
 * participants list (`inList`) a first name alone before a firm is an entry too.
 */
export function readLabel(text: string, bareName: boolean, inList = false): SpeakerLabel | null {
  const line = text.trim().replace(/:$/, '');
  if (line.length > 200) return null;
  if (isOperatorName(line)) return { name: 'Operator', extra: null, role: 'operator' };
  const parts = line
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const [name, ...rest] = parts as [string, ...string[]];
    if (isOperatorName(name)) return { name: 'Operator', extra: null, role: 'operator' };
    const last = rest[rest.length - 1] ?? '';
    const isAnalyst = ANALYST.test(last);
    // A list may give someone by first name alone with a firm ("Danielle -- Bank of America").
    if (!looksLikeName(name) && !((isAnalyst || inList) && FIRST_NAME.test(name))) return null;
    if (isAnalyst) {
      const firm = rest.slice(0, -1).join(' -- ');
      return { name, extra: firm === '' ? null : firm, role: 'analyst' };
    }
    return { name, extra: rest.join(' -- '), role: 'unknown' };
  }
  // A suffix after a comma belongs to the name ("John Smith, Jr., Chief Executive Officer").
  const suffixed = SUFFIXED_NAME.exec(line)?.[1]?.length ?? 0;
  const comma = line.indexOf(', ', suffixed);
  if (comma > 0) {
    const name = line.slice(0, comma);
    const extra = line.slice(comma + 2).trim();
    if (looksLikeName(name) && extra !== '' && !/[.?!]$/.test(extra)) {
      const analyst = /(?:^|\s|,)analyst$/i.test(extra);
      const firm = analyst
        ? extra.replace(/,?\s*(?:research |equity )?analyst$/i, '').trim()
        : extra;
      return { name, extra: firm === '' ? null : firm, role: analyst ? 'analyst' : 'unknown' };
    }
    return null;
  }
  if (bareName && looksLikeName(line)) return { name: line, extra: null, role: 'unknown' };
  return null;
}

const HEADING =
  /^(?:(?:table of )?contents|prepared remarks|presentation|management discussion(?: section)?|questions? (?:and|&) answers?(?: session)?|question-and-answer session|q\s?&\s?a(?: session)?|(?:call|corporate|conference call|company|other) participants|participants|executives|analysts|duration:.*)\s*:?$/i;
const QA_HEADING = /^(?:questions?|q\s?&)/i;
const LIST_HEADING = /participants|^executives|^analysts/i;

/** The kind of a heading line, or null for any other line. */
export function headingKind(text: string): 'qa' | 'list' | 'other' | null {
  if (text.length > 60 || !HEADING.test(text)) return null;
  if (QA_HEADING.test(text)) return 'qa';
  if (LIST_HEADING.test(text)) return 'list';
  return 'other';
}

/** The lines of a transcript once its headings and participants list are taken out. */
export type Body = {
  lines: Line[];
  participants: Participant[];
  /** Index into `lines` of the first line after the Q&A heading, or null without one. */
  qaLine: number | null;
  /** Listed people taken for management only because the list does not say otherwise. */
  presumed: Set<string>;
};

function participantOf(label: SpeakerLabel, heading: string): Participant {
  const role: SpeakerRole =
    label.role === 'operator'
      ? 'operator'
      : label.role === 'analyst' || /^analysts/i.test(heading)
        ? 'analyst'
        : 'executive';
  return {
    name: label.name,
    role,
    title: role === 'executive' ? label.extra : null,
    firm: role === 'analyst' ? label.extra : null,
  };
}

/**
 * Takes the headings ("Prepared Remarks:", "Questions and Answers:", "Contents:") and the
 * participants lists out of the lines. A Q&A heading counts only with text before and after
 * it (a table of contents names the sections before any of them starts).
 */
export function readBody(all: Line[]): Body {
  const lines: Line[] = [];
  const participants: Participant[] = [];
  const presumed = new Set<string>();
  let qaLine: number | null = null;
  for (let i = 0; i < all.length; i++) {
    const line = all[i] as Line;
    const kind = headingKind(line.text);
    if (kind === null) {
      lines.push(line);
      continue;
    }
    if (kind === 'qa') {
      const next = all[i + 1];
      if (lines.length > 0 && next !== undefined && headingKind(next.text) === null)
        qaLine = lines.length;
      continue;
    }
    if (kind !== 'list') continue;
    // The entries follow the list heading, one a line, until a line that is not one.
    while (i + 1 < all.length) {
      const entry = all[i + 1] as Line;
      if (headingKind(entry.text) !== null) break;
      const label = readLabel(entry.text, true, true);
      if (label === null) break;
      // A bare name is an entry only when an entry or a heading follows it, not a speech.
      const after = all[i + 2];
      const bare = label.extra === null && label.role !== 'analyst';
      if (
        bare &&
        after !== undefined &&
        headingKind(after.text) === null &&
        readLabel(after.text, true) === null
      )
        break;
      const participant = participantOf(label, line.text);
      const titled = participant.title !== null && isJobTitle(participant.title);
      if (participant.role === 'executive' && !titled && !/^executives/i.test(line.text))
        for (const key of nameKeys(participant.name)) presumed.add(key);
      participants.push(participant);
      i++;
    }
  }
  return { lines, participants, qaLine, presumed };
}

/** Operator introductions: "next question comes from Sam Patel with Crescent Bank". */
const INTRODUCTION =
  /\b(?:comes from|come from|coming from|is from|line of|question from|questions from|(?:go|goes)(?: first| next| now)? to|we have|hear from)\s+((?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’-]+)(?:,?\s+(?:with|of|from|at)\s+((?:[A-Z]\.){0,3}[A-Z&][\w&'’-]*(?:\s+(?:[A-Z&][\w&'’-]*|of|and|&|de|du|la)){0,6}))?/g;
const TRAILING_CONNECTOR = /(?:\s+(?:of|and|&|de|du|la))+$/;

/** The people an operator introduces, by {@link nameKey}, with the firm named when one is. */
export function introductions(operatorText: string): Map<string, string | null> {
  const found = new Map<string, string | null>();
  for (const match of operatorText.matchAll(INTRODUCTION)) {
    const name = match[1];
    if (!name) continue;
    const firm = match[2]?.replace(TRAILING_CONNECTOR, '').trim() ?? null;
    const key = nameKey(name);
    if (!found.has(key) || found.get(key) === null) found.set(key, firm || null);
  }
  return found;
}

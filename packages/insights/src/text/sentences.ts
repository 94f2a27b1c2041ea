import { pieceEnd, TRANSCRIPT_LIMITS } from './limits';

/** A sentence span inside a larger text. */
export type SentenceSpan = { text: string; start: number; end: number };

const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof inc corp co ltd llc plc vs etc e.g i.e u.s u.k st jr sr no approx ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec fig est dept mt ft avg'
  ).split(' '),
);

/** The longest word {@link ABBREVIATIONS} holds, so the look back before a dot stays short. */
const LONGEST_ABBREVIATION = 8;

const isLetterOrDot = (code: number) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 46;
const isEnd = (ch: string) => ch === '.' || ch === '!' || ch === '?';
const isCloser = (ch: string) => ch === '"' || ch === "'" || ch === ')' || ch === ']';
const isOpener = (ch: string) => ch === '"' || ch === "'" || ch === '(' || ch === '[';
const isSpace = (ch: string) => ch !== '' && /\s/.test(ch);
const startsSentence = (ch: string) =>
  (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch === '$';

function isBoundary(text: string, dot: number): boolean {
  if (text[dot] !== '.') return true;
  let wordStart = dot;
  // A word longer than any abbreviation ends a sentence whatever it is: look back no further.
  while (
    wordStart > 0 &&
    dot - wordStart <= LONGEST_ABBREVIATION &&
    isLetterOrDot(text.charCodeAt(wordStart - 1))
  )
    wordStart--;
  if (dot - wordStart > LONGEST_ABBREVIATION) return true;
  const word = text.slice(wordStart, dot).toLowerCase();
  if (ABBREVIATIONS.has(word)) return false;
  // Single capital initials ("J. Smith") are names, not sentence ends.
  return !/^[a-z]$/.test(word) || word === 'i';
}

/**
 * Splits prose into sentences on . ! ? (and closing quotes or brackets) followed by whitespace
 * and a capital, digit, quote or bracket. One pass over the text: every character is looked at
 * a bounded number of times, whatever the text holds. A sentence longer than `maxChars` is cut
 * at word boundaries into pieces.
 */
export function splitSentences(
  text: string,
  offset = 0,
  maxChars: number = TRANSCRIPT_LIMITS.maxSentenceChars,
): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const length = text.length;
  let start = 0;
  let i = 0;
  while (i < length) {
    if (!isEnd(text[i] ?? '')) {
      i++;
      continue;
    }
    const at = i;
    while (i < length && isEnd(text[i] ?? '')) i++;
    while (i < length && isCloser(text[i] ?? '')) i++;
    const punctuationEnd = i;
    while (i < length && isSpace(text[i] ?? '')) i++;
    if (i === punctuationEnd) continue;
    const next = isOpener(text[i] ?? '') ? (text[i + 1] ?? '') : (text[i] ?? '');
    if (!startsSentence(next) || !isBoundary(text, at)) continue;
    pushSpan(spans, text, start, punctuationEnd, offset, maxChars);
    start = i;
  }
  pushSpan(spans, text, start, length, offset, maxChars);
  return spans;
}

/** A text as one sentence, cut at word boundaries into pieces of at most `maxChars`. */
export function sentencePieces(
  text: string,
  offset = 0,
  maxChars: number = TRANSCRIPT_LIMITS.maxSentenceChars,
): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  pushSpan(spans, text, 0, text.length, offset, maxChars);
  return spans;
}

function pushSpan(
  spans: SentenceSpan[],
  text: string,
  from: number,
  to: number,
  offset: number,
  maxChars: number,
) {
  let a = from;
  let b = to;
  while (a < b && isSpace(text[a] ?? '')) a++;
  while (b > a && isSpace(text[b - 1] ?? '')) b--;
  while (b > a) {
    const end = pieceEnd(text, a, b, maxChars);
    let pieceTo = end;
    while (pieceTo > a && isSpace(text[pieceTo - 1] ?? '')) pieceTo--;
    spans.push({ text: text.slice(a, pieceTo), start: offset + a, end: offset + pieceTo });
    a = end;
    while (a < b && isSpace(text[a] ?? '')) a++;
  }
}

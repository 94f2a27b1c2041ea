import { matchesOf } from './matches';

/** A sentence span inside a larger text. */
export type SentenceSpan = { text: string; start: number; end: number };

const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof inc corp co ltd llc plc vs etc e.g i.e u.s u.k st jr sr no approx ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec fig est dept mt ft avg'
  ).split(' '),
);

function isBoundary(text: string, dot: number): boolean {
  const ch = text[dot];
  if (ch !== '.') return true;
  let wordStart = dot;
  while (wordStart > 0 && /[A-Za-z.]/.test(text[wordStart - 1] ?? '')) wordStart--;
  const word = text.slice(wordStart, dot).toLowerCase();
  if (ABBREVIATIONS.has(word)) return false;
  // Single capital initials ("J. Smith") are names, not sentence ends.
  return !/^[a-z]$/.test(word) || word === 'i';
}

const SENTENCE_END = /[.!?]+["')\]]*\s+(?=["'([]?[A-Z0-9$])/g;

/** Splits prose into sentences on . ! ? followed by a capital, digit, quote or bracket. */
export function splitSentences(text: string, offset = 0): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = 0;
  for (const match of matchesOf(SENTENCE_END, text)) {
    const at = match.index ?? 0;
    if (!isBoundary(text, at)) continue;
    const end = at + match[0].trimEnd().length;
    pushSpan(spans, text, start, end, offset);
    start = at + match[0].length;
  }
  pushSpan(spans, text, start, text.length, offset);
  return spans;
}

function pushSpan(spans: SentenceSpan[], text: string, from: number, to: number, offset: number) {
  let a = from;
  let b = to;
  while (a < b && /\s/.test(text[a] ?? '')) a++;
  while (b > a && /\s/.test(text[b - 1] ?? '')) b--;
  if (b > a) spans.push({ text: text.slice(a, b), start: offset + a, end: offset + b });
}

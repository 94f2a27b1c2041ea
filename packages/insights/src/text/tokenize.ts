import { stemPorterOriginal } from '../rouge/porter-original';
import { isStopword } from './stopwords';

/** A word or number found in a text, with its position and its search term. */
export type Token = {
  /** The token as written. */
  text: string;
  /** Lower-case, stemmed form used for matching; numbers keep their digits. */
  term: string;
  isNumber: boolean;
  isStopword: boolean;
  start: number;
  end: number;
};

const TOKEN_PATTERN = /\d+(?:[.,]\d+)*|[A-Za-z]+(?:['’][A-Za-z]+)?/g;
const STEM_CACHE = new Map<string, string>();
const STEM_CACHE_LIMIT = 200_000;

/** Lower-cases and stems one word; results are cached because vocabularies repeat. */
export function termOf(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  let term = STEM_CACHE.get(lower);
  if (term === undefined) {
    term = lower.length <= 3 ? lower : stemPorterOriginal(lower);
    if (STEM_CACHE.size < STEM_CACHE_LIMIT) STEM_CACHE.set(lower, term);
  }
  return term;
}

/** Splits text into word and number tokens in one linear scan. */
export function tokenize(text: string, offset = 0): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const raw = match[0];
    const start = offset + (match.index ?? 0);
    const isNumber = raw.charCodeAt(0) <= 57;
    tokens.push({
      text: raw,
      term: isNumber ? raw.replace(/,/g, '') : termOf(raw),
      isNumber,
      isStopword: !isNumber && isStopword(raw.toLowerCase()),
      start,
      end: start + raw.length,
    });
  }
  return tokens;
}

/** The content terms of a text (no stopwords), the unit every scorer counts. */
export function contentTerms(tokens: readonly Token[]): string[] {
  const terms: string[] = [];
  for (const token of tokens) if (!token.isStopword) terms.push(token.term);
  return terms;
}

/** Counts the words of a text the way a reader would (whitespace-separated). */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const isSpace = code === 32 || code === 10 || code === 9 || code === 13;
    if (!isSpace && !inWord) count++;
    inWord = !isSpace;
  }
  return count;
}

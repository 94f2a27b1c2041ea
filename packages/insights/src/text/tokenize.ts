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

/** What a written word maps to; cached by the word as written, since vocabularies repeat. */
type WordInfo = { term: string; isStopword: boolean };
const WORD_CACHE = new Map<string, WordInfo>();

function wordInfo(raw: string): WordInfo {
  let info = WORD_CACHE.get(raw);
  if (info === undefined) {
    info = { term: termOf(raw), isStopword: isStopword(raw.toLowerCase()) };
    if (WORD_CACHE.size < STEM_CACHE_LIMIT) WORD_CACHE.set(raw, info);
  }
  return info;
}

/** Splits text into word and number tokens in one linear scan. */
export function tokenize(text: string, offset = 0): Token[] {
  const tokens: Token[] = [];
  TOKEN_PATTERN.lastIndex = 0;
  for (let match = TOKEN_PATTERN.exec(text); match !== null; match = TOKEN_PATTERN.exec(text)) {
    const raw = match[0];
    const start = offset + match.index;
    const isNumber = raw.charCodeAt(0) <= 57;
    const info = isNumber ? null : wordInfo(raw);
    tokens.push({
      text: raw,
      term: info ? info.term : raw.includes(',') ? raw.replace(/,/g, '') : raw,
      isNumber,
      isStopword: info ? info.isStopword : false,
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

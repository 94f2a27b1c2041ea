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
  /**
   * A small integer standing for `term`, the same for every text, so scorers can count terms
   * in typed arrays; -1 for numbers and stopwords, {@link UNNUMBERED} for the rare term seen
   * after the table of ids filled up.
   */
  id: number;
  start: number;
  end: number;
};

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

/** The id of a content term seen after the term table filled up: match it by `term`. */
export const UNNUMBERED = -2;

/** Content terms numbered in the order first seen; the table only grows, up to its limit. */
const TERM_IDS = new Map<string, number>();
const TERM_ID_LIMIT = 2_000_000;

/** The id of a content term, or {@link UNNUMBERED} once the table is full. */
function termId(term: string): number {
  let id = TERM_IDS.get(term);
  if (id === undefined) {
    if (TERM_IDS.size >= TERM_ID_LIMIT) return UNNUMBERED;
    id = TERM_IDS.size;
    TERM_IDS.set(term, id);
  }
  return id;
}

/** How many term ids exist so far: every {@link Token.id} is below it. */
export function termIdCount(): number {
  return TERM_IDS.size;
}

/**
 * Words that can start a boilerplate phrase ("safe harbor", "forward-looking statements",
 * "reconciliation"): a sentence none of whose words is one cannot contain such a phrase, so
 * scorers test their phrase pattern only on sentences with one.
 */
const CUE_WORD =
  /(?:forward|safe|non|press|investor|sec|risk)$|reconciliation|webcast|replay|^(?:gaap|differ|undertakes?|filings?|recorded|star|question|operator|turn|hand|website|listen)$/;
/** Per term id: 1 when some written form of the term is a cue word. */
let CUES = new Uint8Array(1024);

function markCue(id: number, lower: string): void {
  if (id < 0 || !CUE_WORD.test(lower)) return;
  if (id >= CUES.length) {
    const grown = new Uint8Array(Math.max(id + 1, CUES.length * 2));
    grown.set(CUES);
    CUES = grown;
  }
  CUES[id] = 1;
}

/** True when a token may begin a boilerplate phrase (see {@link CUE_WORD}). */
export function isCueToken(token: Token): boolean {
  return token.id === UNNUMBERED || (token.id >= 0 && CUES[token.id] === 1);
}

/** What a written word maps to; cached by the word as written, since vocabularies repeat. */
type WordInfo = { word: string; hash: number; term: string; isStopword: boolean; id: number };

/**
 * The cache of written words: an open-addressing table keyed by a hash the scanner computes as it
 * reads the word, so a word already seen is found by comparing characters in place, and its
 * token reuses the cached string instead of cutting a new one from the text.
 */
let SLOTS: (WordInfo | undefined)[] = new Array<WordInfo | undefined>(1 << 12);
let cached = 0;

function describeWord(word: string, hash: number): WordInfo {
  const term = termOf(word);
  const lower = word.toLowerCase();
  const stop = isStopword(lower);
  const info = { word, hash, term, isStopword: stop, id: stop ? -1 : termId(term) };
  markCue(info.id, lower);
  return info;
}

function sameWord(word: string, text: string, from: number): boolean {
  for (let k = 0; k < word.length; k++)
    if (word.charCodeAt(k) !== text.charCodeAt(from + k)) return false;
  return true;
}

function store(info: WordInfo): void {
  if (cached >= STEM_CACHE_LIMIT) return;
  if ((cached + 1) * 2 > SLOTS.length) {
    const old = SLOTS;
    SLOTS = new Array<WordInfo | undefined>(old.length * 2);
    for (const entry of old) if (entry !== undefined) place(entry);
  }
  place(info);
  cached++;
}

function place(info: WordInfo): void {
  const mask = SLOTS.length - 1;
  let i = info.hash & mask;
  while (SLOTS[i] !== undefined) i = (i + 1) & mask;
  SLOTS[i] = info;
}

/** The cached description of `text.slice(from, to)`, whose hash is `hash`; added when new. */
function wordAt(text: string, from: number, to: number, hash: number): WordInfo {
  const mask = SLOTS.length - 1;
  const length = to - from;
  for (let i = hash & mask; ; i = (i + 1) & mask) {
    const entry = SLOTS[i];
    if (entry === undefined) break;
    if (entry.hash === hash && entry.word.length === length && sameWord(entry.word, text, from))
      return entry;
  }
  const info = describeWord(text.slice(from, to), hash);
  store(info);
  return info;
}

/** FNV-1a over UTF-16 code units, the hash the scanner computes while reading a word. */
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** Splits text into word and number tokens in one linear scan. */
export function tokenize(text: string, offset = 0): Token[] {
  const tokens: Token[] = [];
  scanTokens(text, offset, tokens);
  return tokens;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSpace = (code: number) => code === 32 || code === 10 || code === 9 || code === 13;

/**
 * The tokenizer's single pass: appends the tokens of `text` (numbers such as `1,234.5`, words
 * such as `company's`) to `out` and returns the number of whitespace-separated words, so a
 * parser gets both without reading the text twice.
 */
export function scanTokens(text: string, offset: number, out: Token[]): number {
  const length = text.length;
  let words = 0;
  let inWord = false;
  let i = 0;
  while (i < length) {
    const code = text.charCodeAt(i);
    const digit = isDigit(code);
    if (!digit && !isLetter(code)) {
      const space = isSpace(code);
      if (!space && !inWord) words++;
      inWord = !space;
      i++;
      continue;
    }
    if (!inWord) words++;
    inWord = true;
    const from = i;
    i++;
    if (digit) {
      // Digits, then groups of "," or "." followed by digits: "1,234.5".
      while (i < length) {
        const c = text.charCodeAt(i);
        if (isDigit(c)) i++;
        else if ((c === 44 || c === 46) && i + 1 < length && isDigit(text.charCodeAt(i + 1)))
          i += 2;
        else break;
      }
    } else {
      let hash = Math.imul(FNV_OFFSET ^ code, FNV_PRIME);
      for (let ch = text.charCodeAt(i); i < length && isLetter(ch); ch = text.charCodeAt(++i))
        hash = Math.imul(hash ^ ch, FNV_PRIME);
      // One apostrophe inside a word: "company's", "don't".
      const mark = i < length ? text.charCodeAt(i) : 0;
      if ((mark === 39 || mark === 8217) && i + 1 < length && isLetter(text.charCodeAt(i + 1))) {
        hash = Math.imul(hash ^ mark, FNV_PRIME);
        i++;
        for (let ch = text.charCodeAt(i); i < length && isLetter(ch); ch = text.charCodeAt(++i))
          hash = Math.imul(hash ^ ch, FNV_PRIME);
      }
      const info = wordAt(text, from, i, hash);
      const start = offset + from;
      out.push({
        text: info.word,
        term: info.term,
        isNumber: false,
        isStopword: info.isStopword,
        id: info.id,
        start,
        end: start + (i - from),
      });
      continue;
    }
    const raw = text.slice(from, i);
    const start = offset + from;
    out.push({
      text: raw,
      term: raw.includes(',') ? raw.replace(/,/g, '') : raw,
      isNumber: true,
      isStopword: false,
      id: -1,
      start,
      end: start + raw.length,
    });
  }
  return words;
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

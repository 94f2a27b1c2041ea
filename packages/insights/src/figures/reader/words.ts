/**
 * The sentence reader's tokens: each sentence is split into words once, by one forward scan, and
 * every tagger works on that list, so reading a sentence stays linear in its length.
 */
export type Word = { text: string; lower: string; start: number; end: number };

/** A word, a number or one sign: letters may join with an apostrophe, a hyphen or an ampersand. */
const TOKEN = /[A-Za-z][A-Za-z'&-]*|\d+(?:[.,]\d+)*|[^\sA-Za-z\d]/g;

/** The words of a sentence in order, with where each starts and ends. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    words.push({
      text: match[0],
      lower: match[0].toLowerCase(),
      start,
      end: start + match[0].length,
    });
  }
  return words;
}

/** A phrase of a word list, with the value a tagger gives its tag. */
export type Phrase<V> = { words: readonly string[]; value: V };

/** Phrases grouped by their first word, so that each word is looked up once. */
export type PhraseTable<V> = ReadonlyMap<string, readonly Phrase<V>[]>;

/**
 * A table of phrases, longest first under each first word so that "compared with last year" is
 * found before "compared with". Each phrase is written as it is said, words split on spaces.
 */
export function phraseTable<V>(entries: readonly (readonly [string, V])[]): PhraseTable<V> {
  const table = new Map<string, Phrase<V>[]>();
  for (const [said, value] of entries) {
    const words = said.split(' ');
    const first = words[0] ?? '';
    const list = table.get(first) ?? [];
    list.push({ words, value });
    table.set(first, list);
  }
  for (const list of table.values()) list.sort((a, b) => b.words.length - a.words.length);
  return table;
}

/** A phrase found in a sentence: its value and the words it covers. */
export type PhraseHit<V> = { value: V; first: number; last: number };

/**
 * Every phrase of a table said in the words, left to right, none overlapping: the work per word
 * is bounded by the table, not by the sentence.
 */
export function findPhrases<V>(words: readonly Word[], table: PhraseTable<V>): PhraseHit<V>[] {
  const hits: PhraseHit<V>[] = [];
  for (let i = 0; i < words.length; i++) {
    const candidates = table.get(words[i]?.lower ?? '');
    const found = candidates?.find((phrase) =>
      phrase.words.every((word, k) => words[i + k]?.lower === word),
    );
    if (!found) continue;
    const last = i + found.words.length - 1;
    hits.push({ value: found.value, first: i, last });
    i = last;
  }
  return hits;
}

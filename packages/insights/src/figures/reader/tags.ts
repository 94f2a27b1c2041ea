import {
  findQuantities,
  findRanges,
  type Quantity,
  type QuantityRange,
} from '../../text/quantities';
import type { ComparisonBase } from '../extract-figures';
import { findMentions, type Mention } from '../figure-words';
import { quartersIn } from '../period';
import {
  BASE_PHRASES,
  BASIS_PHRASES,
  CHANGE_PHRASES,
  GUIDANCE_PHRASES,
  NOT_PART_NAMES,
  PART_KINDS,
  VERSUS_PHRASES,
} from './vocabulary';
import { findPhrases, wordsOf, type PhraseTable, type Word } from './words';

/** A span of a sentence with what it says. */
export type Span = { start: number; end: number };

export type ChangeTag = Span & { direction: 'up' | 'down' };
export type BaseTag = Span & { base: ComparisonBase };
export type BasisTag = Span & { basis: 'gaap' | 'adjusted' };
export type PartTag = Span & { name: string };
export type PeriodTag = Span & { quarter: number | null; year: number | null };

/**
 * The tags the rules read candidates from: MEASURE, AMOUNT and RANGE, from the measure and
 * quantity readers. Most sentences with a number give no candidate, and are tagged no further.
 */
export type MeasuredSentence = {
  text: string;
  lower: string;
  measures: readonly Mention[];
  amounts: readonly Quantity[];
  ranges: readonly QuantityRange[];
};

/**
 * A sentence tagged once: every reader of a figure looks up these spans rather than scanning the
 * text again. The tags besides those of {@link MeasuredSentence} come from the phrase tables of
 * `vocabulary.ts`, over the sentence's words.
 */
export type TaggedSentence = MeasuredSentence & {
  words: readonly Word[];
  periods: readonly PeriodTag[];
  changes: readonly ChangeTag[];
  bases: readonly BaseTag[];
  /** Words that open a comparison: "versus", "compared with", "from". */
  versus: readonly Span[];
  basis: readonly BasisTag[];
  guidance: readonly Span[];
  parts: readonly PartTag[];
};

/** The spans of the phrases of a table, each with its value. */
function spansOf<V>(words: readonly Word[], table: PhraseTable<V>): (Span & { value: V })[] {
  return findPhrases(words, table).map((hit) => ({
    start: words[hit.first]?.start ?? 0,
    end: words[hit.last]?.end ?? 0,
    value: hit.value,
  }));
}

/** A four-digit year of this century said as a word. */
function yearOf(word: Word | undefined): number | null {
  return word && /^20\d\d$/.test(word.text) ? Number(word.text) : null;
}

/**
 * The periods a sentence names: its quarters, as the period reader finds them, and the years it
 * says on their own.
 */
function periodTags(text: string, words: readonly Word[]): PeriodTag[] {
  const quarters: PeriodTag[] = quartersIn(text).map((hit) => ({
    start: hit.at,
    end: hit.end,
    quarter: hit.quarter,
    year: hit.year,
  }));
  const years = words
    .filter((word) => yearOf(word) !== null)
    .filter((word) => !quarters.some((q) => word.start >= q.start && word.end <= q.end))
    .map((word) => ({ start: word.start, end: word.end, quarter: null, year: yearOf(word) }));
  return [...quarters, ...years].sort((a, b) => a.start - b.start);
}

/** True for a word written with a capital that may begin a name. */
function isCapitalised(word: Word | undefined): word is Word {
  return word !== undefined && /^[A-Z]/.test(word.text) && !NOT_PART_NAMES.has(word.lower);
}

/**
 * The parts of the business a sentence names: a capitalised name followed by "segment",
 * "division", "business", "group", "region" or "unit" ("Marine Systems segment"), and any name
 * of the list the caller knows for the call.
 */
function partTags(text: string, words: readonly Word[], known: readonly string[]): PartTag[] {
  const tags: PartTag[] = [];
  words.forEach((word, i) => {
    if (!PART_KINDS.has(word.lower)) return;
    let first = i;
    while (first > 0 && i - first < 4 && isCapitalised(words[first - 1])) first--;
    if (first === i) return;
    const start = words[first]?.start ?? 0;
    tags.push({ start, end: word.end, name: text.slice(start, words[i - 1]?.end ?? start) });
  });
  const named = new Set(tags.map((tag) => tag.start));
  for (const name of known) {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length))
      if (!named.has(at)) tags.push({ start: at, end: at + name.length, name });
  }
  return tags.sort((a, b) => a.start - b.start);
}

/**
 * "versus 2019", "compared with the fourth quarter of 2020": a comparison with a year, which is
 * a year before the call's or two and more.
 */
function yearBaseTags(
  words: readonly Word[],
  versus: readonly Span[],
  callYear: number | null,
): BaseTag[] {
  if (callYear === null) return [];
  const tags: BaseTag[] = [];
  // The openings come in order, so one index walks the words once for all of them.
  let at = 0;
  for (const opening of versus) {
    while (at < words.length && (words[at]?.start ?? 0) < opening.end) at++;
    // The year may follow a few words of the period: "compared with the third quarter of 2019".
    const year = words.slice(at, at + 6).find((word) => yearOf(word) !== null);
    const value = yearOf(year);
    if (!year || value === null || value >= callYear) continue;
    tags.push({
      start: opening.start,
      end: year.end,
      base: value === callYear - 1 ? 'year-ago' : 'two-year',
    });
  }
  return tags;
}

/**
 * Tags a sentence's measures, amounts and ranges. Its measures are looked for only where a rule
 * can read them: when it has a number, or when `worded` says it may tell growth in words
 * ("mid-single digits").
 */
export function measureSentence(text: string, worded = false): MeasuredSentence {
  const lower = text.toLowerCase();
  const amounts = findQuantities(text);
  return {
    text,
    lower,
    measures: amounts.length === 0 && !worded ? [] : findMentions(lower),
    amounts,
    ranges: findRanges(text, amounts),
  };
}

/** Tags the rest of a measured sentence: one pass over its words per table, each linear. */
export function tagSentence(
  measured: MeasuredSentence,
  callYear: number | null,
  knownParts: readonly string[] = [],
): TaggedSentence {
  const { text } = measured;
  const words = wordsOf(text);
  const versus = spansOf(words, VERSUS_PHRASES);
  const said = spansOf(words, BASE_PHRASES).map(({ start, end, value }) => ({
    start,
    end,
    base: value,
  }));
  return {
    ...measured,
    words,
    periods: periodTags(text, words),
    changes: spansOf(words, CHANGE_PHRASES).map(({ start, end, value }) => ({
      start,
      end,
      direction: value,
    })),
    bases: [...said, ...yearBaseTags(words, versus, callYear)].sort((a, b) => a.start - b.start),
    versus,
    basis: spansOf(words, BASIS_PHRASES).map(({ start, end, value }) => ({
      start,
      end,
      basis: value,
    })),
    guidance: spansOf(words, GUIDANCE_PHRASES),
    parts: partTags(text, words, knownParts),
  };
}

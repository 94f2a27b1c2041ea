/** A fiscal period stated in a call, and whether the text states it plainly. */
export type PeriodGuess = {
  quarter: number | null;
  year: number | null;
  confident: boolean;
};

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
};
/** Words that may stand between a quarter and its year: "fourth quarter and full year 2020". */
const BRIDGE = new Set([
  'and',
  'the',
  'full',
  'fiscal',
  'financial',
  'year',
  'year-end',
  'yearend',
  'end',
  'of',
  'first',
  'nine',
  'six',
  'months',
  'month',
  'nine-month',
  'six-month',
  'ended',
  'ending',
  'results',
  'earnings',
  'call',
  'conference',
  'for',
  'fy',
  'full-year',
  'fiscal-year',
  'calendar',
  'in',
  'quarterly',
  'half',
  'first-half',
  'second-half',
  'results',
  'financial',
  'release',
  'webcast',
]);
const BEFORE = new Set(['fiscal', 'year', 'fy', 'calendar', 'the', 'our']);
const CALL_WORDS = new Set([
  'call',
  'conference',
  'results',
  'earnings',
  'welcome',
  'webcast',
  'report',
  'reported',
  'reporting',
  'discuss',
  'review',
  'joining',
]);
const COMPARISON = new Set([
  'discussed',
  'earlier',
  'previously',
  'recent',
  'recently',
  'than',
  'last',
  'prior',
  'ago',
  'compared',
  'versus',
  'vs',
  'same',
  'previous',
  'sequential',
  'sequentially',
  'since',
  'from',
]);
const MAX_BRIDGE = 8;

/** A year written as 2021, FY21, FY2021, F21 or '21; null if the word is no year. */
function yearOf(word: string): number | null {
  const match = /^(?:fy|f|')?((?:19|20)\d{2}|\d{2})$/.exec(word);
  if (!match?.[1]) return null;
  if (match[1].length === 4) return Number(match[1]);
  // A bare two-digit number is a year only when marked as one (FY21, '21).
  return word.length > 2 ? 2000 + Number(match[1]) : null;
}

function words(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9'-]+/)
    .map((word) => word.replace(/^[-']+|[-']+$/g, ''))
    .filter((word) => word !== '');
}

type Mention = { quarter: number; year: number | null; at: number };

/** A quarter named at `i`: "first quarter", "first fiscal quarter", "fourth-quarter", "Q1", "1Q21". */
function quarterAt(
  tokens: string[],
  i: number,
): { quarter: number; next: number; year: number | null } | null {
  const word = tokens[i] ?? '';
  const compact = /^(?:q([1-4])|([1-4])q|f([1-4])q)(?:fy)?(\d{2}|\d{4})?$/.exec(word);
  if (compact) {
    const quarter = Number(compact[1] ?? compact[2] ?? compact[3]);
    const year = compact[4]
      ? compact[4].length === 4
        ? Number(compact[4])
        : 2000 + Number(compact[4])
      : null;
    return { quarter, next: i + 1, year };
  }
  const hyphen = /^(first|second|third|fourth|1st|2nd|3rd|4th)-quarter$/.exec(word);
  if (hyphen?.[1]) return { quarter: ORDINALS[hyphen[1]] ?? 0, next: i + 1, year: null };
  const ordinal = ORDINALS[word];
  if (ordinal === undefined) return null;
  if (tokens[i + 1] === 'quarter') return { quarter: ordinal, next: i + 2, year: null };
  if (tokens[i + 1] === 'fiscal' && tokens[i + 2] === 'quarter')
    return { quarter: ordinal, next: i + 3, year: null };
  return null;
}

function yearAfter(tokens: string[], from: number): number | null {
  for (let j = from; j < Math.min(tokens.length, from + MAX_BRIDGE + 1); j++) {
    const word = tokens[j] ?? '';
    const year = yearOf(word);
    if (year !== null) return year;
    if (!BRIDGE.has(word)) return null;
  }
  return null;
}

function yearBefore(tokens: string[], at: number): number | null {
  for (let j = at - 1; j >= Math.max(0, at - 4); j--) {
    const word = tokens[j] ?? '';
    const year = yearOf(word);
    if (year !== null) return year;
    if (!BEFORE.has(word)) return null;
  }
  return null;
}

/** The first period a sentence names: a quarter with its year when the sentence gives one. */
export function periodInSentence(sentence: string): Mention | null {
  const tokens = words(sentence.slice(0, 1000));
  for (let i = 0; i < tokens.length; i++) {
    const found = quarterAt(tokens, i);
    if (found && found.quarter > 0) {
      const year = found.year ?? yearAfter(tokens, found.next) ?? yearBefore(tokens, i);
      return { quarter: found.quarter, year, at: i };
    }
    // "Year-End 2020 Earnings Call": the fourth quarter of that year.
    if ((tokens[i] === 'year-end' || tokens[i] === 'yearend') && tokens[i + 1] !== undefined) {
      const year = yearOf(tokens[i + 1] ?? '') ?? yearBefore(tokens, i);
      if (year !== null && tokens.slice(i, i + 5).some((word) => CALL_WORDS.has(word))) {
        return { quarter: 4, year, at: i };
      }
    }
  }
  return null;
}

const PERIOD_END =
  /\b(?:March|June|September|December|Mar\.?|Jun\.?|Sept?\.?|Dec\.?)\s+3[01](?:st|th)?,?\s+((?:19|20)\d{2})\b/g;

/** The year of the first quarter-end date ("December 31st, 2020") in the opening, if any. */
function periodEndYear(sentences: string[], limit: number): number | null {
  const counts = new Map<number, number>();
  for (const sentence of sentences.slice(0, limit)) {
    for (const match of sentence.slice(0, 1000).matchAll(PERIOD_END)) {
      const year = Number(match[1]);
      counts.set(year, (counts.get(year) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null;
}

function countYears(sentences: string[], limit: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const sentence of sentences.slice(0, limit)) {
    for (const word of words(sentence.slice(0, 1000))) {
      const year = /^(?:19|20)\d{2}$/.test(word) ? Number(word) : null;
      if (year !== null) counts.set(year, (counts.get(year) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The fiscal quarter and year a call reports on, as its speakers state them in the opening: the
 * first period each early sentence names counts, the more the nearer the start and the more the
 * sentence sounds like the call's own introduction rather than a comparison.
 */
export function detectPeriod(header: string[], spoken: string[], maxSentences = 150): PeriodGuess {
  const sentences = [...header, ...spoken];
  const pairs = new Map<string, number>();
  const quarters = new Map<number, number>();
  const limit = Math.min(sentences.length, header.length + maxSentences);
  for (let i = 0; i < limit; i++) {
    const sentence = sentences[i] ?? '';
    const mention = periodInSentence(sentence);
    if (!mention) continue;
    const tokens = words(sentence.slice(0, 1000));
    let weight = 1 / (1 + i / 8);
    if (tokens.some((word) => CALL_WORDS.has(word))) weight *= 2;
    const comparison = tokens
      .slice(Math.max(0, mention.at - 4), mention.at + 1)
      .some((word) => COMPARISON.has(word));
    if (comparison) weight *= 0.3;
    // "the first quarter of this year" looks back at an earlier quarter of the year.
    if (
      tokens
        .slice(mention.at, mention.at + 6)
        .join(' ')
        .includes('of this year')
    )
      weight *= 0.3;
    if (comparison && mention.year !== null) {
      // "up 4% versus the second quarter of 2020": the call reports on the year after.
      const key = `${mention.quarter}:${mention.year + 1}`;
      pairs.set(key, (pairs.get(key) ?? 0) + weight);
      continue;
    }
    quarters.set(
      mention.quarter,
      (quarters.get(mention.quarter) ?? 0) + weight * (mention.year ? 1 : 0.6),
    );
    if (mention.year !== null) {
      const key = `${mention.quarter}:${mention.year}`;
      pairs.set(key, (pairs.get(key) ?? 0) + weight);
    }
  }
  const rankedQuarters = [...quarters.entries()].sort((a, b) => b[1] - a[1]);
  const bestQuarter = rankedQuarters[0];
  if (!bestQuarter) return { quarter: null, year: null, confident: false };
  const quarter = bestQuarter[0];
  const bestPair = [...pairs.entries()]
    .filter(([key]) => key.startsWith(`${quarter}:`))
    .sort((a, b) => b[1] - a[1])[0];
  const runnerUp = rankedQuarters[1]?.[1] ?? 0;
  const quarterClear = bestQuarter[1] >= 2 * runnerUp && bestQuarter[1] >= 0.5;
  if (bestPair) {
    return { quarter, year: Number(bestPair[0].split(':')[1]), confident: quarterClear };
  }
  // No year beside the quarter: a period-end date, else the year the opening speaks of most.
  const endYear = periodEndYear(sentences, limit * 2);
  if (endYear !== null) return { quarter, year: endYear, confident: false };
  const years = [...countYears(sentences, limit * 2).entries()].sort(
    (a, b) => b[1] - a[1] || (quarter === 4 ? a[0] - b[0] : b[0] - a[0]),
  );
  return { quarter, year: years[0]?.[0] ?? null, confident: false };
}

/** A fiscal period stated in a call, with how strongly the text supports it. */
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
const YEAR = '((?:19|20)\\d{2}|fy\\s?\\d{2}|f\\d{2})';
/** "first quarter 2021", "fourth quarter and full year 2020", "third quarter of fiscal 2021". */
const QUARTER_THEN_YEAR = new RegExp(
  `\\b(first|second|third|fourth|1st|2nd|3rd|4th)[ -]quarter(?:\\s+and\\s+(?:the\\s+)?(?:full|fiscal)[ -]year)?(?:\\s+of)?(?:\\s+(?:the\\s+)?(?:fiscal|financial))?(?:\\s+year)?,?\\s+${YEAR}\\b`,
  'i',
);
/** "fiscal 2021 first quarter", "2021 first-quarter". */
const YEAR_THEN_QUARTER = new RegExp(
  `\\b(?:fiscal\\s+(?:year\\s+)?)?${YEAR}\\s+(first|second|third|fourth|1st|2nd|3rd|4th)[ -]quarter\\b`,
  'i',
);
/** "Q1 2021", "Q4 FY21", "Q3 fiscal 2020", "Q2'21". */
const Q_THEN_YEAR =
  /\bq([1-4])\s*(?:of\s+)?(?:fiscal\s+(?:year\s+)?)?'?((?:19|20)\d{2}|fy\s?\d{2}|f\d{2}|\d{2})\b/i;
const QUARTER_ONLY = /\b(first|second|third|fourth|1st|2nd|3rd|4th)[ -]quarter\b/i;
const CALL_WORDS = /\b(?:call|conference|results|earnings|welcome|report(?:ed|ing)?)\b/i;
const COMPARISON =
  /\b(?:last year|prior[- ]year|a year ago|year[- ]ago|compared|versus|vs\.?|same quarter|previous|sequential)\b/i;

function toYear(raw: string): number | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 4) return Number(digits);
  if (digits.length === 2) return 2000 + Number(digits);
  return null;
}

type Mention = { quarter: number; year: number | null; weight: number };

function mentionIn(sentence: string): Mention | null {
  let match = QUARTER_THEN_YEAR.exec(sentence);
  const found: Array<{ at: number; quarter: number; year: number | null }> = [];
  if (match?.[1] && match[2]) {
    found.push({
      at: match.index,
      quarter: ORDINALS[match[1].toLowerCase()] ?? 0,
      year: toYear(match[2]),
    });
  }
  match = YEAR_THEN_QUARTER.exec(sentence);
  if (match?.[1] && match[2]) {
    found.push({
      at: match.index,
      quarter: ORDINALS[match[2].toLowerCase()] ?? 0,
      year: toYear(match[1]),
    });
  }
  match = Q_THEN_YEAR.exec(sentence);
  if (match?.[1] && match[2])
    found.push({ at: match.index, quarter: Number(match[1]), year: toYear(match[2]) });
  if (found.length === 0) {
    match = QUARTER_ONLY.exec(sentence);
    if (match?.[1])
      found.push({ at: match.index, quarter: ORDINALS[match[1].toLowerCase()] ?? 0, year: null });
  }
  found.sort((a, b) => a.at - b.at);
  const first = found[0];
  if (!first || first.quarter === 0) return null;
  return { quarter: first.quarter, year: first.year, weight: 1 };
}

/**
 * The fiscal quarter and year a call reports on, as its speakers state them in the opening:
 * the first period named in each early sentence, the nearer the start and the more it sounds
 * like the call's own introduction, the more it counts.
 */
export function detectPeriod(sentences: string[], maxSentences = 80): PeriodGuess {
  const pairs = new Map<string, number>();
  const quarters = new Map<number, number>();
  const limit = Math.min(sentences.length, maxSentences);
  for (let i = 0; i < limit; i++) {
    const sentence = (sentences[i] ?? '').slice(0, 1000);
    const mention = mentionIn(sentence);
    if (!mention) continue;
    let weight = 1 / (1 + i / 15);
    if (CALL_WORDS.test(sentence)) weight *= 2;
    if (COMPARISON.test(sentence)) weight *= 0.5;
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
  const rankedPairs = [...pairs.entries()]
    .filter(([key]) => key.startsWith(`${quarter}:`))
    .sort((a, b) => b[1] - a[1]);
  const bestPair = rankedPairs[0];
  const year = bestPair ? Number(bestPair[0].split(':')[1]) : null;
  const runnerUp = rankedQuarters[1]?.[1] ?? 0;
  const confident = year !== null && bestQuarter[1] >= 2 * runnerUp && bestQuarter[1] >= 0.5;
  return { quarter, year, confident };
}

import { matchesOf } from '../text/matches';

/** The fiscal quarter and year a call reports on, found from how often each is named. */
export type CallPeriod = { quarter: number | null; year: number | null };

/** The period one figure refers to. */
export type FigurePeriod =
  | { kind: 'quarter'; quarter: number; year: number | null }
  | { kind: 'year'; year: number | null; span?: YearSpan }
  | { kind: 'unknown' };

const ORDINAL: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
};
/**
 * "the third quarter", "Q3", "3Q" and "quarter three" (but not "the quarter one year ago"), with
 * the year said after it.
 */
const QUARTER =
  /\b(?:(?<ordinal>first|second|third|fourth)[- ](?:fiscal[- ])?quarter|q(?<digit>[1-4])|(?<digitFirst>[1-4])q|quarter[- ](?<number>one|two|three|four)(?![- ]+years?\b))\b(?:\s+(?:of\s+)?(?:fiscal\s+|fy\s?)?'?(?<year>20\d\d|\d\d)\b(?![%.,]?\d|\s*(?:%|percent)))?/gi;
const QUARTER_HINT = /quarter|q[1-4]|[1-4]q/i;
/** Every wording {@link periodOf} reads contains one of these; most sentences contain none. */
const PERIOD_HINT = /quarter|q[1-4]|[1-4]q|qtrly|year|fiscal|fy|annual|month|ytd|half|20\d\d/i;
const DIGIT = /\d/;
/** "for the quarter", "in this quarter", "this past quarter": the call's own quarter, not named. */
const THE_QUARTER = /\b(?:(?:for|in|during)\s+(?:the|this)|this\s+past)\s+quarter\b/gi;
/** How far after a figure's measure a named quarter can still be its period. */
const NEAR_AFTER = 80;
/** How far after a figure's measure a named full year can still be its period. */
const YEAR_AFTER = 50;
const FUTURE =
  /\b(?:expect\w*|plan(?:s|ned)? to release|outlook|guidance|anticipat\w*|forecast\w*|going forward|look(?:ing)? ahead)\b/i;
/**
 * Future wording before a quarter ("will mature in the third quarter"), but not the agenda of the
 * call ("Mark will then provide details on our second quarter").
 */
const LATER =
  /(?:\b(?:will|would|should|going to)|'ll)\s+(?!(?:then\s+|now\s+|also\s+|first\s+)?(?:provide|share|discuss|review|cover|walk|take|talk|give|go|have|hear|begin|start|focus|turn|summarize|comment|highlight|update|present|make|like|be (?:discussing|reviewing|covering|sharing))\b)/i;
const PRIOR_LEAD =
  /(?:last year's|prior[- ]year|prior|previous|next|last|versus|compared to|than|since|(?<!\b(?:highlights|results|details|numbers)\s+)from)\s+(?:the\s+|our\s+)?$/;
/** "a 25% increase over the third quarter of 2020": a quarter compared with. */
const OVER_LEAD =
  /\b(?:up|down|increased?|decreased?|growth|improvement|declined?|rise|rose|grew|%|points)\s+(?:\S+\s+){0,3}?over\s+(?:the\s+|our\s+)?$/i;
/** "fourth quarter and full-year 2020": a year said of a quarter and its full year. */
const WITH_FULL_YEAR =
  /^\s+and\s+(?:the\s+)?(?:full[- ]year|fiscal(?:\s+year)?|year)\s+(?:of\s+)?'?(20\d\d)\b/i;
/** "the first quarter of last year", "Q3 a year ago", "third quarter 2019 level": a comparison. */
const PRIOR_TRAIL = /^\s*(?:of\s+)?(?:(?:last|prior|previous)\s+year|a year ago|levels?\b)/i;
/** "as compared to $15.30 at the end of the third quarter": a quarter in a comparison clause. */
const COMPARED_CLAUSE = /\b(?:compared (?:to|with)|versus|vs\.?)\b[^,;]*$/i;
const YEAR =
  /\b(?:fiscal(?: year)?|fy|full[- ]year|calendar(?: year)?)\s*'?(20\d\d|\d\d)\b|\b(20[12]\d)\b/gi;
/** Part of a year a figure covers: year to date, a half or the first nine months. */
export type YearSpan = 'ytd' | 'h1' | 'h2' | 'nine months';

/** The part of the year a full-year phrase names, if it names only a part. */
function spanOf(phrase: string): YearSpan | undefined {
  const lower = phrase.toLowerCase();
  if (/to[- ]date|ytd/.test(lower)) return 'ytd';
  if (/first half|(?:first|last) (?:six|6) months|(?:six|6)[- ]months?\b/.test(lower)) return 'h1';
  if (/second half/.test(lower)) return 'h2';
  if (/(?:nine|9)[- ]months?\b|first three quarters/.test(lower)) return 'nine months';
  return undefined;
}

const FULL_YEAR =
  /\b(?:full[- ](?:20\d\d[- ])?year|fiscal(?: year)? '?(?:20)?\d\d|fiscal year|fy ?'?\d\d|for (?:the )?(?:fiscal )?(?:year(?![- ]to[- ]date)|20\d\d)|annual(?!\s+(?:reports?|meetings?|run\b|run-rate|rates?|(?:cost\s+)?savings|costs?|synergies|recurring|leases|interest|increases|enrollment|sustainability|targets?|dividends?|shareholders?))|year[- ]end|for 20\d\d|(?:first|last) (?:six|nine) months|(?:six|nine)-month|first three quarters|year[- ]to[- ]date|ytd|first half|second half)\b/i;

function toYear(raw: string | undefined): number | null {
  if (!raw) return null;
  const n = Number(raw);
  return raw.length === 2 ? 2000 + n : n;
}

/** A quarter named in a sentence: its number, the year said with it, and where it is. */
export type QuarterHit = { quarter: number; year: number | null; at: number; end: number };

const NO_QUARTERS: readonly QuarterHit[] = [];
let lastQuartersText: string | null = null;
let lastQuarters: readonly QuarterHit[] = NO_QUARTERS;

/** Quarter numbers named in a sentence, in order. */
export function quartersIn(text: string): readonly QuarterHit[] {
  // Most sentences name no quarter; this plain scan is much cheaper than the full pattern.
  if (!QUARTER_HINT.test(text)) return NO_QUARTERS;
  // A figure's period is read several times from its sentence: read its quarters once.
  if (text === lastQuartersText) return lastQuarters;
  const out: QuarterHit[] = [];
  for (const match of matchesOf(QUARTER, text)) {
    const { ordinal, digit, digitFirst, number, year } = match.groups ?? {};
    const word = ordinal ?? number;
    const quarter = word ? ORDINAL[word.toLowerCase()] : Number(digit ?? digitFirst);
    if (quarter) {
      const at = match.index;
      out.push({ quarter, year: toYear(year), at, end: at + match[0].length });
    }
  }
  lastQuartersText = text;
  lastQuarters = out;
  return out;
}

/** Words before a quarter that make it the one compared with ("versus the", "up from our"). */
const COMPARED_LEAD =
  /(?:last year's|prior[- ]year|prior|previous|last|versus|vs\.?|compared (?:to|with)|than|since|from)\s+(?:the\s+|our\s+)?$/i;

/** True when a named quarter is the one a figure is compared with, not the one it is for. */
function isComparedQuarter(text: string, hit: { at: number; end: number }): boolean {
  return (
    COMPARED_LEAD.test(text.slice(Math.max(0, hit.at - 24), hit.at)) ||
    PRIOR_TRAIL.test(text.slice(hit.end, hit.end + 24)) ||
    COMPARED_CLAUSE.test(text.slice(Math.max(0, hit.at - 80), hit.at))
  );
}

/** Finds the quarter and fiscal year the call is about; the opening remarks count double. */
export function detectCallPeriod(sentences: readonly string[]): CallPeriod {
  const quarterVotes = [0, 0, 0, 0, 0];
  const yearVotes = new Map<number, number>();
  const hits: { quarter: number; year: number | null; weight: number }[] = [];
  /** The year each quarter named with one dates the reported quarter of that number to. */
  const dated: { quarter: number; year: number; compared: boolean }[] = [];
  const opening = Math.max(10, Math.floor(sentences.length * 0.3));
  sentences.forEach((text, i) => {
    // The call names its own quarter when it introduces the results being discussed.
    const announces =
      i < opening &&
      /\b(?:results|earnings (?:call|conference)|conference call|earnings release)\b/i.test(text);
    const weight = (i < opening ? 2 : 1) * (announces && i < opening ? 3 : 1);
    // Outlook sentences name the quarters ahead, not the one reported.
    // ("Xylem's second-quarter results and their outlook" names the reported quarter first.)
    const quarters = quartersIn(text);
    const future = quarters.length > 0 ? FUTURE.exec(text) : null;
    // "we'll file our next rate case in the first quarter": a quarter still to come.
    const later = quarters.length > 0 ? LATER.exec(text) : null;
    for (const hit of quarters) {
      if (future && (!announces || future.index < hit.at)) continue;
      if (later && !announces) continue;
      const lead = text.slice(Math.max(0, hit.at - 24), hit.at).toLowerCase();
      const compared =
        PRIOR_LEAD.test(lead) ||
        PRIOR_TRAIL.test(text.slice(hit.end, hit.end + 24)) ||
        COMPARED_CLAUSE.test(text.slice(Math.max(0, hit.at - 80), hit.at));
      // "up 25% over the third quarter of 2020": the same quarter compared with is a year
      // before the reported one, and dates it as surely as "the third quarter of 2021".
      // "our fourth quarter and full-year 2020 performance": the year said of both.
      const year = hit.year ?? toYear(WITH_FULL_YEAR.exec(text.slice(hit.end, hit.end + 40))?.[1]);
      if (year !== null && !/\bnext\s+(?:the\s+|our\s+)?$/.test(lead))
        dated.push({
          quarter: hit.quarter,
          year,
          compared: compared || OVER_LEAD.test(text.slice(Math.max(0, hit.at - 50), hit.at)),
        });
      if (compared) continue;
      hits.push({ quarter: hit.quarter, year: hit.year, weight });
    }
    // Every year the pattern reads has two digits; most sentences have none.
    for (const match of DIGIT.test(text) ? matchesOf(YEAR, text) : []) {
      const year = toYear(match[1] ?? match[2]);
      // "up 12% versus 2019", "back to 2019 levels": a year compared with is not the call's.
      if (
        isComparedYear(text, match.index) ||
        /^\s+levels?\b/i.test(text.slice(match.index + match[0].length))
      )
        continue;
      // "backlog to carry into 2022", "looking ahead to 2022", "2022 and beyond", "our 2025 plan":
      // a year still to come.
      if (
        /\b(?:into|through|until|beyond|by|next|ahead to|towards?|enter(?:ing)?)\s+(?:the\s+)?(?:year\s+|fiscal\s+)?$/i.test(
          text.slice(Math.max(0, match.index - 20), match.index),
        ) ||
        /^\s+(?:and\s+beyond|plan|goals?|targets?|vision|roadmap)\b/i.test(
          text.slice(match.index + match[0].length),
        )
      )
        continue;
      if (year !== null && year >= 2000 && year <= 2100)
        yearVotes.set(year, (yearVotes.get(year) ?? 0) + weight);
    }
  });
  // A quarter named with an older year ("fourth quarter of 2019") is a comparison.
  const latest = Math.max(0, ...hits.map((hit) => hit.year ?? 0));
  for (const hit of hits) {
    if (hit.year !== null && hit.year < latest) continue;
    // "the fourth quarter of 2020" names the reported quarter more surely than "the quarter".
    const named = hit.year !== null ? 2 : 1;
    quarterVotes[hit.quarter] = (quarterVotes[hit.quarter] ?? 0) + hit.weight * named;
  }
  let quarter: number | null = null;
  for (let q = 1; q <= 4; q++) {
    if (
      (quarterVotes[q] ?? 0) > 0 &&
      (quarter === null || (quarterVotes[q] ?? 0) > (quarterVotes[quarter] ?? 0))
    )
      quarter = q;
  }
  // "the first quarter of 2021" dates the reported quarter itself, and "up 25% over the first
  // quarter of 2020" dates it a year after: the latest such date wins (a quarter a year older
  // said without comparison words is still a comparison). Only then the years named most often.
  let year: number | null = null;
  if (quarter !== null)
    for (const hit of dated) {
      if (hit.quarter !== quarter) continue;
      const dates = hit.year + (hit.compared ? 1 : 0);
      if (dates > (year ?? 0)) year = dates;
    }
  if (year !== null) return { quarter, year };
  let best = 0;
  for (const [y, votes] of yearVotes) {
    if (votes > best || (votes === best && year !== null && y > year)) {
      year = y;
      best = votes;
    }
  }
  return { quarter, year };
}

/** "In 2020, we recorded...", "Our 2020 adjusted net income was...": a year as a sentence's subject. */
const OWN_YEAR =
  /^(?:\w+,?\s+){0,3}?(?:in|for|during)\s+(?:fiscal\s+(?:year\s+)?)?'?(20[12]\d)\s*,|\b(?:our|the|full|total)\s+(20[12]\d)\s+(?:(?:adjusted|gaap|non-gaap|reported|diluted|core|normalized|consolidated|full[- ]year)\s+)*(?:results|revenues?|sales|net (?:income|earnings|loss)|earnings|eps|a?ffo)\b/i;

/**
 * The full year a sentence that names no quarter is about, when it names it as its subject (not
 * "our 2023 convertible notes" nor "up 7% from 2019").
 */
export function subjectYear(text: string): FigurePeriod | null {
  if (!DIGIT.test(text) || quartersIn(text).length > 0) return null;
  const match = OWN_YEAR.exec(text);
  return match ? { kind: 'year', year: Number(match[1] ?? match[2]) } : null;
}

/**
 * Words before a year that make it the one compared with: "over the elevated 2020", "from 2019",
 * "up significantly from 7% in 2020", "an increase from actual capital expenditures of $101 million
 * in 2020", "compared to the midpoint of our 2020 guidance".
 */
const COMPARED_YEAR =
  /\b(?:(?:over|off|from|than|since|ahead of|behind)\s+(?:the\s+|our\s+)?(?:[a-z-]+\s+)?|(?:from|than)\s+(?:[a-z-]+\s+){0,4}?(?:(?:approximately|about|roughly|nearly)\s+)?\$?\d[\d.,]*(?:%|\s+(?:million|billion|percent))?\s+(?:in|for|during)\s+(?:the\s+)?|(?:versus|vs\.?|compared (?:to|with)|relative to)\s+(?:[\w%$.,'-]+\s+){0,6}?)(?:fiscal\s+(?:year\s+)?)?$/i;

/** Whether the year said at `at` is one the sentence compares with. */
function isComparedYear(text: string, at: number): boolean {
  return COMPARED_YEAR.test(text.slice(Math.max(0, at - 70), at));
}

/** A full-year phrase a sentence names: where, and the part of the year it names if only a part. */
type YearPhrase = { index: number; span: YearSpan | undefined };

/** What {@link periodOf} reads from a sentence whatever the call and the figure's place in it. */
type PeriodFacts = {
  /** Quarters named in the sentence. */
  named: readonly QuarterHit[];
  /** The named quarters that are not ones compared with. */
  quarters: readonly QuarterHit[];
  /** Where "for the quarter", "in this quarter" are said; read when first needed. */
  theQuarter?: readonly { at: number; end: number }[];
  /** Full-year phrases, in order; the first is the one that counts without a figure's place. */
  fullYears: readonly YearPhrase[];
  /** The latest year named and not compared with, when the sentence names a full year. */
  year: number | null;
  /** The years named and not compared with, when the sentence names a full year. */
  years: readonly { year: number; at: number }[];
  /**
   * "the quarter", "quarterly": the call's own quarter when nothing else is named; read when
   * first needed.
   */
  quarterly?: boolean;
};

const FULL_YEARS = new RegExp(FULL_YEAR.source, 'gi');
const NAMED_YEAR = /\b(?:fiscal(?: year)?|fy)\s*'?(20\d\d|\d\d)\b|\b(20[12]\d)\b/gi;
const THE_QUARTER_WORDS = /\b(?:the|this(?: past)?) quarter\b|\bquarterly\b|\bqtrly\b/i;

/** The years a sentence names, with where, less those compared with ("up from 2021"). */
function ownYears(text: string): readonly { year: number; at: number }[] {
  const out: { year: number; at: number }[] = [];
  for (const match of matchesOf(NAMED_YEAR, text)) {
    const found = toYear(match[1] ?? match[2]);
    // "4.7% growth over the elevated 2020 results": a year compared with is no period.
    if (isComparedYear(text, match.index)) continue;
    if (found !== null) out.push({ year: found, at: match.index });
  }
  return out;
}

/** The latest year a sentence names and does not compare with ("2022, up from 2021"), if any. */
export function latestOwnYear(text: string): number | null {
  return latestOf(ownYears(text));
}

/** The latest of some years, null for none. */
function latestOf(years: readonly { year: number }[]): number | null {
  let latest: number | null = null;
  for (const each of years) if (latest === null || each.year > latest) latest = each.year;
  return latest;
}

/** "For the full year, ...": a full-year phrase that opens the sentence. */
function opensSentence(text: string, phrase: YearPhrase): boolean {
  return (
    phrase.index === 0 ||
    /^\W*(?:(?:so|and|now|then|overall|lastly|finally),?\s+)?(?:(?:for|in|during|over)\s+(?:the\s+)?)?$/i.test(
      text.slice(0, phrase.index),
    )
  );
}

/** "..., and in the fourth quarter, revenue": a quarter that opens a clause of its own. */
const CLAUSE_OPENER =
  /(?:^|[,;:]|\b(?:and|but|while|whereas|with))\s*(?:(?:in|for|during|of)\s+)?(?:the\s+|our\s+|this\s+)?(?:fiscal\s+)?$/i;

/** "call" after a quarter: "the third quarter call", "our Q1 earnings call". */
const CALL_AFTER = /^\s+(?:earnings\s+|conference\s+|results\s+)?call\b/i;

function readPeriodFacts(text: string): PeriodFacts | null {
  if (!PERIOD_HINT.test(text)) return null;
  // "up 12%, an acceleration from our Q1", "compared to $0.64 in the fourth quarter of 2018": a
  // quarter compared with is not the period of the sentence's figures.
  // "as we had shared at the third quarter call": a quarter that names a call.
  const named = quartersIn(text);
  const quarters = named.filter(
    (hit) => !isComparedQuarter(text, hit) && !CALL_AFTER.test(text.slice(hit.end, hit.end + 30)),
  );
  const found = matchesOf(FULL_YEARS, text);
  // "the first three quarters of fiscal 2021": the year a part is of is no whole year of its own.
  const fullYears = found
    .filter((match, k) => {
      const part = found[k - 1];
      return !(
        part &&
        spanOf(part[0]) &&
        /^\s+of\s+$/.test(text.slice(part.index + part[0].length, match.index))
      );
    })
    .map((match) => ({ index: match.index, span: spanOf(match[0]) }));
  const years = fullYears.length > 0 ? ownYears(text) : [];
  return { named, quarters, fullYears, years, year: latestOf(years) };
}

let lastFactsText: string | null = null;
let lastFacts: PeriodFacts | null = null;

/** The facts of a sentence, read once for the several figures a sentence may give. */
function periodFacts(text: string): PeriodFacts | null {
  if (text !== lastFactsText) {
    lastFacts = readPeriodFacts(text);
    lastFactsText = text;
  }
  return lastFacts;
}

/**
 * Decides whether a sentence talks about a quarter or a full year, defaulting to the call's
 * quarter. With `at`, the position of a figure's measure, a sentence naming both ("based on the
 * full-year guide, Q4 EPS is expected...") gives the figure the period named last before it.
 */
export function periodOf(text: string, call: CallPeriod, at?: number): FigurePeriod {
  const facts = periodFacts(text);
  if (facts === null) return { kind: 'unknown' };
  const named = facts.named;
  let quarters = facts.quarters;
  // "a loss of $1.10 per share for the quarter, and net income of $0.02 for the year": the call's
  // quarter named as "the quarter" is a period as much as "the fourth quarter".
  if (at !== undefined && call.quarter !== null) {
    const { quarter, year } = call;
    facts.theQuarter ??= matchesOf(THE_QUARTER, text).map((match) => ({
      at: match.index,
      end: match.index + match[0].length,
    }));
    quarters = [...quarters, ...facts.theQuarter.map((hit) => ({ quarter, year, ...hit }))].sort(
      (a, b) => a.at - b.at,
    );
  }
  let fullYear = facts.fullYears[0];
  // "lower than Q2 of fiscal 2020": the year of a quarter compared with is no period either.
  if (fullYear && quarters.length < named.length) {
    const found = fullYear;
    if (
      named.some((hit) => found.index >= hit.at && found.index < hit.end && !quarters.includes(hit))
    )
      fullYear = undefined;
  }
  // A year or quarter named long after the measure belongs to another clause of the sentence.
  if (at !== undefined && fullYear && fullYear.index >= at + YEAR_AFTER) fullYear = undefined;
  let first = quarters[0];
  let quarterWins = first !== undefined && (!fullYear || first.at < fullYear.index);
  if (at !== undefined) {
    let before: QuarterHit | undefined;
    first = undefined;
    for (const hit of quarters) {
      if (hit.at >= at + NEAR_AFTER) continue;
      if (first === undefined) first = hit;
      if (hit.at < at) before = hit;
    }
    if (fullYear && fullYear.index < at && before) {
      // Both named before the measure: the one named last is its period ("third quarter of
      // fiscal 2022" names one quarter).
      first = before;
      // "For the full year, excluding the charge we took in the third quarter, net income was":
      // a full year that opens the sentence governs unless a quarter opens a clause of its own.
      quarterWins =
        before.end > fullYear.index &&
        !(
          opensSentence(text, fullYear) &&
          // "For the 2021 third quarter,": the quarter is the opening phrase itself.
          /[,;]/.test(text.slice(fullYear.index, before.at)) &&
          !CLAUSE_OPENER.test(text.slice(Math.max(0, before.at - 40), before.at))
        );
    } else {
      quarterWins = first !== undefined && (!fullYear || first.at < fullYear.index);
      // "our outperformance during the quarter, we are raising our core FFO expectations for
      // full-year 2021": a quarter in an earlier clause yields to a full year in the measure's own.
      if (
        quarterWins &&
        first &&
        fullYear &&
        first.end <= at &&
        fullYear.index > at &&
        /[,;]/.test(text.slice(first.end, at)) &&
        !/[,;]/.test(text.slice(at, fullYear.index))
      )
        quarterWins = false;
    }
  }
  if (first && quarterWins) {
    const year = first.year ?? call.year;
    // "Year-to-date second quarter operating cash flow": the quarter says where the year to date
    // ends, not the period of the figure.
    if (
      /\byear[- ]to[- ]date\s+$/i.test(text.slice(Math.max(0, first.at - 20), first.at)) ||
      /^(?:\s+(?:of\s+)?(?:fiscal\s+)?(?:20\d\d))?\s+year[- ]to[- ]date\b/i.test(
        text.slice(first.end),
      )
    )
      return { kind: 'year', year, span: 'ytd' };
    return { kind: 'quarter', quarter: first.quarter, year };
  }
  if (fullYear) {
    // The latest year named is the one the figure is for ("2022, up from 2021"); after a full year
    // that opens the sentence, not one named in a later clause ("For the full year, sales rose
    // 1.4% to $34.2 billion, on top of a 21.6% increase in fiscal 2020").
    // "Capital expenditures for the full fiscal 2020 totaled $141 million, ..., which crossed into
    // fiscal 2021": a year in the measure's own clause wins over one in a later clause.
    const inClause = (each: { at: number }) =>
      at !== undefined &&
      !/[,;]|\b(?:while|whereas|but)\b/.test(
        text.slice(Math.min(at, each.at), Math.max(at, each.at)),
      );
    const ownClause = facts.years.filter(inClause);
    const year =
      at !== undefined && opensSentence(text, fullYear)
        ? latestOf(
            facts.years.filter((each) => !/[,;]/.test(text.slice(0, each.at)) || inClause(each)),
          )
        : ownClause.length > 0
          ? latestOf(ownClause)
          : facts.year;
    // "the strong year-to-date performance... our full-year range": a part of the year only
    // when the sentence names no whole one, or names the part last before the measure ("given
    // our full-year guidance, second half earnings per share...").
    const found = facts.fullYears;
    let last: YearPhrase | undefined;
    if (at !== undefined) for (const phrase of found) if (phrase.index < at) last = phrase;
    const span = last
      ? last.span
      : found.every((phrase) => phrase.span)
        ? fullYear.span
        : undefined;
    return span ? { kind: 'year', year, span } : { kind: 'year', year };
  }
  facts.quarterly ??= THE_QUARTER_WORDS.test(text);
  if (facts.quarterly && call.quarter !== null) {
    return { kind: 'quarter', quarter: call.quarter, year: call.year };
  }
  return { kind: 'unknown' };
}

/**
 * "$4.15 to $4.45 for the full year 2021", "$2.32 per share for 2020", "$450 million in 2021",
 * "$312 million on capital expenditures for fiscal 2021": a full year named right after a value.
 */
const YEAR_RIGHT_AFTER =
  /^\s*(?:per (?:diluted )?share\s+)?(?:on\s+(?:[\w-]+\s+){1,3}?)?(?:(?:for|in)\s+(?:the\s+)?(?:(?:full|fiscal)[- ]year|fiscal)(?:\s+(?:of\s+)?'?(20\d\d))?|for\s+(?:fiscal\s+)?(20\d\d)\b|in\s+(?:fiscal\s+)?(20\d\d)\b(?![%.,]?\d)|for\s+the\s+year\b(?![- ]+(?:ago|before|earlier)\b|[- ]to[- ]date))/i;

/** "for the first nine months of 2021", "year to date": a part of a year named right after a value. */
const PART_OF_YEAR_RIGHT_AFTER =
  /^\s*(?:per (?:diluted )?share\s+)?(?:(?:for|in|during|through)\s+the\s+)?((?:(?:first|last)\s+)?(?:six|nine|6|9)\s+months|first\s+half|second\s+half|first\s+three\s+quarters|year[- ]to[- ]date)(?:\s+(?:of\s+)?(?:fiscal\s+)?'?(20\d\d))?/i;

/**
 * The full year named right after a figure's value, which wins over a quarter the sentence named
 * before it ("results in the third quarter... a range of $4.15 to $4.45 for the full year 2021");
 * "up to $450 million in 2021" names the year only when no quarter was named before.
 */
export function yearRightAfter(text: string, end: number): FigurePeriod | null {
  const after = text.slice(end, end + 60);
  // "$3.3 billion for the quarter and $8.5 billion for the first nine months".
  const part = PART_OF_YEAR_RIGHT_AFTER.exec(after);
  if (part) {
    const span = spanOf(part[1] ?? '');
    const year = toYear(part[2]);
    return span ? { kind: 'year', year, span } : null;
  }
  const match = YEAR_RIGHT_AFTER.exec(after);
  if (!match) return null;
  // "full year 2021 ... a range of $2.70 to $2.75 for the year": the year named before says which.
  if (!match[1] && !match[2] && !match[3] && /\b20\d\d\b/.test(text.slice(0, end))) return null;
  if (match[3] && quartersIn(text).some((hit) => hit.at < end)) return null;
  return { kind: 'year', year: toYear(match[1] ?? match[2] ?? match[3]) };
}

/** The reported period of a parsed call, read from its prepared remarks when it has them. */
export function callPeriodOf(transcript: {
  sentences: readonly { text: string; section: string }[];
}): CallPeriod {
  const remarks = transcript.sentences.filter((s) => s.section === 'remarks');
  return detectCallPeriod((remarks.length > 0 ? remarks : transcript.sentences).map((s) => s.text));
}

/** One period of a pair said before "respectively": "the quarter", "full year", "Q3 2021". */
const PAIRED_PERIOD = String.raw`(?:(?:the|this|our)\s+)?(?:(?:first|second|third|fourth)[- ](?:fiscal[- ])?quarter|q[1-4]|quarter|three months|full[- ]year|fiscal year|year[- ]to[- ]date|year|twelve months|first half|six months|nine months)(?:\s+(?:of\s+)?(?:fiscal\s+)?'?(?:20\d\d)\b)?`;
/** "for the quarter and the full year", "full year and third quarter 2021". */
const PERIOD_PAIR = new RegExp(
  String.raw`\b(${PAIRED_PERIOD}),?\s+and\s+(?:for\s+|in\s+)?(${PAIRED_PERIOD})`,
  'i',
);

/** The period one side of a pair names; a year said after the pair is the year of both. */
function pairedPeriod(words: string, year: number | null, call: CallPeriod): FigurePeriod {
  const own = /'?(20\d\d)\b/.exec(words);
  const named = own ? toYear(own[1]) : year;
  const quarter = quartersIn(words)[0];
  if (quarter) return { kind: 'quarter', quarter: quarter.quarter, year: named ?? call.year };
  if (/quarter|three months/i.test(words) && call.quarter !== null)
    return { kind: 'quarter', quarter: call.quarter, year: named ?? call.year };
  const span = spanOf(words);
  return span ? { kind: 'year', year: named, span } : { kind: 'year', year: named };
}

/**
 * "EPS of $0.52 and $1.40 for the quarter and the full year, respectively": each of two amounts
 * said before "respectively" takes its own of the two periods paired, the first the first. Gives
 * the period of the amount at `start` (a range's low end), or null when the sentence pairs none.
 */
export function respectivePeriod(
  text: string,
  items: readonly { start: number; end: number; kind: string }[],
  start: number,
  call: CallPeriod,
): FigurePeriod | null {
  const resp = text.indexOf('respectively');
  if (resp < 0) return null;
  const pair = PERIOD_PAIR.exec(text.slice(0, resp));
  if (!pair) return null;
  const mine = items.findIndex((item) => item.start === start);
  const item = items[mine];
  if (!item || item.end > resp) return null;
  // The two amounts paired are the last two of a kind before "respectively", joined by "and".
  const same = items.filter((each) => each.kind === item.kind && each.end <= resp);
  const second = same[same.length - 1];
  const first = same[same.length - 2];
  if (!first || !second || (item !== first && item !== second)) return null;
  const between = text.slice(first.end, second.start);
  if (
    !/\band\b/i.test(between) ||
    /\d/.test(between) ||
    /[\d$%]/.test(text.slice(second.end, resp))
  )
    return null;
  // The periods are not themselves inside the amounts' list ("$1 in Q3 and $2 in Q4").
  const at = pair.index;
  if (at > first.end && at < second.start) return null;
  const trailing = /^\s+(?:of\s+)?(?:fiscal\s+)?'?(20\d\d)\b/.exec(text.slice(at + pair[0].length));
  // "fourth quarter and full year 2020": a year said with the second period is the first's too.
  const shared = /'?(20\d\d)\b/.exec(pair[2] ?? '');
  const year = trailing ? toYear(trailing[1]) : shared ? toYear(shared[1]) : null;
  return pairedPeriod(item === first ? (pair[1] ?? '') : (pair[2] ?? ''), year, call);
}

import type { Quantity } from '../../text/quantities';
import type { ComparisonBase } from '../extract-figures';
import type { CallPeriod } from '../period';
import type { TaggedSentence } from './tags';

/** How far after a change its base may be said: "up 10% from the third quarter a year ago". */
const BASE_AFTER_REACH = 80;
/** How far before a change its base may be said: "Year over year, revenue grew 10%". */
const BASE_BEFORE_REACH = 60;

/** True when the text between two points stays in one clause and names no other rate. */
function sameClause(tagged: TaggedSentence, from: number, to: number): boolean {
  if (/[;:]/.test(tagged.text.slice(from, to))) return false;
  return !tagged.amounts.some((q) => q.kind === 'percent' && q.start >= from && q.end <= to);
}

/**
 * What a change is measured against: the base said right after it in its clause ("up 10% from a
 * year ago", "down 3% sequentially", "up 12% versus 2019"), else one said before it in the same
 * clause ("Compared with last year, sales rose 4%"); 'unspecified' when the sentence says none.
 */
export function comparisonBaseOf(tagged: TaggedSentence, change: Quantity): ComparisonBase {
  const after = tagged.bases.find(
    (tag) =>
      tag.start >= change.end &&
      tag.start - change.end <= BASE_AFTER_REACH &&
      sameClause(tagged, change.end, tag.start),
  );
  if (after) return after.base;
  const before = [...tagged.bases]
    .reverse()
    .find(
      (tag) =>
        tag.end <= change.start &&
        change.start - tag.end <= BASE_BEFORE_REACH &&
        sameClause(tagged, tag.end, change.start),
    );
  return before?.base ?? 'unspecified';
}

/** "sequentially", "from the prior quarter", "quarter-over-quarter": a change on the period before. */
const SEQUENTIAL_BASE =
  /\b(?:sequential(?:ly)?|quarter[- ]over[- ]quarter|q-?o-?q|(?:from|over|versus|vs\.?|compared (?:to|with))\s+(?:the\s+)?(?:prior|previous|preceding|last|first|second|third|fourth)\s+quarter(?!\s+(?:of\s+)?(?:(?:last|a|the prior|the previous)\s+year|(?:fiscal\s+)?20\d\d)))\b/i;

/** "two-year", "on a two-year stack", "pre-pandemic": a change on two years before. */
const TWO_YEAR_BASE = /\b(?:two[- ]year|2[- ]year|pre-pandemic)\b/i;

/** "year-over-year", "from a year ago", "versus the prior year", "same quarter last year". */
const YEAR_AGO_BASE =
  /\b(?:year[- ]over[- ]year|y-?o-?y|year[- ]on[- ]year|(?:a|one) year (?:ago|earlier|before)|(?:prior|previous|last) year|prior[- ]year)\b/i;

/** "compared to the third quarter of 2020", "versus 2019": a base named by its year. */
const BASE_YEAR =
  /\b(?:versus|vs\.?|compared (?:to|with)|over|from)\s+(?:the\s+)?(?:(?:first|second|third|fourth) quarter (?:of\s+)?|q[1-4] (?:of\s+)?)?(?:fiscal\s+)?(20\d\d)\b/gi;

/** The bases a text names: a year before, the period before, two years before. */
function basesNamed(
  text: string,
  call: CallPeriod,
): { yearAgo: boolean; sequential: boolean; twoYear: boolean } {
  let yearAgo = YEAR_AGO_BASE.test(text);
  let twoYear = TWO_YEAR_BASE.test(text);
  const sequential = SEQUENTIAL_BASE.test(text);
  for (const match of text.matchAll(BASE_YEAR)) {
    const year = Number(match[1]);
    if (call.year !== null && year === call.year - 1) yearAgo = true;
    else if (call.year !== null && year <= call.year - 2) twoYear = true;
  }
  return { yearAgo, sequential, twoYear };
}

/** Where the words of a change's own base end: the next clause, or the next change. */
const CLAUSE_END =
  /[;]|,\s+(?:and|while|but|with|which)\b|\s+and\s+(?:up|down|increased|decreased|grew|rose|fell)\b/i;

/**
 * What a change is measured against when only the sentence's text is at hand (the call-level
 * reader, after the sentence reader left a change without a base): a year before, the period
 * before, two years before, or not known. The words right after the change say it ("up 4% sequentially and up 20% from a year
 * ago"); else the sentence's, when it names one base only. A change said with no base at all is on
 * the year before, as calls state changes unless they say otherwise; a sentence naming two bases
 * with none after the change leaves it unknown, so a sequential or two-year change is never taken
 * for a year-on-year one.
 */
export function comparisonBaseInText(
  text: string,
  call: CallPeriod,
  changeEnd = 0,
): 'year-ago' | 'sequential' | 'two-year' | 'unspecified' {
  const after = text.slice(changeEnd, changeEnd + 80);
  const cut = after.search(CLAUSE_END);
  const clause = cut > 0 ? after.slice(0, cut) : after;
  const own = baseOf(basesNamed(clause, call));
  if (own !== null) return own;
  const named = basesNamed(text, call);
  const count = [named.yearAgo, named.sequential, named.twoYear].filter(Boolean).length;
  if (count === 0) return 'year-ago';
  return baseOf(named) ?? 'unspecified';
}

/** The one base named, or null when none or several are. */
function baseOf(named: {
  yearAgo: boolean;
  sequential: boolean;
  twoYear: boolean;
}): 'year-ago' | 'sequential' | 'two-year' | null {
  const count = [named.yearAgo, named.sequential, named.twoYear].filter(Boolean).length;
  if (count !== 1) return null;
  return named.yearAgo ? 'year-ago' : named.sequential ? 'sequential' : 'two-year';
}

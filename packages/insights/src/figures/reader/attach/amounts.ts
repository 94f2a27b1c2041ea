import type { Quantity, QuantityRange } from '../../../text/quantities';
import type { KeyFigure } from '../../extract-figures';
import { changeAfter, isComparisonValue } from '../../figure-words';
import type { CallPeriod } from '../../period';

/** Words that may follow an amount; any other word names what was counted ("4.8 billion pounds"). */
export const AFTER_AMOUNT =
  /^\s+(?!(?:in|and|or|to|up|down|compared|versus|vs|for|from|which|with|an?|the|this|that|was|were|is|on|at|during|of|as|year|over|higher|lower|ahead|above|below)\b)[a-z]/i;

/**
 * "total sales were 4.8 billion": a scaled amount said without its currency is still the
 * measure's level; it keeps the words as said, without a currency sign.
 */
export function bareAmount(text: string, q: Quantity): Quantity | null {
  if (
    q.scale === null ||
    q.scale === 'thousand' ||
    AFTER_AMOUNT.test(text.slice(q.end, q.end + 16))
  )
    return null;
  return { ...q, kind: 'money' };
}

/**
 * "earnings per share would have been around $4.50": what a result would have been, not it;
 * "our gross margin in fiscal 2022 will significantly exceed the 25.6% margin we project": the
 * mark a measure is set against.
 */
export const HYPOTHETICAL_OR_MARK =
  /\b(?:would have (?:been|come in at|totall?ed)\s+(?:(?:around|about|approximately|roughly)\s+)?|(?:exceed|surpass|top|beat)(?:s|ed|ing)?\s+the\s+)$/i;

/**
 * A value of the comparison period or of a result as it would have been, unless it opens a range
 * "from $0.74 to $0.93" (the range reader already told such a range from a change "increased from
 * $0.50 to $0.60").
 */
export function isPrior(text: string, q: Quantity, ranges: readonly QuantityRange[]): boolean {
  if (HYPOTHETICAL_OR_MARK.test(text.slice(Math.max(0, q.start - 40), q.start))) return true;
  if (!isComparisonValue(text, q)) return false;
  // "decreased 31.5% from last year": a change said with the period it is measured from.
  if (
    q.kind === 'percent' &&
    CHANGE_WORD_BEFORE.test(text.slice(Math.max(0, q.start - 30), q.start))
  )
    return false;
  return !(
    /\bfrom\s+$/i.test(text.slice(Math.max(0, q.start - 8), q.start)) &&
    ranges.some((r) => r.low.start === q.start)
  );
}

/** "a use of $170 million", "an outflow of": an amount spent, said without its sign. */
export const USE_OF =
  /\b(?:a\s+)?(?:net\s+)?(?:use|outflow)\s+(?:(?:in|during|for)\s+the\s+(?:quarter|period|year)\s+)?(?:of\s+cash\s+)?of\s+(?:approximately\s+|about\s+)?$/i;

/**
 * Words between a range and the change said of it: ", which is up", ", representing growth of",
 * ", an increase of approximately"; not ", up from" (the earlier range) nor "using a normalized"
 * or "with organic sales declining" (another measure's rate).
 */
export const RANGE_CHANGE_GAP =
  /^\s*,?\s*(?:(?:which|this|that|is|would|be|represents?|representing|reflects?|reflecting|or|an?|up|down|flat|to|increase|decrease|decline|growth|rate|of|approximately|about|around|roughly|nearly|annual|year[- ]over[- ]year)\s+)*$/i;

/** "$14.2 billion to $14.3 billion, which is up 13% at the midpoint": a range's change follows its high end. */
export function rangeChange(
  text: string,
  range: QuantityRange,
  quantities: readonly Quantity[],
): KeyFigure['change'] {
  const change = changeAfter(text, range.high, quantities);
  if (!change || !RANGE_CHANGE_GAP.test(text.slice(range.high.end, change.value.start)))
    return null;
  return isComparisonValue(text, change.value) ? null : change;
}

/** Words right before a percentage that make it a change: "decreased 31.5%", "up by 4%". */
export const CHANGE_WORD_BEFORE =
  /\b(?:up|down|increased|decreased|grew|rose|fell|declined|improved)\s+(?:by\s+)?(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+)?$/i;

/** "in excess of $1 billion over the next five to seven years": an amount over several years. */
export const OVER_YEARS_AHEAD =
  /^\s*(?:\S+\s+){0,4}?(?:over|in|within)\s+the\s+(?:next|coming)\s+(?:[\w-]+\s+){0,3}?years\b/i;

/**
 * "doubling total revenues to $25 billion by 2025", "exceed $50 of earnings per share by the year
 * 2025", "in excess of $1 billion over the next five to seven years": a goal for a later year or
 * for several years to come, not a result or the year's outlook.
 */
export function isLaterTarget(text: string, q: Quantity, call: CallPeriod): boolean {
  if (OVER_YEARS_AHEAD.test(text.slice(q.end, q.end + 60))) return true;
  const by =
    /^\s*(?:\S+\s+){0,5}?by\s+(?:the\s+end\s+of\s+)?(?:the\s+year\s+|fiscal\s+(?:year\s+)?)?'?(20\d\d)\b/i.exec(
      text.slice(q.end, q.end + 50),
    );
  return by !== null && call.year !== null && Number(by[1]) > call.year;
}

/** "an increase in revenue", "growth in net sales": the measure's change, not its level. */
export const CHANGE_IN =
  /\b(?:increase|decrease|growth|decline|improvement|reduction|change)\s+(?:in|of)\s+(?:(?:[a-z'-]+|20\d\d)\s+)?$/;

/** "was up nearly 15% from Q4 last year or $45 million": an amount said as the size of a rate. */
export const RATE_OR_AMOUNT =
  /\b(?:up|down|increased|decreased|grew|rose|fell|declined)\b[^.;$]{0,20}?\d%[^.;$%]{0,40}\bor\s+(?:approximately\s+|about\s+|nearly\s+|roughly\s+)?$/i;

/**
 * Words right before an amount that make it the size of a change: "were up $52 million", "we have
 * canceled approximately $35 million in capex".
 */
export const CHANGE_AMOUNT_BEFORE =
  /\b(?:by|up|down|grow|increased?|decreased?|grew|grown|growing|increasing|decreasing|declining|rose|fell|declined|improved|cancell?ed|deferred|eliminated|cut|removed|(?:increase|decrease|improvement|decline|reduction|growth)\s+of)\s+(?:(?:by\s+)?(?:between|in\s+(?:the|a)\s+range\s+of)\s+)?(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+|more than\s+|less than\s+|over\s+)?(?:\d+(?:\.\d+)?\s*%\s+or\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+)?)?$/i;

/** "increased 12% to $310 million": a level said after "to" right after the change. */
export function isLevelAfterChange(
  text: string,
  change: KeyFigure['change'],
  value: Quantity,
): boolean {
  if (!change || change.value.end > value.start) return false;
  return /^\s+to\s+(?:a\s+)?(?:record\s+)?$/.test(text.slice(change.value.end, value.start));
}

import type { Quantity } from '../../text/quantities';
import type { KeyFigure } from '../extract-figures';

/** Words of a rise; "the higher end of the range" is a bound of an outlook, not a rise. */
const UP =
  /\b(?:up|positive|increas\w*|grew|grow\w*|rose|rising|higher(?![- ]end\b)|improv\w*|gain\w*|expan\w*|jump\w*|climb\w*|record|ahead)\b/i;
/** Words of a fall; "raising the lower end of the range to 19%" is no fall. */
const DOWN =
  /\b(?:down|decreas\w*|declin\w*|fell|fall\w*|lower(?![- ]end\b)|drop\w*|contract\w*|reduc\w*|shrank|behind)\b/i;

/** The direction word (up, grew, declined...) closest to a percentage. */
export function directionNear(text: string, q: Quantity): 'up' | 'down' | null {
  const around = text.slice(Math.max(0, q.start - 30), Math.min(text.length, q.end + 18));
  const down = DOWN.exec(around);
  const up = UP.exec(around);
  if (down && (!up || Math.abs((down.index ?? 0) - 30) < Math.abs((up.index ?? 0) - 30)))
    return 'down';
  return up ? 'up' : null;
}

/** Words after a change that measure it from the quarter before: "up 5% from the first quarter". */
const SEQUENTIAL_AFTER =
  /^\s*(?:(?:year[- ]over[- ]year|in the quarter)\s+)?(?:sequentially|(?:on a )?sequential(?: basis)?\b|quarter[- ](?:over|on)[- ]quarter|(?:from|over|versus|vs\.?|compared (?:to|with))\s+(?:the\s+|our\s+)?(?:(?:prior|previous|last|preceding|linked)\s+quarter|(?:first|second|third|fourth)[- ]quarter|q[1-4])\b(?!\s+(?:of\s+)?(?:last year|a year ago|(?:fiscal\s+)?'?\d\d)))/i;

/**
 * A change measured from the quarter before ("up sequentially by 17%", "up 5% from the first
 * quarter"), not from the year before as a brief tells it.
 */
function isSequentialChange(text: string, q: Quantity): boolean {
  return (
    /\bsequential(?:ly)?\s+(?:by\s+)?(?:approximately\s+|about\s+|roughly\s+)?$/i.test(
      text.slice(Math.max(0, q.start - 30), q.start),
    ) || SEQUENTIAL_AFTER.test(text.slice(q.end, q.end + 60))
  );
}

/**
 * Words after a change that measure it over several years: "up 400% over the last two years",
 * "45% growth over three years", "11.3% on a two-year stack basis", "up 2% from 2019 levels" (the level before the pandemic).
 */
const MULTI_YEAR_AFTER =
  /^[^,.;]{0,40}?\b(?:(?:over|in|during)\s+(?:the\s+(?:last|past|prior|next|coming)\s+)?(?:two|three|four|five|several|\d+)\s+years|(?:on\s+an?\s+)?(?:two|three|2|3)[- ]year(?:\s+stack|\s+basis|\s+comparison)|(?:from|versus|vs\.?|over|compared (?:to|with)|relative to)\s+(?:the\s+)?(?:(?:19|20)\d\d|pre-pandemic|pre-covid)\s+levels?)\b/i;

/**
 * A change measured from another base than the same period a year before: the quarter before,
 * or several years back.
 */
export function isOtherBaseChange(text: string, q: Quantity): boolean {
  return isSequentialChange(text, q) || MULTI_YEAR_AFTER.test(text.slice(q.end, q.end + 60));
}

/** Words that name a change after its level: "represents a decrease of 13%", "representing a 16% increase". */
const REPRESENTS_CHANGE =
  /^[^;]*\b(?:represent\w*|reflect\w*)\s+an?\s+(?:(?:increase|decrease|decline|growth|improvement)\s+of\s+(?:approximately\s+|about\s+)?[\d.]+%|[\d.]+%\s+(?:(?:year[- ]over[- ]year|yoy)\s+)?(?:increase|decrease|decline|growth|improvement))/i;

/** "30% core revenue growth": a change on another basis than the amount's. */
export const OTHER_BASIS_AFTER =
  /^\s+(?:core|organic|comparable|same[- ]store|constant[- ]currency|currency[- ]neutral|underlying|local[- ]currency|pro[- ]forma)\b/i;

/** ", an increase of 30%" after an amount and the words that place it. */
const APPOSITIVE_CHANGE =
  /^[^;.]*,\s+(?:an?\s+)?(?:increase|decrease|decline|growth|improvement|rise|gain|drop)\s+of\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+|over\s+|more than\s+)?[\d.]+%$/i;

/** "$1.44 billion, up 28%": a percentage right after a value is its change. */
export function changeAfter(
  text: string,
  value: Quantity,
  quantities: readonly Quantity[],
): KeyFigure['change'] {
  let next = quantities.find((q) => q.start > value.end && q.start - value.end < 40);
  // "$377 million in the quarter represents a decrease of 13%", "$2.06 billion or $279 million
  // higher, representing a 16% increase": the change the sentence goes on to name.
  if (!next || next.kind !== 'percent') {
    const named = quantities.find(
      (q) =>
        q.kind === 'percent' &&
        q.start > value.end &&
        q.start - value.end < 100 &&
        (REPRESENTS_CHANGE.test(text.slice(value.end, q.end + 14)) ||
          // "$706 million in sales in the second quarter, an increase of 30%": a change set
          // beside the amount, with no other number between.
          (APPOSITIVE_CHANGE.test(text.slice(value.end, q.end)) &&
            !quantities.some((other) => other.start > value.end && other.start < q.start))),
    );
    if (named) next = named;
  }
  // "$298 million, up $19 million or 7%": the amount of the change, then its percentage.
  if (next && next.kind === 'money') {
    const delta = next;
    const pct = quantities.find((q) => q.start > delta.end && q.kind === 'percent');
    if (pct && /^\s*,?\s*or\s*$/.test(text.slice(delta.end, pct.start))) next = pct;
  }
  // "30.6 million, up 5% from the first quarter and up 11% from the second quarter of 2020": the
  // change from a year ago follows the one from the quarter before.
  if (next && next.kind === 'percent' && isOtherBaseChange(text, next)) {
    const sequential = next;
    next = quantities.find(
      (q) =>
        q.start > sequential.end &&
        q.start - sequential.end < 60 &&
        /^[^.;]*\band\b/.test(text.slice(sequential.end, q.start)),
    );
    if (next && (next.kind !== 'percent' || isOtherBaseChange(text, next))) return null;
  }
  // "$1.2 billion, 45% of the total": a share, not a change; "$6.9 billion with 30% core
  // revenue growth": the change of the measure on another basis.
  // "gross margin increased to 50.3% from 49.7%", "up compared to the 10.3% margin": the level
  // it rose from, not a change; "$52 million with a margin of 35%": the level of a margin.
  if (
    !next ||
    next.kind !== 'percent' ||
    /\b(?:from|compared (?:to|with)|versus|vs\.?|against)(?:\s+(?:the|a|an|our|its))?\s*$/i.test(
      text.slice(value.end, next.start),
    ) ||
    /\bmargins?\s+(?:of|was|were|at|is)\s+(?:approximately\s+|about\s+)?$/i.test(
      text.slice(value.end, next.start),
    ) ||
    /^\s*of\b/.test(text.slice(next.end, next.end + 4)) ||
    OTHER_BASIS_AFTER.test(text.slice(next.end, next.end + 30))
  )
    return null;
  const direction = directionNear(text.slice(0, next.end + 18), next);
  return direction === null ? null : { value: next, direction };
}

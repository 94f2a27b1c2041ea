import type { Quantity } from '../../../text/quantities';
import {
  changeAfter,
  directionNear,
  fits,
  isComparisonValue,
  isOtherBaseChange,
  OTHER_BASIS_AFTER,
} from '../../figure-words';
import { bareAmount, CHANGE_AMOUNT_BEFORE, RATE_OR_AMOUNT, rangeChange, USE_OF } from './amounts';
import type { MentionReading } from './measure';
import { isAnotherThingsAmount, WITH_BALANCE } from './other-amounts';
import { GROWTH_AFTER, OTHER_GROWTH_BETWEEN, OWN_OTHER_BASIS, SHARE_OF_PRIOR } from './after-words';
import { excluded, LEVEL_EXCLUSIONS, PLACE_EXCLUSIONS } from './exclusions';
import { ownedByLater, type AttachSentence } from './sentence';

/**
 * The rules of an amount said after its measure ("MEASURE VERB? AMOUNT", "MEASURE CHANGE PCT to
 * AMOUNT", "MEASURE CHANGE PCT"): the amounts of the measure's clause are read in order until one
 * is its level; a rate said on the way may be its change.
 */
export function readAfter(s: AttachSentence, reading: MentionReading): void {
  if (reading.leading || reading.slot || reading.named) return;
  for (const found of s.quantities) {
    if (found.start < reading.mention.end || found.start >= reading.limit || s.used.has(found))
      continue;
    if (readAmount(s, reading, found)) return;
  }
}

/** Reads one amount after a measure; true when it is the measure's level and reading stops. */
function readAmount(s: AttachSentence, reading: MentionReading, found: Quantity): boolean {
  const { text, lower, ranges } = s;
  const { mention } = reading;
  let q = found;
  // "$1.05 to $1.10 and $1.40 to $1.45, respectively": a range already taken ends at its high.
  if (ranges.some((r) => r.high === q && reading.values.includes(r.low))) return false;
  // "growth in the range of 6 to 8%", "between 9 and $12.5 million", "$65 to $75 million": the
  // first number takes the range's unit. (The value read below keeps this start.)
  const opens = ranges.find((r) => r.low.start === q.start);
  if (opens && q.kind !== 'percent') q = opens.low;
  if (excluded(s, reading, q, PLACE_EXCLUSIONS)) return false;
  if (q.kind === 'percent' && mention.def.kinds.includes('money')) {
    readRate(s, reading, q);
    return false;
  }
  if (q.kind === 'number' && mention.def.kinds.includes('money')) {
    const amount = bareAmount(text, q);
    if (amount === null) return false;
    q = amount;
  }
  if (!fits(mention.def, q) || excluded(s, reading, q, LEVEL_EXCLUSIONS)) return false;
  // "$41 to $43 million" is no per-share range, whatever its first number looks like.
  // "950 million to 1.15 billion": a range of amounts said without their currency.
  const rangeHigh = opens?.high;
  const high =
    rangeHigh?.kind === 'number' && q.kind === 'money'
      ? (bareAmount(text, rangeHigh) ?? rangeHigh)
      : rangeHigh;
  if (high && !fits(mention.def, high)) return false;
  const level = levelOf(s, reading, q, rangeHigh);
  if (level === null) return false;
  q = asOutflow(s, reading, level);
  reading.values.push(q);
  readChangeOfLevel(s, reading, q);
  return !/respectively/.test(lower.slice(q.end, reading.limit + 20));
}

/**
 * A rate said after a measure told in money: its change ("sales grew 8%"), or in an outlook its
 * range of growth ("sales up 22% to 25%"), unless the rate belongs to another measure.
 */
function readRate(s: AttachSentence, reading: MentionReading, q: Quantity): void {
  const { text, lower, ranges } = s;
  const { mention } = reading;
  if (ownedByLater(s, ranges.find((r) => r.low.start === q.start)?.end ?? q.end)) return;
  // "revenue growth and order growth of 20%": the growth of another measure comes first, and so
  // does every rate after it.
  if (OTHER_GROWTH_BETWEEN.test(lower.slice(mention.end, q.start))) return;
  if (WITH_BALANCE.test(text.slice(mention.end, q.start))) return;
  // "sales with 30% core revenue growth": a rate that names its own basis is the change of the
  // measure on that basis, not of the one named before it.
  if (!OWN_OTHER_BASIS.test(mention.text) && OTHER_BASIS_AFTER.test(text.slice(q.end, q.end + 30)))
    return;
  // "sales growth for the full year to be approximately 15%": the growth named right after the
  // measure gives the direction of a rate said further on in its clause.
  const direction =
    directionNear(text, q) ??
    (GROWTH_AFTER.test(lower.slice(mention.end, q.start))
      ? /^\s+(?:declines?|decreases?)/.test(lower.slice(mention.end, mention.end + 12))
        ? 'down'
        : 'up'
      : null);
  // An outlook given as a growth range ("sales up 22% to 25%") has no money value.
  const growth = s.isGuidance
    ? ranges.find(
        (r) =>
          r.low.start === q.start &&
          !SHARE_OF_PRIOR.test(text.slice(r.end, r.end + 30)) &&
          // "to grow at a 3% to 4% CAGR": a rate over several years.
          !/^\s*(?:cagr|compound|annual(?:ly|ized)?\b|per year|a year)/i.test(
            text.slice(r.end, r.end + 20),
          ) &&
          !ownedByLater(s, r.end),
      )
    : undefined;
  if (growth && reading.values.length === 0 && reading.percentRange === null) {
    reading.percentRange = growth;
    // "organic sales growth in the range of plus 6% to 8%": growth said without a verb.
    if (reading.change === null && direction === null)
      reading.change = { value: q, direction: growth.low.negative ? 'down' : 'up' };
  }
  if (
    reading.change === null &&
    direction !== null &&
    reading.values.length === 0 &&
    !isOtherBaseChange(text, q) &&
    // "net sales rising to 80% of 2019 levels": a share of another amount, not a change.
    !/^\s*of\b/.test(text.slice(q.end, q.end + 4))
  )
    reading.change = { value: q, direction };
}

/** "increased 12% to $310 million", "up $52 million to $1.8 billion": words before a level. */
const TO_LEVEL = /\bto\s+(?:a\s+)?(?:(?:record|new)\s+)?(?:range\s+of\s+)?$/i;

/** Words right before an amount that make it the size of a change: "or", "by", "up". */
const DELTA_BEFORE =
  /\b(?:or|by|up|down|increased|decreased|grew|rose|fell|declined)\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+)?$/i;

/**
 * The level of a measure read at an amount: the amount itself, or, when it is the size of a
 * change ("increased 5% or $84 million to $1.8 billion"), the level after "to"; null when there is
 * none.
 */
function levelOf(
  s: AttachSentence,
  reading: MentionReading,
  q: Quantity,
  rangeHigh: Quantity | undefined,
): Quantity | null {
  const { text, quantities, ranges, used } = s;
  const { mention } = reading;
  const level = quantities.find(
    (later) =>
      later.start > q.end &&
      later.start < reading.limit &&
      later.kind === q.kind &&
      !ranges.some((r) => r.high === later) &&
      !isComparisonValue(text, later) &&
      TO_LEVEL.test(text.slice(Math.max(0, later.start - 24), later.start)),
  );
  const isDelta =
    DELTA_BEFORE.test(text.slice(Math.max(0, q.start - 26), q.start)) ||
    /^\s*,?\s*or\s+\d/.test(text.slice(q.end));
  // "Net sales were up $52 million, an increase of 43%": an amount of change with no level after
  // it is no level either; the percentage still tells the change.
  if (
    q.kind === 'money' &&
    !(level && fits(mention.def, level)) &&
    (CHANGE_AMOUNT_BEFORE.test(text.slice(Math.max(0, q.start - 50), q.start)) ||
      RATE_OR_AMOUNT.test(text.slice(Math.max(0, q.start - 70), q.start)))
  ) {
    // "to grow between $650 million and $800 million": the high end is no level either.
    if (rangeHigh) used.add(rangeHigh);
    return null;
  }
  if (!level || !isDelta) return q;
  // "affected earnings per share by $0.01, bringing the year-to-date effect to $0.04": the level
  // an effect reaches is no level of the measure.
  if (/\b(?:effects?|impacts?|benefits?|costs?|charges?)\b/i.test(text.slice(q.end, level.start))) {
    used.add(level);
    return null;
  }
  if (!fits(mention.def, level)) return q;
  used.add(q);
  // "down $152 million or 58% to $109 million": the percentage is the change.
  const pct = quantities.find(
    (p) => p.kind === 'percent' && p.start > q.end && p.end <= level.start,
  );
  if (pct && reading.change === null) {
    const direction = directionNear(text, pct) ?? directionNear(text, q);
    if (direction !== null) reading.change = { value: pct, direction };
  }
  reading.levelAfterChange = true;
  // "increased our authorization by $250 million, bringing our total remaining authorization to
  // $277 million": the level reached may be another thing's too.
  return level.kind === 'money' && isAnotherThingsAmount(s, mention, level) ? null : level;
}

/**
 * "We had negative adjusted EBITDA of $25 million", "Free cash flow was a use of $170 million":
 * an outflow, told with its sign.
 */
function asOutflow(s: AttachSentence, reading: MentionReading, q: Quantity): Quantity {
  if (
    q.kind !== 'money' ||
    q.negative ||
    !(reading.negativeMeasure || USE_OF.test(s.text.slice(Math.max(0, q.start - 30), q.start)))
  )
    return q;
  s.used.add(q);
  return { ...q, negative: true, value: -q.value };
}

/** The change said with a level: right after it, or after the high end of its range. */
function readChangeOfLevel(s: AttachSentence, reading: MentionReading, q: Quantity): void {
  const { text, quantities, ranges } = s;
  const { mention, next } = reading;
  // "comp sales increased 11.4%, and U.S. comp sales increased 10.7%": a comparable-sales rate
  // said with its direction is its own change, not the next rate's.
  if (q.kind === 'percent' && reading.change === null && mention.def.id === 'same-store-sales') {
    const direction = directionNear(text, q);
    if (direction !== null) reading.change = { value: q, direction };
  }
  if (reading.change !== null) return;
  const range = ranges.find((r) => r.low === q);
  const change = range ? rangeChange(text, range, quantities) : changeAfter(text, q, quantities);
  // "adjusted EBITDA of $35.1 million this quarter on sales that were up 48%": a change said
  // after another measure is that measure's ("with sales growth of 14.4%" is not).
  reading.change =
    change &&
    next &&
    next.def.id !== mention.def.id &&
    next.start > q.end &&
    next.start < change.value.start
      ? null
      : change;
}

import type { Quantity, QuantityRange } from '../../../text/quantities';
import type { KeyFigure } from '../../extract-figures';
import { changeAfter, directionNear } from '../change-words';
import type { Mention } from '../measure-words';
import type { RespectiveSlot } from '../../respective-measures';
import { CHANGE_IN } from './amounts';
import { adjustedAlternative } from './basis';
import { amountBefore, rateBefore, revenueGrowthBefore } from './before';
import type { AttachSentence } from './sentence';

/**
 * What the rules have read for one measure so far: the amounts said for it (`values`, the first
 * its level), its change, and which rule placed them.
 */
export type MentionReading = {
  mention: Mention;
  index: number;
  /** The next measure of the sentence, where the amounts of this one end. */
  next: Mention | undefined;
  /** How far after the measure its amounts may be said. */
  limit: number;
  /** The words before the measure that may name its basis. */
  lead: string;
  /** True after "an increase in revenue": only the amount it rose "to" is a level. */
  changeOf: boolean;
  negativeMeasure: boolean;
  slot: RespectiveSlot | undefined;
  named: Quantity | null;
  leading: Quantity | null;
  growthBefore: ReturnType<typeof revenueGrowthBefore>;
  values: Quantity[];
  change: KeyFigure['change'];
  percentRange: QuantityRange | null;
  /** True once a level is read after a change ("rose 12% to $310 million"). */
  levelAfterChange: boolean;
  /** The amount said again on an adjusted basis ("$1.10, or $1.25 on an adjusted basis"). */
  alternative: Quantity | null;
};

/** How far after a measure its amount may be said. */
const REACH = 110;

/**
 * A measure's reading before any rule has run: where its amounts may be said and the words around
 * it that the rules look at.
 */
export function newReading(s: AttachSentence, mention: Mention, index: number): MentionReading {
  const { text, lower, mentions } = s;
  const next = mentions[index + 1];
  return {
    mention,
    index,
    next,
    limit: Math.min(next ? next.start : text.length, mention.end + REACH),
    lead: '',
    changeOf: CHANGE_IN.test(lower.slice(Math.max(0, mention.start - 30), mention.start)),
    negativeMeasure: /\bnegative\s+$/.test(
      lower.slice(Math.max(0, mention.start - 12), mention.start),
    ),
    slot: undefined,
    named: null,
    leading: null,
    growthBefore: null,
    values: [],
    change: null,
    percentRange: null,
    levelAfterChange: false,
    alternative: null,
  };
}

/**
 * The words before a measure that may name its basis, once the rules of the words before it have
 * run: "we reported $7 billion in after-tax net income": the verb before an amount said first
 * names no basis of the measure.
 */
export function leadOf(s: AttachSentence, reading: MentionReading): string {
  const { mention, index, named } = reading;
  return s.lower.slice(
    named ? named.end : Math.max(0, s.mentions[index - 1]?.end ?? 0, mention.start - 45),
    mention.end,
  );
}

/** Rule respective-list: the measure's place in a list said "respectively". */
export function readRespective(s: AttachSentence, reading: MentionReading): boolean {
  const slot = s.listed?.get(reading.mention);
  if (!slot) return false;
  reading.slot = slot;
  if (slot.value) reading.values.push(slot.value);
  if (slot.change) reading.change = slot.change;
  return true;
}

/** Rule amount-of-measure: "we generated $410 million of free cash flow". */
export function readAmountOf(s: AttachSentence, reading: MentionReading): boolean {
  const named = amountBefore(s, reading.mention);
  if (!named) return false;
  reading.named = named;
  reading.values.push(named);
  reading.change = changeAfter(s.text, named, s.quantities);
  return true;
}

/** Rule rate-before-measure: the rate said right before a measure ("a 23.4% gross margin"). */
export function readRateBefore(s: AttachSentence, reading: MentionReading): boolean {
  const { mention } = reading;
  const leading = rateBefore(s, mention);
  if (!leading) return false;
  reading.leading = leading;
  reading.values.push(leading);
  // "a 3% same-store sales decline": the direction may follow the measure.
  const direction = directionNear(s.text, { ...leading, end: mention.end });
  if (mention.def.id === 'same-store-sales' && direction !== null)
    reading.change = { value: leading, direction };
  return true;
}

/**
 * Rule pct-change-in-measure: "a 14% increase in sales", "8% revenue growth": the change of
 * revenue said before it.
 */
export function readGrowthBefore(s: AttachSentence, reading: MentionReading): boolean {
  const { mention } = reading;
  const growthBefore = mention.def.id === 'revenue' ? revenueGrowthBefore(s, mention) : null;
  if (!growthBefore) return false;
  reading.growthBefore = growthBefore;
  reading.change = growthBefore.change;
  if (s.isGuidance) reading.percentRange = growthBefore.range;
  return true;
}

/**
 * Rule adjusted-alternative: "$1.10, or $1.25 on an adjusted basis": the measure's amount on a
 * second basis, said right after the first.
 */
export function readAlternative(s: AttachSentence, reading: MentionReading): void {
  if (reading.slot) return;
  reading.alternative = adjustedAlternative(s, reading.values);
  if (reading.alternative) reading.values.push(reading.alternative);
}

/**
 * Rule range-outlook, for a bound said alone: "raising the low end of our guidance to $2.70, resulting in a range of $2.70 to $2.75": the
 * outlook is the range the new end makes.
 */
export function widenToRange(s: AttachSentence, reading: MentionReading): void {
  const { values } = reading;
  const bound = values.length === 1 ? values[0] : undefined;
  if (
    !bound ||
    !s.isGuidance ||
    bound.kind !== 'money' ||
    s.ranges.some((r) => r.low === bound || r.high === bound)
  )
    return;
  const whole = s.ranges.find(
    (r) =>
      r.start > bound.end &&
      r.start < reading.limit &&
      !s.used.has(r.low) &&
      (r.low.value === bound.value || r.high.value === bound.value),
  );
  if (whole) values[0] = whole.low;
}

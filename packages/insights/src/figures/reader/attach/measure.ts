import type { Quantity, QuantityRange } from '../../../text/quantities';
import type { KeyFigure } from '../../extract-figures';
import { changeAfter, directionNear, type Mention } from '../../figure-words';
import type { RespectiveSlot } from '../../respective-measures';
import { CHANGE_IN } from './amounts';
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
};

/** How far after a measure its amount may be said. */
const REACH = 110;

/**
 * The reading of a measure before any amount after it is looked at: the amount or rate its rules
 * of the words before it give, in their declared order (its place in a list said "respectively",
 * "we generated $X of sales", "a 23.4% gross margin", "a 14% increase in sales").
 */
export function startReading(s: AttachSentence, mention: Mention, index: number): MentionReading {
  const { text, lower, mentions } = s;
  const next = mentions[index + 1];
  const slot = s.listed?.get(mention);
  const named = slot ? null : amountBefore(s, mention);
  const reading: MentionReading = {
    mention,
    index,
    next,
    limit: Math.min(next ? next.start : text.length, mention.end + REACH),
    // "we reported $7 billion in after-tax net income": the verb before an amount said first
    // names no basis of the measure.
    lead: lower.slice(
      named ? named.end : Math.max(0, mentions[index - 1]?.end ?? 0, mention.start - 45),
      mention.end,
    ),
    changeOf: CHANGE_IN.test(lower.slice(Math.max(0, mention.start - 30), mention.start)),
    negativeMeasure: /\bnegative\s+$/.test(
      lower.slice(Math.max(0, mention.start - 12), mention.start),
    ),
    slot,
    named,
    leading: null,
    growthBefore: null,
    values: [],
    change: null,
    percentRange: null,
    levelAfterChange: false,
  };
  if (slot?.value) reading.values.push(slot.value);
  if (slot?.change) reading.change = slot.change;
  if (named) {
    reading.values.push(named);
    reading.change = changeAfter(text, named, s.quantities);
  }
  readBefore(s, reading);
  return reading;
}

/** The rate said right before a measure, or the change of revenue said before it. */
function readBefore(s: AttachSentence, reading: MentionReading): void {
  const { mention } = reading;
  if (reading.slot || reading.named) return;
  const leading = rateBefore(s, mention);
  reading.leading = leading;
  if (leading) {
    reading.values.push(leading);
    // "a 3% same-store sales decline": the direction may follow the measure.
    const direction = directionNear(s.text, { ...leading, end: mention.end });
    if (mention.def.id === 'same-store-sales' && direction !== null)
      reading.change = { value: leading, direction };
    return;
  }
  // "a 14% increase in sales", "8% revenue growth": the measure's change said before it.
  const growthBefore = mention.def.id === 'revenue' ? revenueGrowthBefore(s, mention) : null;
  reading.growthBefore = growthBefore;
  if (growthBefore) {
    reading.change = growthBefore.change;
    if (s.isGuidance) reading.percentRange = growthBefore.range;
  }
}

/**
 * "raising the low end of our guidance to $2.70, resulting in a range of $2.70 to $2.75": the
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

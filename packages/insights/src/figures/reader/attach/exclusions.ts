import type { Quantity } from '../../../text/quantities';
import { CHANGE_WORD_BEFORE, isLaterTarget, isPrior } from './amounts';
import { CAUSE_BETWEEN, RATE_OF_CHANGE_AFTER, RATE_OF_OTHER_AFTER } from './after-words';
import type { MentionReading } from './measure';
import { isAnotherThingsAmount, ITEM_OF } from './other-amounts';
import { PER_SHARE_DELTA_AFTER } from './per-share';
import { inStaleOutlook, type AttachSentence } from './sentence';

/**
 * A named reason an amount said after a measure is not its level. Unlike the filters that drop a
 * candidate once it is read, an exclusion is asked while the rule reads: the amount is passed
 * over and the rule goes on to the next one of the measure's clause ("up 33% with $251 million
 * over prior year to $1.3 billion" reads $1.3 billion). The trace tells each amount passed over.
 */
export type AmountExclusion = {
  name: string;
  reason: string;
  examples: readonly string[];
  test: (s: AttachSentence, reading: MentionReading, q: Quantity) => boolean;
};

/** The words between a measure and an amount after it, lower-cased. */
function between(s: AttachSentence, { mention }: MentionReading, q: Quantity): string {
  return s.lower.slice(mention.end, q.start);
}

/** Asked of every amount after a measure, before it is read as a rate or a level. */
export const PLACE_EXCLUSIONS: readonly AmountExclusion[] = [
  {
    name: 'comparison-amount',
    reason: 'the amount of the period compared with, or what a result would have been, is no level',
    examples: ['Net sales were up compared to $2.1 billion in the prior year.'],
    test: (s, _reading, q) => isPrior(s.text, q, s.ranges),
  },
  {
    name: 'later-target',
    reason:
      'a goal for a later year or for several years to come is no result or outlook of the year',
    examples: ['We aim to double total revenue to $25 billion by 2026.'],
    test: (s, _reading, q) => isLaterTarget(s.text, q, s.call),
  },
  {
    name: 'amount-of-change',
    reason: 'after "an increase in revenue", only the amount it rose "to" is a level',
    examples: ['We saw an increase in revenue of $90 million in the quarter.'],
    test: (s, reading, q) =>
      reading.changeOf &&
      q.kind === 'money' &&
      (s.ranges.some((r) => r.high === q) ||
        !/\bto\s+(?:a\s+)?(?:record\s+)?$/i.test(s.text.slice(Math.max(0, q.start - 16), q.start))),
  },
  {
    name: 'restated-outlook',
    reason: 'a range said as the old outlook a result is set against is no outlook',
    examples: ['Revenue landed inside our guidance range of $2.2 billion to $2.3 billion.'],
    test: (s, _reading, q) =>
      inStaleOutlook(s, q) && s.ranges.some((r) => r.low === q || r.high === q),
  },
];

/** Asked of an amount that fits the measure, before it is taken as its level. */
export const LEVEL_EXCLUSIONS: readonly AmountExclusion[] = [
  {
    name: 'rough-rate',
    reason: 'a rate said only roughly ("the mid 20% range") has no level',
    examples: ['We see adjusted EBITDA margins in the mid 20% range this year.'],
    test: (s, _reading, q) =>
      q.kind === 'percent' &&
      /\b(?:low|mid|high|upper)[- ]?$/i.test(s.text.slice(Math.max(0, q.start - 6), q.start)),
  },
  {
    name: 'another-margin-between',
    reason: 'an incremental or contribution margin named between is the one the rate is of',
    examples: ['At that level of operating margin, our incremental margins will be near 30%.'],
    test: (s, reading, q) =>
      q.kind === 'percent' &&
      /margin/.test(reading.mention.def.id) &&
      /\b(?:incremental|decremental|contribution|flow-through|drop-through)\s+margins?\b/.test(
        between(s, reading, q),
      ),
  },
  {
    name: 'rate-of-another-measure',
    reason: 'a rate followed by the measure it is of ("11.7% pre-tax operating profits")',
    examples: ['We kept solid gross margins and 10.2% pre-tax operating profits.'],
    test: (s, _reading, q) =>
      q.kind === 'percent' && RATE_OF_OTHER_AFTER.test(s.text.slice(q.end, q.end + 40)),
  },
  {
    name: 'rate-of-change',
    reason: 'a rate of change is no level of a measure told in percentages',
    examples: ['Total gross margin decreased 5% to $1.4 billion.'],
    test: (s, reading, q) =>
      q.kind === 'percent' &&
      /margin|ratio/.test(reading.mention.def.id) &&
      (CHANGE_WORD_BEFORE.test(s.text.slice(Math.max(0, q.start - 30), q.start)) ||
        RATE_OF_CHANGE_AFTER.test(s.text.slice(q.end, q.end + 40))),
  },
  {
    name: 'cause-of-change',
    reason: 'a driver of the measure\'s change ("driven by ... $53 million") is not its level',
    examples: ['EBITDA growth was driven by favorable pricing of $48 million.'],
    test: (s, reading, q) => CAUSE_BETWEEN.test(between(s, reading, q)),
  },
  {
    name: 'size-of-growth',
    reason: 'the size of the growth named right after the measure is a change, not a level',
    examples: ['We delivered adjusted EBITDA growth, which came to about $55 million.'],
    test: (s, { mention }, q) =>
      q.kind === 'money' &&
      q.scale !== null &&
      /^\s+(?:growth|increase|decrease|decline|improvement)\b/.test(
        s.lower.slice(mention.end, mention.end + 14),
      ) &&
      !/\bto\s+(?:a\s+)?(?:record\s+)?$/.test(s.lower.slice(Math.max(0, q.start - 14), q.start)),
  },
  {
    name: 'item-of-measure',
    reason: 'a charge, gain or benefit within the measure is an item of it, not its level',
    examples: ['Net income included a gain of $12 million on the sale of a building.'],
    test: (s, reading, q) => q.kind !== 'percent' && ITEM_OF.test(between(s, reading, q)),
  },
  {
    name: 'per-share-change-or-item',
    reason: 'an amount per share that is a change or an item of earnings is not their level',
    examples: ['Earnings per share in the quarter includes $0.17 of amortization.'],
    test: (s, reading, q) =>
      (reading.mention.def.id === 'eps' || reading.mention.def.id === 'ffo') &&
      (PER_SHARE_DELTA_AFTER.test(s.text.slice(q.end, q.end + 60)) ||
        /\b(?:includes|included)\b/.test(between(s, reading, q))),
  },
  {
    name: 'another-things-amount',
    reason:
      'an amount that counts something else (a balance, what the words after it name, a rate per period, capital returned, a difference, deals done, an amount set apart)',
    examples: ['Free cash flow was strong, and we ended the year with net debt of $880 million.'],
    test: (s, { mention }, q) => q.kind === 'money' && isAnotherThingsAmount(s, mention, q),
  },
];

/**
 * True when one of the exclusions, asked in their declared order, passes the amount over; the
 * trace is told which.
 */
export function excluded(
  s: AttachSentence,
  reading: MentionReading,
  q: Quantity,
  exclusions: readonly AmountExclusion[],
): boolean {
  const hit = exclusions.find((exclusion) => exclusion.test(s, reading, q));
  if (!hit) return false;
  s.trace?.({
    step: 'filter',
    sentence: s.sentence,
    name: hit.name,
    candidate: `${reading.mention.text} ${s.text.slice(q.start, q.end)}`,
    reason: hit.reason,
  });
  return true;
}

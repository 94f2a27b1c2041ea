import type { Quantity } from '../../../text/quantities';
import { OTHER_BASIS_AFTER } from '../change-words';
import { fits } from '../measure-words';
import { CHANGE_AMOUNT_BEFORE, RATE_OR_AMOUNT } from './amounts';
import { OTHER_GROWTH_BETWEEN, OWN_OTHER_BASIS } from './after-words';
import type { AmountExclusion, NamedExclusion } from './exclusions';
import type { MentionReading } from './measure';
import { isAnotherThingsAmount, WITH_BALANCE } from './other-amounts';
import { ownedByLater } from './sentence';

/**
 * Asked of a rate said after a measure told in money, before it is read as the measure's change
 * or range of growth: the rate is another measure's.
 */
export const RATE_EXCLUSIONS: readonly AmountExclusion[] = [
  {
    name: 'rate-of-later-measure',
    reason: 'a measure named right after a rate, or the one its growth is said to be in, owns it',
    examples: ['Revenue was strong in the quarter with a 23% operating margin.'],
    test: (s, _reading, q) =>
      ownedByLater(s, s.ranges.find((r) => r.low.start === q.start)?.end ?? q.end),
  },
  {
    name: 'growth-of-another-measure',
    reason: 'the growth of another measure named first owns the rates after it',
    examples: ['Revenue was a record, and order growth was 20% in the quarter.'],
    test: (s, { mention }, q) => OTHER_GROWTH_BETWEEN.test(s.lower.slice(mention.end, q.start)),
  },
  {
    name: 'rate-with-balance',
    reason: 'a rate said with a balance ("with total deposits up 8%") is the balance\'s change',
    examples: ['Net income was a record, with total deposits up 8% from a year ago.'],
    test: (s, { mention }, q) => WITH_BALANCE.test(s.text.slice(mention.end, q.start)),
  },
  {
    name: 'rate-on-another-basis',
    reason:
      'a rate that names its own basis ("30% organic growth") is the change on that basis, not of the measure named before it',
    examples: ['Sales were a record, up 30% organic in the quarter.'],
    test: (s, { mention }, q) =>
      !OWN_OTHER_BASIS.test(mention.text) &&
      OTHER_BASIS_AFTER.test(s.text.slice(q.end, q.end + 30)),
  },
];

/**
 * An amount after a measure that fits it, with the level said after it: `level` is the amount
 * after "to" ("up $52 million to $1.8 billion"), and `isDelta` tells that the words around the
 * amount make it the size of a change.
 */
export type ChangeAndLevel = {
  reading: MentionReading;
  q: Quantity;
  level: Quantity | undefined;
  isDelta: boolean;
  rangeHigh: Quantity | undefined;
};

/** Asked of an amount after a measure before it, or the level after it, is taken as a level. */
export const CHANGE_EXCLUSIONS: readonly NamedExclusion<ChangeAndLevel>[] = [
  {
    name: 'change-without-level',
    reason:
      'an amount of change with no fitting level after it is no level; the percentage still tells the change',
    examples: ['Net sales were up $52 million, an increase of 43%.'],
    test: (s, { reading, q, level }) =>
      q.kind === 'money' &&
      !(level && fits(reading.mention.def, level)) &&
      (CHANGE_AMOUNT_BEFORE.test(s.text.slice(Math.max(0, q.start - 50), q.start)) ||
        RATE_OR_AMOUNT.test(s.text.slice(Math.max(0, q.start - 70), q.start))),
    // "to grow between $650 million and $800 million": the high end is no level either.
    passesOver: ({ rangeHigh }) => rangeHigh,
  },
  {
    name: 'level-of-effect',
    reason: 'the level an effect or a charge reaches is no level of the measure',
    examples: [
      'The charge affected earnings per share by $0.01, bringing the year-to-date effect to $0.04.',
    ],
    test: (s, { q, level, isDelta }) =>
      level !== undefined &&
      isDelta &&
      /\b(?:effects?|impacts?|benefits?|costs?|charges?)\b/i.test(s.text.slice(q.end, level.start)),
    passesOver: ({ level }) => level,
  },
];

/** Asked of the level a measure reached after a change, once the change is read. */
export const REACHED_EXCLUSIONS: readonly NamedExclusion<ChangeAndLevel>[] = [
  {
    name: 'level-of-another-thing',
    reason:
      'the level reached may be another thing\'s ("bringing our total remaining authorization to")',
    examples: [
      'Our buyback authorization was increased by $250 million, bringing our total remaining authorization to $277 million.',
    ],
    test: (s, { reading, level }) =>
      level?.kind === 'money' && isAnotherThingsAmount(s, reading.mention, level),
  },
];

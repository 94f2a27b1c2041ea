import type { Quantity, QuantityRange } from '../../../text/quantities';
import type { KeyFigure } from '../../extract-figures';
import { fits, isComparisonValue, type Mention } from '../../figure-words';
import type { SentenceAmounts } from './other-amounts';

/** "$6.9 billion of sales", "$7 billion in after-tax net income": words between an amount and its measure. */
export const AMOUNT_NAMES_MEASURE =
  /^\s+(?:of|in)\s+(?:(?:total|net|consolidated|positive|after-tax|record)\s+)*$/i;

/**
 * "We generated", "the company delivered record", "our operating performance, which produced": a
 * verb that reports the company's own amount.
 */
export const OWN_AMOUNT_VERB =
  /\b(?:we|company|it|which)\s+(?:generated|delivered|reported|achieved|posted|recorded|produced)\s+(?:(?:a|an|total|record|approximately|about|nearly|roughly)\s+)*$/i;

/** "on top of a 1% same-store sales increase a year ago": a rate of the comparison period. */
export const RATE_OF_PRIOR =
  /^\s*(?:[a-z]+\s+)?(?:a year ago|last year|(?:in|for) the (?:prior|previous|same)[- ](?:year|quarter|period))\b/i;

/**
 * "a 45% same-store sales increase", "a 56.3% operating ratio": a measure told only as a rate may
 * follow its number; a range before it ("21% to 23% operating margins") is read whole.
 */
export function rateBefore(
  { text, quantities, ranges, used }: SentenceAmounts,
  mention: Mention,
): Quantity | null {
  if (mention.def.kinds.some((kind) => kind !== 'percent')) return null;
  const q = quantities.find(
    (each) =>
      each.kind === 'percent' &&
      each.end <= mention.start &&
      /^\s*$/.test(text.slice(each.end, mention.start)),
  );
  if (!q || used.has(q) || isComparisonValue(text, q)) return null;
  if (RATE_OF_PRIOR.test(text.slice(mention.end, mention.end + 50))) return null;
  return ranges.find((r) => r.high === q)?.low ?? q;
}

/**
 * "We generated $6.9 billion of sales", "we produced $7 billion in net income", "we delivered
 * $1.2 billion of free cash flow": the company's own amount, said before the measure it counts.
 */
export function amountBefore(
  { text, quantities, ranges, used }: SentenceAmounts,
  mention: Mention,
): Quantity | null {
  const q = quantities.filter((each) => each.end <= mention.start).pop();
  if (!q || q.kind !== 'money' || q.scale === null || used.has(q) || !fits(mention.def, q))
    return null;
  if (ranges.some((r) => r.high === q)) return null;
  if (!AMOUNT_NAMES_MEASURE.test(text.slice(q.end, mention.start))) return null;
  return OWN_AMOUNT_VERB.test(text.slice(Math.max(0, q.start - 40), q.start)) ? q : null;
}

/** Words between a rate and the revenue it is the change of: "increase in total". */
export const GROWTH_IN_BEFORE =
  /^\s+(?:(increases?|growth|declines?|decreases?|rise|drop)\s+in\s+(?:(?:total|net|our|the|consolidated)\s+)*)?$/;

/** "We delivered a", "we expect a strong": the company reporting or expecting a rate. */
export const COMPANY_RATE_BEFORE =
  /\bwe\s+(?:now\s+|also\s+)?(?:delivered|saw|experienced|expect|achieved|posted|reported|generated|had|drove|produced)\s+(?:(?:an?|strong|solid|robust|record|healthy|approximately|about|roughly|nearly)\s+)*$/i;

/** Words right after revenue that make a rate before it its change: "8% revenue growth". */
export const GROWTH_WORD_AFTER = /^\s+(growth|increases?|declines?|decreases?)\b/;

/**
 * "a 14% increase in sales", "7% to 9% increase in total sales", "8% revenue growth": a change of
 * revenue said before the measure, with its range when it has one.
 */
export function revenueGrowthBefore(
  { text, lower, quantities, ranges, used }: SentenceAmounts,
  mention: Mention,
): { change: NonNullable<KeyFigure['change']>; range: QuantityRange | null } | null {
  const q = quantities.filter((each) => each.end <= mention.start).pop();
  if (!q || q.kind !== 'percent' || q.end < mention.start - 40 || used.has(q)) return null;
  const gap = GROWTH_IN_BEFORE.exec(lower.slice(q.end, mention.start));
  if (!gap) return null;
  const word = gap[1] ?? GROWTH_WORD_AFTER.exec(lower.slice(mention.end, mention.end + 12))?.[1];
  if (!word) return null;
  const range = ranges.find((r) => r.high === q) ?? null;
  const low = range?.low ?? q;
  if (isComparisonValue(text, low) || RATE_OF_PRIOR.test(text.slice(mention.end, mention.end + 50)))
    return null;
  // Only the company's own change, said with its verb: "We delivered a 53% sales increase"; not
  // "views rose 10% and an 11% increase in revenue" of a part, nor "backlog supported a 10%...".
  if (!COMPANY_RATE_BEFORE.test(text.slice(Math.max(0, low.start - 60), low.start))) return null;
  const direction = /^(?:decl|decr|drop)/.test(word) || low.negative ? 'down' : 'up';
  return { change: { value: low, direction }, range };
}

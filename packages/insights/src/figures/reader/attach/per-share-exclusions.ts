import type { Quantity } from '../../../text/quantities';
import { isLaterTarget, isPrior } from './amounts';
import type { NamedExclusion } from './exclusions';
import type { PerShareAmount } from './per-share';
import { inStaleOutlook } from './sentence';

/**
 * Why the rule "AMOUNT per share" passes over an amount said per share, asked in this order
 * once the words after it say "per share".
 */
export const PER_SHARE_EXCLUSIONS: readonly NamedExclusion<PerShareAmount>[] = [
  {
    name: 'per-share-comparison',
    reason: 'the amount per share of the period compared with is no result of this one',
    examples: ['This compares with $0.92 per diluted share in the prior year.'],
    test: (s, { q }) => isPrior(s.text, q, s.ranges),
  },
  {
    name: 'per-share-later-target',
    reason: 'a goal per share for a later year is no result or outlook of the year',
    examples: ['We remain on track to deliver $5.00 per share by 2025.'],
    test: (s, { q, range }) => isLaterTarget(s.text, range?.high ?? q, s.call),
  },
  {
    name: 'per-share-old-outlook',
    reason: 'a range per share said as the old outlook a result is set against is no outlook',
    examples: ['Earnings came in above the guidance range of $1.10 to $1.20 per share we gave.'],
    test: (s, { q, range }) => range !== null && inStaleOutlook(s, q),
  },
  {
    name: 'per-share-change',
    reason:
      'an amount per share by which something changed ("raised guidance by $0.15") is no level',
    examples: ['This raised our outlook by $0.15 per share.'],
    test: (_s, { near, tail }) => isPerShareChange(near, tail),
  },
  {
    name: 'per-share-item',
    reason:
      'an amount per share of a dividend, a value, a charge or another item is not earnings or funds from operations',
    examples: ['The quarter included a charge of $0.12 per diluted share.'],
    test: (s, { q, lead, near }) => isPerShareItem(s.lower, q, lead, near),
  },
];

/** "guidance by $0.15 per share", "an increase of $0.02 per share": a change, not a level. */
function isPerShareChange(near: string, tail: string): boolean {
  return (
    PER_SHARE_DELTA_BEFORE.test(near) ||
    (/\b(?:up|down)\s+(?:(?:about|approximately|roughly|nearly)\s+)?(?:\$[\d.,]+\s+(?:million|billion)\s+or\s+)?$/.test(
      near,
    ) &&
      !LEVEL_COMPARED.test(tail)) ||
    PER_SHARE_DELTA_AFTER.test(tail)
  );
}

/** Words before a per-share amount that make it a dividend, a value, an item or an effect. */
const PER_SHARE_OTHER_NEAR =
  /dividend|book value|asset value|\bnav\b|repurchase|buyback|impact|benefit|headwind|tailwind|charge|cost|savings|adjustment|reserve|reversal|abatement|contribution|effect|(?<!after-)tax|expense|price|\bdcf\b|cash flow|accreti|\bdilution\b|\b(?:gains?|losses)\s+(?:of|totall?ing)\b/;

/** A per-share amount of something besides earnings or funds from operations. */
function isPerShareItem(lower: string, q: Quantity, lead: string, near: string): boolean {
  return (
    PER_SHARE_OTHER_NEAR.test(near) ||
    // "a $0.26 per share quarterly dividend".
    /^\s*per\s+(?:common\s+)?share\s+(?:(?:quarterly|annual|cash|special)\s+)*dividend/.test(
      lower.slice(q.end, q.end + 40),
    ) ||
    // "net asset value is in the range of $30 per share at the low end to $35 per share".
    /book value|asset value|\bnav\b/.test(lead) ||
    // "Collectively, these select items constituted a loss of $3.74 per diluted share".
    /\bitems?\s+(?:constituted|represented|amounted to|totall?ed)\b/.test(near) ||
    // "intangible amortization of approximately $138 million or $0.60 per diluted share".
    NONCASH_ITEM_OR.test(lead)
  );
}

/** Words before a per-share amount that make it a change: "guidance by $0.15", "an increase of $1.5 million or $0.06". */
export const PER_SHARE_DELTA_BEFORE =
  /(?:\bby|\bby(?:\s+\S+){1,3}\s+or|\b(?:contribut\w*|provid\w*|add(?:ed|ing|s)?|account(?:ed|ing|s)? for)|\b(?:increase|decrease|improvement|reduction|decline|growth|benefit|headwind)\s+of(?:\s+\S+){0,3}\s+or|\b(?:increase|decrease|improvement|reduction|decline|growth|benefit|headwind)\s+of)\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+|in\s+the\s+range\s+of\s+)?$/;

/**
 * Words after a per-share amount that make it a change: "$0.09 higher than", "$0.27 per share of
 * negative variance", "a $0.10 per share drag", "$0.41 of earnings per share pickup".
 */
export const PER_SHARE_DELTA_AFTER =
  /^\s*(?:(?:earnings\s+)?per\s+(?:fully\s+)?(?:diluted\s+)?share\s+)?(?:of\s+(?:[\w-]+\s+){0,3}?(?:expenses?|costs?|charges?|items?|gains?|benefits?|losses|impacts?|accretion|dilution|restructuring|amortization)\b|on\s+(?:favorability|unfavorability)|higher|lower|more|less|better|worse|above|below|ahead|of (?:negative|positive|unfavorable|favorable)|(?:out|under)performance|improvement|increase|decrease|reduction|benefit|contribution|(?:net\s+)?impact|headwind|tailwind|drag|hit|charges?|gains?|costs?|expenses?|(?:of\s+earnings\s+per\s+share\s+)?in\s+savings|of\s+(?:earnings\s+per\s+share|eps)\s+(?:pickup|uplift|accretion|dilution|benefit|growth|improvement|headwind|tailwind|drag|impact))\b/i;

/**
 * "up $0.52 per share compared to the fourth quarter" is a change, but "was up $1.08 per share
 * compared to $0.89 last quarter" a level: one compared with another amount.
 */
export const LEVEL_COMPARED =
  /^\s*(?:per\s+(?:diluted\s+)?share\s+)?,?\s*(?:compared (?:to|with)|versus|vs\.?|from)\s+(?:\$|a\s+\$)/i;

/** "amortization of approximately $138 million or": a non-cash item's amount, then per share. */
export const NONCASH_ITEM_OR =
  /\b(?:amortization|depreciation)\s+(?:(?:expense|charges?)\s+)?(?:of|was|were|totall?ed)\s+(?:approximately\s+|about\s+)?\$[\d.,]+(?:\s*(?:million|billion))?\s*,?\s*or\s*$/;

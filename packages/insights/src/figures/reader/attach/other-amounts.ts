import type { Quantity, QuantityRange } from '../../../text/quantities';
import type { Mention } from '../../figure-words';

/**
 * "$40 million of incremental marketing", "$16 million or 37% of the growth": words after an
 * amount that name what it counts, or make it a share of another amount; but not "$22 million or
 * 9.6% of segment revenues", where the rate is the measure's margin.
 */
export const AMOUNT_OF =
  /^(?:\s+of\s+(?!which\b|whom\b|this\b|that\b|last\b|the\s+(?:quarter|year)\b)[a-z]|\s*,?\s*or\s+(?:about\s+|approximately\s+|roughly\s+)?\d+(?:\.\d+)?\s*%\s+of\b(?!\s+(?:(?:segment|net|total|our|its)\s+)*(?:revenues?|sales)\b))/i;

/** "we have completed $6.2 billion", "sold approximately": an amount of deals done. */
export const DEAL_BEFORE =
  /\b(?:completed|closed|acquired|divested|sold|bought|purchased)\s+(?:approximately\s+|about\s+|over\s+|nearly\s+)?$/i;

/** "$131 million to shareholders", "$2 billion in capital to our shareholders". */
export const TO_SHAREHOLDERS = /^\s+(?:in\s+capital\s+)?to\s+(?:our\s+)?(?:share|stock)holders\b/i;

/**
 * "$25 million in EBITDA", "for our free cash flow", "about $15 million to profit": words after an
 * amount that name its measure.
 */
export const AMOUNT_IN_OTHER =
  /^\s+(?:in|for|to)\s+(?:(?:our|the|its|adjusted|annual|annualized|incremental|additional|net|gross|operating|free|total|available|consolidated)\s+)*(ebitda|earnings|income|profits?|cash flows?|savings|costs?|expenses?|synergies|capital|liquidity|pipeline|dividends|revenues?|sales|proceeds)\b/i;

/** "above our $52 million dividend", "an additional $11.6 million reserve": an amount followed by the thing it counts. */
export const NOUN_AFTER =
  /^\s+(?:quarterly\s+|annual\s+)?(dividend|buyback|repurchase|charge|gain|cost|expense|backlog|reserve|provision|impairment)s?\b/i;

/** "each quarter", "per month", "per active rig", "for the month": an amount of another span or a rate. */
export const EACH_PERIOD =
  /^\s+(?:(?:each|every|per|a)\s+(?:quarter|month|year|week|day)|for\s+the\s+(?:month|week)|per\s+annum|per\s+(?:active\s+)?(?:rig|store|unit|location|restaurant|customer|employee|ton|barrel|room|key))\b/i;

/**
 * "$6 million to $7 million higher than 2019", "a $3 million increase in segment profit", "up 32%
 * with $250 million over prior year", "a $13.9 million or 4.1% improvement", "despite being $8
 * million lower in the first quarter": words after an amount that make it a difference.
 */
export const DIFFERENCE_AFTER =
  /^\s*(?:,?\s*or\s+(?:approximately\s+|about\s+)?\d+(?:\.\d+)?\s*%\s+(?:improvement|increase|decrease|decline|growth|reduction)\b|(?:higher|lower|more|less|better|worse|above|below)\s+than\b|(?:higher|lower|better|worse)\b(?![- ](?:end|half)\b)|(?:ahead of|behind)\s+(?:the|our)\b|(?:increase|decrease|decline|improvement|reduction)\s+(?:in|of)\b|(?:over|above|below)\s+(?:the\s+)?(?:prior|last|previous)\b)/i;

/**
 * "FFO also includes a severance charge of $8.6 million or $0.02 per share", "core operating
 * income and a net gain on our investment portfolio of $190 million": an item within it or beside it.
 */
export const ITEM_OF =
  /\b(?:charges?|costs?|gains?|benefits?|impacts?|(?:head|tail)winds?|expenses?|savings|adjustments?|recover(?:y|ies))\s+(?:(?:on|from|in)\s+(?:[\w-]+\s+){0,4}?)?(?:of|to|for|totall?ing)\b[^,;]*$/;

/** "excluding approximately $700 million", "including $12 million": an amount set apart. */
export const AMOUNT_SET_APART =
  /\b(?:excluding|excludes|excluded|including|includes|included|net of|benefit(?:ed|ted|s)? from|impacted by|hurt by)\s+(?:(?:a|an|the)\s+)?(?:(?:approximately|about|roughly|nearly|almost|some|over|more than)\s+)?$/i;

/**
 * "net debt of", "liquidity was", "cash on hand has increased to", "we grew our inventory to": a
 * balance named right before an amount.
 */
export const OTHER_BALANCE_BEFORE =
  /\b(?:net debt|debt|liquidity|borrowings|cash balance|cash on hand|cash and (?:cash )?equivalents|inventor(?:y|ies)|receivables)\s+(?:(?:has|have)\s+)?(?:(?:increased|decreased|grown|risen|fallen)\s+)?(?:of|was|were|at|to|is|totaled)\s+(?:approximately\s+|about\s+|roughly\s+)?$/;

/**
 * A sentence, lower-cased too, with the numbers and ranges read from it and those a figure has
 * already taken: what the readers of an amount around a measure look at.
 */
export type SentenceAmounts = {
  text: string;
  lower: string;
  quantities: readonly Quantity[];
  ranges: readonly QuantityRange[];
  used: ReadonlySet<Quantity>;
};

/**
 * True when a money amount said after a measure counts something else: a balance ("ended the
 * year with net debt of $880 million"), what the words after it name ("$40 million of
 * incremental marketing", "$25 million to $30 million in EBITDA"), a rate per period ("over $3
 * billion each quarter"), capital returned ("$131 million to shareholders"), a difference ("$6
 * million to $7 million higher than 2019"), deals done ("we have completed $6.2 billion") or an
 * amount set apart ("excluding approximately $700 million of revenue").
 */
export function isAnotherThingsAmount(
  { text, lower, ranges }: SentenceAmounts,
  mention: Mention,
  q: Quantity,
): boolean {
  // A range of amounts is read to its end: "$25 million to $30 million in EBITDA".
  const amountEnd = ranges.find((r) => r.low === q)?.high.end ?? q.end;
  const before = text.slice(Math.max(0, q.start - 40), q.start);
  const after = text.slice(amountEnd, amountEnd + 50);
  const other = (AMOUNT_IN_OTHER.exec(after) ?? NOUN_AFTER.exec(after))?.[1]?.toLowerCase();
  return (
    OTHER_BALANCE_BEFORE.test(lower.slice(Math.max(0, q.start - 40), q.start)) ||
    (q.scale !== null && AMOUNT_OF.test(after.slice(0, 30))) ||
    EACH_PERIOD.test(after.slice(0, 30)) ||
    // "had fourth quarter inflows of approximately $400 million": an asset manager's flows.
    /\b(?:inflows?|net\s+(?:in|out)flows?)\s+(?:of|were|was|totaled)\s+(?:approximately\s+|about\s+)?$/i.test(
      before,
    ) ||
    // "about $580 million remaining under our current share authorization", "bringing our total
    // remaining authorization to $277 million": what is left of it.
    /^\s+(?:remaining|left|still available)\b/i.test(after) ||
    /\b(?:remaining|available)\s+(?:[\w-]+\s+){0,2}?authori[sz]ation\s+(?:of|to|at|is|was|stands at)\s+(?:approximately\s+|about\s+)?$/i.test(
      before,
    ) ||
    TO_SHAREHOLDERS.test(text.slice(q.end, q.end + 40)) ||
    (other !== undefined && !mention.text.includes(other)) ||
    DIFFERENCE_AFTER.test(after) ||
    DEAL_BEFORE.test(before.slice(-30)) ||
    WITH_BALANCE.test(text.slice(mention.end, q.start)) ||
    AMOUNT_SET_APART.test(before)
  );
}

/**
 * "excellent organic growth with total client assets up 28% to $807 billion": a balance named
 * between a measure and an amount or rate, whose they are.
 */
export const WITH_BALANCE = /\bwith\s+(?:total\s+)?(?:[\w-]+\s+)?(?:assets|deposits|loans)\b/i;

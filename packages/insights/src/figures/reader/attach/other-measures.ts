import type { Mention } from '../../figure-words';

/** "businesses with annual revenue of", "a target that had sales of": what holds the measure. */
export const HOLDER_WITH =
  /\b(?:business(?:es)?|categor(?:y|ies)|compan(?:y|ies)|dispositions?|divestitures?|acquisitions?|targets?|assets|deals?|brands?|customers?|contracts?|firms?|franchises?|plants?|properties)\s+(?:[\w-]+\s+){0,2}?(?:with|having|that (?:have|has|had)|generating)\s+(?:(?:approximately|about|annual|annualized|combined|total|trailing|[\w-]+-month)\s+)*$/;

/**
 * "Free cash flow defined as cash provided by operating activities less capital expenditures",
 * "free cash flow or cash provided by operations minus capital spending": measures named as the
 * terms of another's definition, before and after the sign.
 */
export const FORMULA_TERM =
  /\b(?:less|minus|net of|defined (?:as|by)|calculated as)\s+(?:the\s+)?(?:[\w-]+\s+)?$/;

export const FORMULA_TERM_AFTER = /^\s+(?:less|minus)\s+(?:capital|capex)\b/;

/** "as a percent of sales", "10.4% of revenue": a ratio to the measure. */
export const RATIO_OF =
  /(?:\bpercent(?:age)?|%)\s+of\s+(?:(?:total|net|our|its|the|generated|gross)\s+)*$|\b(?:debt|leverage)[- ]to[- ]$/;

/**
 * Words right before a measure that make it an earlier period's: "the prior-year third quarter
 * sales", "last year's third quarter reported earnings per share", "prior year-to-date net income",
 * "compares to a non-GAAP operating margin in Q4 of 2019 of 14.3%", "growth off 2019 earnings per
 * share of $2.39".
 */
export const PRIOR_MEASURE =
  /\b(?:prior[- ]year(?:'s)?|prior|previous(?: year's)?|last year's|year[- ]ago|compare[sd]? (?:to|with)(?: an?| the)?|from (?:the |our )?actual|(?:off|over|from|versus) (?:the )?(?:fiscal )?20\d\d|pre-(?:covid|pandemic))\s+(?:(?!(?:and|or|but|while|with|from|to|of)\s)[\w-]+\s+){0,3}$/;

/**
 * "$21 million on revenue", "impacts of $30 million for property revenue, $20 million for adjusted
 * EBITDA", "the impact of the equity offering on adjusted earnings per share",
 * "accretive to FFO by approximately $0.05": an impact on a measure.
 */
export const AMOUNT_ON =
  /\$[\d.,]+(?:\s*(?:million|billion|thousand))?\s+(?:on|for|to)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?$/;

export const IMPACT_ON =
  /\b(?:(?:impacts?|effects?)\b[^.;$]{0,60}\bon|(?:head|tail)winds?\s+to|(?:accretive|dilutive)\s+to)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?$/;

/** Words after a revenue mention that make it no amount of revenue: "revenue initiatives". */
export const REVENUE_NOT_AMOUNT =
  /^\s+(?:initiatives?|opportunit(?:y|ies)|synerg(?:y|ies)|streams?|price|carryover|recognition)\b/;

/**
 * "EBITDA ratio", "EBITDA per key", "free cash flow conversion", "our free cash flow calculation":
 * a ratio of the measure or the way it is worked out, but not "per diluted share".
 */
export const RATIO_AFTER =
  /^\s+(?:ratio|multiple|conversion|calculations?|definitions?|per\s+(?!(?:diluted\s+|basic\s+|common\s+)?share\b)[a-z]+)\b/;

/** "LTM", "trailing 12-month", "over the last twelve months": a measure over the past year. */
export const TRAILING =
  /\b(?:ltm|ttm|trailing[- ](?:twelve|12)[- ]months?|(?:last|past|trailing)\s+(?:twelve|12)\s+months)\b/;

/** "on quarterly revenues of $558 million", "on sales growth of 6%": a measure with its own amount. */
export const OWN_AMOUNT_AFTER = /^\s+(?:of|were|was|growth|totaled)\b/;

/**
 * True when a mention of a measure is not where the company's own figure of it is told: a buyback
 * named without its program, the revenue of a business held or bought, selling and administrative
 * costs or the cost of sales, other operating income, a ratio to the measure, an impact on it, a
 * measure set apart, a share of another's, its trailing twelve months or an earlier period's.
 */
export function namesAnotherAmount(lower: string, mention: Mention): boolean {
  const id = mention.def.id;
  const before = lower.slice(Math.max(0, mention.start - 90), mention.start);
  const after = lower.slice(mention.end, mention.end + 40);
  if (id === 'buyback' && !BUYBACK_PROGRAM.test(lower)) return true;
  // "Albertsons declared a dividend of $0.10 per common share, and we expect to receive $4
  // million": a dividend the company holds shares for, not its own.
  if (id === 'dividend' && /\breceiv(?:e|ed|ing)\b/.test(lower)) return true;
  return (
    // "dispositions with annual revenue of approximately $1 billion": another thing's revenue;
    // "asset sales", "parcel sales", "equity sales": disposals and issues, not revenue.
    (id === 'revenue' && HOLDER_WITH.test(before.slice(-60))) ||
    // "Aggregate revenue for the same companies was $330 million": the companies it holds.
    (id === 'revenue' &&
      /^\s+(?:for|of|from)\s+(?:the\s+|our\s+|these\s+|those\s+)?(?:same\s+|partner\s+|portfolio\s+)?companies\b/.test(
        after,
      )) ||
    (id === 'revenue' && /\b(?:asset|share|stock|equity|parcel|land)\s+$/.test(before)) ||
    // "Pre-provision net revenue", "our reserve for uncollectible revenue": a bank's earnings
    // before provisions, and a reserve.
    (id === 'revenue' &&
      /\b(?:pre-provision|(?:reserves?|allowances?|provisions?)\s+for(?:\s+[\w-]+)?)\s+$/.test(
        before,
      )) ||
    // "our revenue initiatives", "total sales price", "Selling, general and administrative
    // expenses", "higher cost of sales": no revenue.
    (id === 'revenue' && REVENUE_NOT_AMOUNT.test(after)) ||
    /^,?\s*general\s+(?:and|&)\s+administrative/.test(after) ||
    /\bcosts? of\s+(?:goods\s+)?$/.test(before.slice(-16)) ||
    // "corporate costs as a percent of sales", "net-debt-to-EBITDA", "EBITDA per key".
    RATIO_OF.test(before.slice(-24)) ||
    RATIO_AFTER.test(after) ||
    // "a negative currency impact of approximately $21 million on revenue", "the impact of the
    // equity offering on adjusted earnings per share was $0.04".
    IMPACT_ON.test(before) ||
    // "The updated financial impact from winter Storm Uri ... is expected to be a net loss of
    // $500 million to $700 million": the loss an event causes.
    /\b(?:financial|economic)\s+impact\s+(?:of|from)\b[^.;]*$/.test(
      lower.slice(0, mention.start),
    ) ||
    (AMOUNT_ON.test(before) && !OWN_AMOUNT_AFTER.test(after)) ||
    // "Excluding acquisition revenues of $6.5 million", "operating expense excluding other
    // operating income": a measure set apart from another.
    /\bexcluding\s+(?:the\s+|other\s+)?(?:[\w-]+\s+){0,2}$/.test(before.slice(-50)) ||
    // "other operating income increased to $11.6 million": a line of income, not the result.
    (/^(?:operating|net)-income$/.test(id) && /\bother\s+$/.test(before)) ||
    // "our 50% share of Diamond Green Diesel's net income", "Darling's half of the EBITDA from
    // DGD": the company's part of another's measure.
    /\b(?:share|(?<!\b(?:first|second|back|front)[- ])half|portion)\s+of\s+(?:the\s+)?(?:(?!\d)[\w'-]+\s+){0,3}$/.test(
      before.slice(-50),
    ) ||
    // "the inventory of existing home sales": a stock of what the measure counts.
    /\binventor(?:y|ies)\s+of\s+(?:[\w-]+\s+){0,2}$/.test(before) ||
    // "Elkhart's net sales at the time of acquisition": a business bought.
    /^\s+at the time of (?:the\s+|its\s+)?acquisition\b/.test(after) ||
    // "our LTM adjusted EBITDA", "free cash flow over the trailing 12 months".
    TRAILING.test(before.slice(-60)) ||
    TRAILING.test(after) ||
    // "than the prior-year third quarter sales of $226.6 million".
    PRIOR_MEASURE.test(before.slice(-50)) ||
    // "Midpoint revenues of $1.65 billion are 37% higher than 2020": the middle of an outlook's
    // range, worked out rather than said as a result or an outlook.
    /\bmid-?point\s+$/.test(before)
  );
}

/** Words of a share buyback's program, which a buyback's figure needs in its sentence. */
export const BUYBACK_PROGRAM = /authoriz|program|plan\b|approv/i;

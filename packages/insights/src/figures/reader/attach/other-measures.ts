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

/** Words of a share buyback's program, which a buyback's figure needs in its sentence. */
export const BUYBACK_PROGRAM = /authoriz|program|plan\b|approv/i;

import type { Quantity, QuantityRange } from '../text/quantities';
import {
  basisOf,
  changeAfter,
  countrySubjectBefore,
  directionNear,
  fits,
  GUIDANCE,
  isComparisonValue,
  isGenericWord,
  isQualified,
  isOtherBaseChange,
  labelOf,
  type Mention,
  OTHER_BASIS_AFTER,
  partOf,
  qualifierOf,
  PER_SHARE_AFTER,
  PLACE_AFTER,
  SEGMENT,
  VERSUS_GUIDANCE,
} from './figure-words';
import type { MetricId } from './metrics';
import {
  periodOf,
  respectivePeriod,
  quartersIn,
  subjectYear,
  yearRightAfter,
  type CallPeriod,
  type FigurePeriod,
} from './period';
import { respectiveChanges, respectiveMeasures } from './respective-measures';
import { piecesOf, PIECE_CHARS, placeFigure } from './reader/pieces';
import type { RuleName } from './reader/rules';
import { settleCandidates } from './reader/settle';
import { measureSentence, tagSentence, type MeasuredSentence } from './reader/tags';
import type { FigureTrace } from './trace';
import { extractWordedGrowth, WORDED_HINT, type WordedGrowth } from './worded-growth';

/** Accounting basis named next to a figure. */
export type Basis = 'adjusted' | 'non-gaap' | 'gaap' | 'core' | null;

/** One financial figure read from one sentence. */
export type KeyFigure = {
  metric: MetricId;
  /** Bullet wording of the measure, e.g. "adjusted earnings per share", "net sales". */
  label: string;
  basis: Basis;
  value: Quantity | null;
  range: QuantityRange | null;
  change: { value: Quantity; direction: 'up' | 'down' } | null;
  period: FigurePeriod;
  isGuidance: boolean;
  isLoss: boolean;
  /** True when the figure belongs to a segment, region or product rather than the company. */
  isSegment: boolean;
  sentence: number;
  /** How strongly the wording ties the number to the measure, 0..1. */
  confidence: number;
  /** How an outlook's single amount was hedged: "about $3.9 billion", "above $1.2 billion". */
  qualifier?: 'about' | 'above' | 'at least';
  /** An outlook of growth said in words ("mid-single digits") rather than numbers. */
  worded?: WordedGrowth;
  /** The rule that read the figure. */
  rule?: string;
  /** The business part the sentence names for this figure ("Marine Systems"), if any. */
  part?: string | null;
  /** What the change is measured against; a change of unknown base is not shown. */
  base?: ComparisonBase;
};

/**
 * The base of a change: the same period a year before, the period before ("sequentially"), two
 * years before, another base (a plan, a forecast), or not said.
 */
export type ComparisonBase = 'year-ago' | 'sequential' | 'two-year' | 'other' | 'unspecified';

/** Results of the businesses the company keeps, named with a per-share figure. */
const CONTINUING = /\bfrom continuing operations\b/;
const CONTINUING_LABEL = ' from continuing operations';
/** "net income from continuing operations was $229 million, with" before a per-share measure. */
const CONTINUING_BEFORE =
  /\b(?:income|earnings|loss)\s+from continuing operations\b[^;]*\b(?:with|or|and)\s+(?:(?:gaap|adjusted|diluted|basic)\s+)*$/;
/** "per diluted share" right after a value. */
const PER_SHARE_WORDS = /^\s*(?:per|a)\s+(?:fully\s+)?(?:diluted\s+|basic\s+|common\s+)*share\b/;

/** Words that may follow an amount; any other word names what was counted ("4.8 billion pounds"). */
const AFTER_AMOUNT =
  /^\s+(?!(?:in|and|or|to|up|down|compared|versus|vs|for|from|which|with|an?|the|this|that|was|were|is|on|at|during|of|as|year|over|higher|lower|ahead|above|below)\b)[a-z]/i;

/**
 * "total sales were 4.8 billion": a scaled amount said without its currency is still the
 * measure's level; it keeps the words as said, without a currency sign.
 */
function bareAmount(text: string, q: Quantity): Quantity | null {
  if (
    q.scale === null ||
    q.scale === 'thousand' ||
    AFTER_AMOUNT.test(text.slice(q.end, q.end + 16))
  )
    return null;
  return { ...q, kind: 'money' };
}

/**
 * "earnings per share would have been around $4.50": what a result would have been, not it;
 * "our gross margin in fiscal 2022 will significantly exceed the 25.6% margin we project": the
 * mark a measure is set against.
 */
const HYPOTHETICAL_OR_MARK =
  /\b(?:would have (?:been|come in at|totall?ed)\s+(?:(?:around|about|approximately|roughly)\s+)?|(?:exceed|surpass|top|beat)(?:s|ed|ing)?\s+the\s+)$/i;

/**
 * A value of the comparison period or of a result as it would have been, unless it opens a range
 * "from $0.74 to $0.93" (the range reader already told such a range from a change "increased from
 * $0.50 to $0.60").
 */
function isPrior(text: string, q: Quantity, ranges: readonly QuantityRange[]): boolean {
  if (HYPOTHETICAL_OR_MARK.test(text.slice(Math.max(0, q.start - 40), q.start))) return true;
  if (!isComparisonValue(text, q)) return false;
  // "decreased 31.5% from last year": a change said with the period it is measured from.
  if (
    q.kind === 'percent' &&
    CHANGE_WORD_BEFORE.test(text.slice(Math.max(0, q.start - 30), q.start))
  )
    return false;
  return !(
    /\bfrom\s+$/i.test(text.slice(Math.max(0, q.start - 8), q.start)) &&
    ranges.some((r) => r.low.start === q.start)
  );
}

/**
 * "$40 million of incremental marketing", "$16 million or 37% of the growth": words after an
 * amount that name what it counts, or make it a share of another amount.
 */
const AMOUNT_OF =
  /^(?:\s+of\s+(?!which\b|whom\b|this\b|that\b|last\b|the\s+(?:quarter|year)\b)[a-z]|\s*,?\s*or\s+(?:about\s+|approximately\s+|roughly\s+)?\d+(?:\.\d+)?\s*%\s+of\b)/i;

/** "businesses with annual revenue of", "a target that had sales of": what holds the measure. */
const HOLDER_WITH =
  /\b(?:business(?:es)?|categor(?:y|ies)|compan(?:y|ies)|dispositions?|divestitures?|acquisitions?|targets?|assets|deals?|brands?|customers?|contracts?|firms?|franchises?|plants?|properties)\s+(?:[\w-]+\s+){0,2}?(?:with|having|that (?:have|has|had)|generating)\s+(?:(?:approximately|about|annual|annualized|combined|total|trailing|[\w-]+-month)\s+)*$/;

/** "a use of $170 million", "an outflow of": an amount spent, said without its sign. */
const USE_OF =
  /\b(?:a\s+)?(?:net\s+)?(?:use|outflow)\s+(?:(?:in|during|for)\s+the\s+(?:quarter|period|year)\s+)?(?:of\s+cash\s+)?of\s+(?:approximately\s+|about\s+)?$/i;

/** "we have completed $6.2 billion", "sold approximately": an amount of deals done. */
const DEAL_BEFORE =
  /\b(?:completed|closed|acquired|divested|sold|bought|purchased)\s+(?:approximately\s+|about\s+|over\s+|nearly\s+)?$/i;

/** "$131 million to shareholders", "$2 billion in capital to our shareholders". */
const TO_SHAREHOLDERS = /^\s+(?:in\s+capital\s+)?to\s+(?:our\s+)?(?:share|stock)holders\b/i;

/**
 * "$25 million in EBITDA", "for our free cash flow", "about $15 million to profit": words after an
 * amount that name its measure.
 */
const AMOUNT_IN_OTHER =
  /^\s+(?:in|for|to)\s+(?:(?:our|the|its|adjusted|annual|annualized|incremental|additional|net|gross|operating|free|total|available|consolidated)\s+)*(ebitda|earnings|income|profits?|cash flows?|savings|costs?|expenses?|synergies|capital|liquidity|pipeline|dividends|revenues?|sales|proceeds)\b/i;

/** "above our $52 million dividend", "an additional $11.6 million reserve": an amount followed by the thing it counts. */
const NOUN_AFTER =
  /^\s+(?:quarterly\s+|annual\s+)?(dividend|buyback|repurchase|charge|gain|cost|expense|backlog|reserve|provision|impairment)s?\b/i;

/** "each quarter", "per month", "per active rig", "for the month": an amount of another span or a rate. */
const EACH_PERIOD =
  /^\s+(?:(?:each|every|per|a)\s+(?:quarter|month|year|week|day)|for\s+the\s+(?:month|week)|per\s+annum|per\s+(?:active\s+)?(?:rig|store|unit|location|restaurant|customer|employee|ton|barrel|room|key))\b/i;

/**
 * "$6 million to $7 million higher than 2019", "a $3 million increase in segment profit", "up 32%
 * with $250 million over prior year", "a $13.9 million or 4.1% improvement", "despite being $8
 * million lower in the first quarter": words after an amount that make it a difference.
 */
const DIFFERENCE_AFTER =
  /^\s*(?:,?\s*or\s+(?:approximately\s+|about\s+)?\d+(?:\.\d+)?\s*%\s+(?:improvement|increase|decrease|decline|growth|reduction)\b|(?:higher|lower|more|less|better|worse|above|below)\s+than\b|(?:higher|lower|better|worse)\b(?![- ](?:end|half)\b)|(?:ahead of|behind)\s+(?:the|our)\b|(?:increase|decrease|decline|improvement|reduction)\s+(?:in|of)\b|(?:over|above|below)\s+(?:the\s+)?(?:prior|last|previous)\b)/i;

/**
 * "Free cash flow defined as cash provided by operating activities less capital expenditures",
 * "free cash flow or cash provided by operations minus capital spending": measures named as the
 * terms of another's definition, before and after the sign.
 */
const FORMULA_TERM =
  /\b(?:less|minus|net of|defined (?:as|by)|calculated as)\s+(?:the\s+)?(?:[\w-]+\s+)?$/;
const FORMULA_TERM_AFTER = /^\s+(?:less|minus)\s+(?:capital|capex)\b/;

/**
 * "FFO also includes a severance charge of $8.6 million or $0.02 per share", "core operating
 * income and a net gain on our investment portfolio of $190 million": an item within it or beside it.
 */
const ITEM_OF =
  /\b(?:charges?|costs?|gains?|benefits?|impacts?|(?:head|tail)winds?|expenses?|savings|adjustments?|recover(?:y|ies))\s+(?:(?:on|from|in)\s+(?:[\w-]+\s+){0,4}?)?(?:of|to|for|totall?ing)\b[^,;]*$/;

/** "excluding approximately $700 million", "including $12 million": an amount set apart. */
const AMOUNT_SET_APART =
  /\b(?:excluding|excludes|excluded|including|includes|included|net of|benefit(?:ed|ted|s)? from|impacted by|hurt by)\s+(?:(?:a|an|the)\s+)?(?:(?:approximately|about|roughly|nearly|almost|some|over|more than)\s+)?$/i;

/**
 * "revenue in our Title segment", "sales of our annuity products", "sales through Drive Up": words
 * after a measure that place it in a part of the business or a channel.
 */
const SEGMENT_AFTER =
  /^\s+(?:(?:(?:guidance|growth|outlook)\s+)?(?:in|at|for|from|of)\s+(?:the\s+|our\s+|its\s+|this\s+|that\s+|each\s+)(?:[\w&'-]+\s+){0,3}?(?:segment|division|business|unit|region|product|brand)s?\b|(?:through|via)\s)/;

/**
 * "revenue in our Title segment", "revenue in Italy", "Italy will see a revenue decline": a
 * measure placed in a part of the business or a country by the words after it or its subject.
 */
function inPlace(text: string, lower: string, mention: Mention): boolean {
  const after = lower.slice(mention.end, mention.end + 50);
  return (
    SEGMENT_AFTER.test(after) ||
    PLACE_AFTER.test(after) ||
    countrySubjectBefore(text, mention.start)
  );
}

/**
 * Words between a range and the change said of it: ", which is up", ", representing growth of",
 * ", an increase of approximately"; not ", up from" (the earlier range) nor "using a normalized"
 * or "with organic sales declining" (another measure's rate).
 */
const RANGE_CHANGE_GAP =
  /^\s*,?\s*(?:(?:which|this|that|is|would|be|represents?|representing|reflects?|reflecting|or|an?|up|down|flat|to|increase|decrease|decline|growth|rate|of|approximately|about|around|roughly|nearly|annual|year[- ]over[- ]year)\s+)*$/i;

/** "$14.2 billion to $14.3 billion, which is up 13% at the midpoint": a range's change follows its high end. */
function rangeChange(
  text: string,
  range: QuantityRange,
  quantities: readonly Quantity[],
): KeyFigure['change'] {
  const change = changeAfter(text, range.high, quantities);
  if (!change || !RANGE_CHANGE_GAP.test(text.slice(range.high.end, change.value.start)))
    return null;
  return isComparisonValue(text, change.value) ? null : change;
}

/** "$6.9 billion of sales", "$7 billion in after-tax net income": words between an amount and its measure. */
const AMOUNT_NAMES_MEASURE =
  /^\s+(?:of|in)\s+(?:(?:total|net|consolidated|positive|after-tax|record)\s+)*$/i;

/**
 * "The Asset Management segment adjusted operating income", "total irrigation segment revenues": a
 * part named with its kind before a measure.
 */
const NAMED_SEGMENT_BEFORE =
  /(?:\b(?!(?:The|Our|Its|This|That|Each|Total)\b)([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})|\b(?:[Tt]he|[Oo]ur|[Tt]otal|[Ii]ts)\s+(?!(?:same|whole|entire|overall|total|other|each|new|core|base|combined|consolidated)\b)([a-z][\w&'-]*(?:\s+[a-z][\w&'-]*){0,2}?))\s+(?:segment|division|business|unit)(?:'s)?\s+$/;

function namedSegmentBefore(before: string): string | null {
  const match = NAMED_SEGMENT_BEFORE.exec(before);
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * "Machine Clothing adjusted EBITDA was $54.9 million", "SSG's operating income for the quarter":
 * a name that opens the sentence right before the measure is a part's; the words that tell any
 * measure ("Strong", "Total", "Year-to-date") and those that open a sentence about the whole
 * company ("Core", "Distributable", "Free") name none.
 */
const OPENING_NAME = /^((?:[A-Z][\w&-]*\s+){0,2}[A-Z][\w&-]*)(?:'s)?\s+$/;
const NOT_AN_OPENING_NAME =
  /^(?:we|now|segment|operating|free|cash|capital|pre-?tax|pretax|distributable|diluted|basic|absolute|excluding|days|daily|deferred|recurring|other|interest|normalized|same-store|same-restaurant|q[1-4]|fy|\w+-quarter|quarter-\w+|revenues?|sales|earnings)$/i;

function openingName(text: string, start: number): string | null {
  const name = OPENING_NAME.exec(text.slice(0, start))?.[1];
  if (
    !name ||
    name.split(/\s+/).some((word) => isGenericWord(word) || NOT_AN_OPENING_NAME.test(word))
  )
    return null;
  return name;
}

/**
 * "The Real Estate Services adjusted EBITDA margin", "the Global RIM adjusted EBITDA": a name after
 * "the" right before a measure is a part's, unless it names the company or a period.
 */
const THE_NAMED_BEFORE =
  /\b[Tt]he\s+(?!(?:Company|Group|Board|Firm|Bank|Corporation|Total|Consolidated|First|Second|Third|Fourth|Full|Fiscal|Q[1-4]|GAAP|Non-GAAP|Adjusted|Reported)\b)([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})\s+$/;

/**
 * "of Life Science group", "of Clinical Diagnostics products", "in our home warranty business",
 * "Our gross margins in Ag were 13.6%": a named part after a measure.
 */
const NAMED_PART_AFTER =
  /^\s+(?:of|in|at|for|from)\s+(?:(?:the|our|its)\s+(?!(?:same|whole|entire|overall|total|other|each|every|new|existing|underlying|core|base)\b)([a-z][\w&'-]*(?:\s+[a-z][\w&'-]*){0,2})\s+(?:segment|division|business|unit)s?\b|(?:the\s+|our\s+)?(?!(?:The|Our|Its|This|That)\b)([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})\s+(?:[Ss]egments?|[Dd]ivisions?|[Bb]usiness(?:es)?|[Gg]roups?|[Uu]nits?|[Pp]roducts)\b)|^\s+in\s+(?:the\s+)?(?!(?:Q[1-4]|FY|Fiscal|January|February|March|April|May|June|July|August|September|October|November|December)\b)([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,2})\s+(?:was|were|equaled|totaled|grew|rose|fell|declined|increased|decreased)\b/;

/**
 * "We generated", "the company delivered record", "our operating performance, which produced": a
 * verb that reports the company's own amount.
 */
const OWN_AMOUNT_VERB =
  /\b(?:we|company|it|which)\s+(?:generated|delivered|reported|achieved|posted|recorded|produced)\s+(?:(?:a|an|total|record|approximately|about|nearly|roughly)\s+)*$/i;

/** Words right before a percentage that make it a change: "decreased 31.5%", "up by 4%". */
const CHANGE_WORD_BEFORE =
  /\b(?:up|down|increased|decreased|grew|rose|fell|declined|improved)\s+(?:by\s+)?(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+)?$/i;

/** "in excess of $1 billion over the next five to seven years": an amount over several years. */
const OVER_YEARS_AHEAD =
  /^\s*(?:\S+\s+){0,4}?(?:over|in|within)\s+the\s+(?:next|coming)\s+(?:[\w-]+\s+){0,3}?years\b/i;

/**
 * "doubling total revenues to $25 billion by 2025", "exceed $50 of earnings per share by the year
 * 2025", "in excess of $1 billion over the next five to seven years": a goal for a later year or
 * for several years to come, not a result or the year's outlook.
 */
function isLaterTarget(text: string, q: Quantity, call: CallPeriod): boolean {
  if (OVER_YEARS_AHEAD.test(text.slice(q.end, q.end + 60))) return true;
  const by =
    /^\s*(?:\S+\s+){0,5}?by\s+(?:the\s+end\s+of\s+)?(?:the\s+year\s+|fiscal\s+(?:year\s+)?)?'?(20\d\d)\b/i.exec(
      text.slice(q.end, q.end + 50),
    );
  return by !== null && call.year !== null && Number(by[1]) > call.year;
}

/** ", core growth of", "and order growth of": another measure's growth after a measure. */
const OTHER_GROWTH_BETWEEN =
  /(?:,|\b(?:and|while|with)\b)\s+(?!(?:total|overall|its|our|the|an?|strong|solid)\b)(?:[a-z-]+\s+){1,2}?(?:growth|increases?|decreases?|declines?)\b/;

/** "growth for the full year to be approximately": the measure's change named right after it. */
const GROWTH_AFTER =
  /^\s+(?:growth|increases?|declines?|decreases?)\b[^,;]{0,60}?\b(?:be|of|at|by|to)\s+(?:(?:approximately|about|around|roughly|nearly|close to)\s+)?$/;

/** " growth in both ": words between a rate and the measure it is the growth of. */
const GROWTH_IN =
  /^\s*(?:growth|increases?|decreases?|declines?)\s+(?:in|of)\s+(?:(?:both|our|the|its|total)\s+)*$/;

/** A measure named with a basis of its own ("organic sales") takes rates said on that basis. */
const OWN_OTHER_BASIS = /\b(?:core|organic|comparable|same|underlying)\b/;

/** "as a percent of sales", "10.4% of revenue": a ratio to the measure. */
const RATIO_OF =
  /(?:\bpercent(?:age)?|%)\s+of\s+(?:(?:total|net|our|its|the|generated|gross)\s+)*$|\b(?:debt|leverage)[- ]to[- ]$/;

/** "between 65% and 70% of prior year levels": a share of an earlier period, not growth. */
const SHARE_OF_PRIOR = /^\s*of\s+(?:the\s+)?(?:prior|last|previous|year[- ]ago|20\d\d)\b/i;

/** "an increase in revenue", "growth in net sales": the measure's change, not its level. */
const CHANGE_IN =
  /\b(?:increase|decrease|growth|decline|improvement|reduction|change)\s+(?:in|of)\s+(?:(?:[a-z'-]+|20\d\d)\s+)?$/;

/** Words before a per-share amount that make it a change: "guidance by $0.15", "an increase of $1.5 million or $0.06". */
const PER_SHARE_DELTA_BEFORE =
  /(?:\bby|\bby(?:\s+\S+){1,3}\s+or|\b(?:contribut\w*|provid\w*|add(?:ed|ing|s)?|account(?:ed|ing|s)? for)|\b(?:increase|decrease|improvement|reduction|decline|growth|benefit|headwind)\s+of(?:\s+\S+){0,3}\s+or|\b(?:increase|decrease|improvement|reduction|decline|growth|benefit|headwind)\s+of)\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+|in\s+the\s+range\s+of\s+)?$/;
/**
 * Words after a per-share amount that make it a change: "$0.09 higher than", "$0.27 per share of
 * negative variance", "a $0.10 per share drag", "$0.41 of earnings per share pickup".
 */
const PER_SHARE_DELTA_AFTER =
  /^\s*(?:(?:earnings\s+)?per\s+(?:fully\s+)?(?:diluted\s+)?share\s+)?(?:of\s+(?:[\w-]+\s+){0,3}?(?:expenses?|costs?|charges?|items?|gains?|benefits?|losses|impacts?|accretion|dilution|restructuring|amortization)\b|on\s+(?:favorability|unfavorability)|higher|lower|more|less|better|worse|above|below|ahead|of (?:negative|positive|unfavorable|favorable)|(?:out|under)performance|improvement|increase|decrease|reduction|benefit|contribution|(?:net\s+)?impact|headwind|tailwind|drag|hit|charges?|gains?|costs?|expenses?|(?:of\s+earnings\s+per\s+share\s+)?in\s+savings|of\s+(?:earnings\s+per\s+share|eps)\s+(?:pickup|uplift|accretion|dilution|benefit|growth|improvement|headwind|tailwind|drag|impact))\b/i;

/**
 * Words right before a measure that make it an earlier period's: "the prior-year third quarter
 * sales", "last year's third quarter reported earnings per share", "prior year-to-date net income",
 * "compares to a non-GAAP operating margin in Q4 of 2019 of 14.3%", "growth off 2019 earnings per
 * share of $2.39".
 */
const PRIOR_MEASURE =
  /\b(?:prior[- ]year(?:'s)?|prior|previous(?: year's)?|last year's|year[- ]ago|compare[sd]? (?:to|with)(?: an?| the)?|from (?:the |our )?actual|(?:off|over|from|versus) (?:the )?(?:fiscal )?20\d\d|pre-(?:covid|pandemic))\s+(?:(?!(?:and|or|but|while|with|from|to|of)\s)[\w-]+\s+){0,3}$/;

/**
 * "$21 million on revenue", "impacts of $30 million for property revenue, $20 million for adjusted
 * EBITDA", "the impact of the equity offering on adjusted earnings per share",
 * "accretive to FFO by approximately $0.05": an impact on a measure.
 */
const AMOUNT_ON =
  /\$[\d.,]+(?:\s*(?:million|billion|thousand))?\s+(?:on|for|to)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?$/;
const IMPACT_ON =
  /\b(?:(?:impacts?|effects?)\b[^.;$]{0,60}\bon|(?:head|tail)winds?\s+to|(?:accretive|dilutive)\s+to)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?$/;

/** Words after a revenue mention that make it no amount of revenue: "revenue initiatives". */
const REVENUE_NOT_AMOUNT =
  /^\s+(?:initiatives?|opportunit(?:y|ies)|synerg(?:y|ies)|streams?|price|carryover|recognition)\b/;

/**
 * "EBITDA ratio", "EBITDA per key", "free cash flow conversion", "our free cash flow calculation":
 * a ratio of the measure or the way it is worked out, but not "per diluted share".
 */
const RATIO_AFTER =
  /^\s+(?:ratio|multiple|conversion|calculations?|definitions?|per\s+(?!(?:diluted\s+|basic\s+|common\s+)?share\b)[a-z]+)\b/;

/** "LTM", "trailing 12-month", "over the last twelve months": a measure over the past year. */
const TRAILING =
  /\b(?:ltm|ttm|trailing[- ](?:twelve|12)[- ]months?|(?:last|past|trailing)\s+(?:twelve|12)\s+months)\b/;

/** Words between a measure and an amount that make the amount a cause of its change. */
const CAUSE_BETWEEN = /\b(?:driven by|due to|offset by|reflecting)\b/;

/** "on quarterly revenues of $558 million", "on sales growth of 6%": a measure with its own amount. */
const OWN_AMOUNT_AFTER = /^\s+(?:of|were|was|growth|totaled)\b/;

/** "11.7% pre-tax operating profits", "12% return on equity": a percentage followed by its own measure. */
const RATE_OF_OTHER_AFTER =
  /^\s+(?:(?:pre-tax|after-tax|operating|net|gross)\s+)*(?:profits?|returns?|income|earnings|yields?)\b/i;

/** "a 6.9% increase in", "2% customer growth": a percentage that is a rate of change. */
const RATE_OF_CHANGE_AFTER =
  /^\s+(?:(?:year[- ]over[- ]year|[\w-]+)\s+)?(?:increase|decrease|growth|decline|improvement)\b/i;

/**
 * "net debt of", "liquidity was", "cash on hand has increased to", "we grew our inventory to": a
 * balance named right before an amount.
 */
const OTHER_BALANCE_BEFORE =
  /\b(?:net debt|debt|liquidity|borrowings|cash balance|cash on hand|cash and (?:cash )?equivalents|inventor(?:y|ies)|receivables)\s+(?:(?:has|have)\s+)?(?:(?:increased|decreased|grown|risen|fallen)\s+)?(?:of|was|were|at|to|is|totaled)\s+(?:approximately\s+|about\s+|roughly\s+)?$/;

/** "was up nearly 15% from Q4 last year or $45 million": an amount said as the size of a rate. */
const RATE_OR_AMOUNT =
  /\b(?:up|down|increased|decreased|grew|rose|fell|declined)\b[^.;$]{0,20}?\d%[^.;$%]{0,40}\bor\s+(?:approximately\s+|about\s+|nearly\s+|roughly\s+)?$/i;

/**
 * "up $0.52 per share compared to the fourth quarter" is a change, but "was up $1.08 per share
 * compared to $0.89 last quarter" a level: one compared with another amount.
 */
const LEVEL_COMPARED =
  /^\s*(?:per\s+(?:diluted\s+)?share\s+)?,?\s*(?:compared (?:to|with)|versus|vs\.?|from)\s+(?:\$|a\s+\$)/i;

/**
 * True when a mention of a measure is not where the company's own figure of it is told: a buyback
 * named without its program, the revenue of a business held or bought, selling and administrative
 * costs or the cost of sales, other operating income, a ratio to the measure, an impact on it, a
 * measure set apart, a share of another's, its trailing twelve months or an earlier period's.
 */
function namesAnotherAmount(lower: string, mention: Mention): boolean {
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

/**
 * A sentence, lower-cased too, with the numbers and ranges read from it and those a figure has
 * already taken: what the readers of an amount around a measure look at.
 */
type SentenceAmounts = {
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
function isAnotherThingsAmount(
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
 * Words right before an amount that make it the size of a change: "were up $52 million", "we have
 * canceled approximately $35 million in capex".
 */
const CHANGE_AMOUNT_BEFORE =
  /\b(?:by|up|down|grow|increased?|decreased?|grew|grown|growing|increasing|decreasing|declining|rose|fell|declined|improved|cancell?ed|deferred|eliminated|cut|removed|(?:increase|decrease|improvement|decline|reduction|growth)\s+of)\s+(?:(?:by\s+)?(?:between|in\s+(?:the|a)\s+range\s+of)\s+)?(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+|more than\s+|less than\s+|over\s+)?(?:\d+(?:\.\d+)?\s*%\s+or\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+)?)?$/i;

/** A basis that opens a sentence and covers the measures joined to it by "and". */
const OPENING_BASIS =
  /^(?:(?:excluding|after adjusting for|adjusting for)\b[^,;]*,\s*(?:[\w-]+\s+){0,5}?|(?:adjusted|non-gaap)\s+(?:[\w-]+\s+){0,5}?)(?:and\s+)?$/;

/**
 * "FFO, excluding specified items, of $0.49", "Operating margin excluding charges of 12.3%": an
 * adjusted basis said between a measure and its value, with no other value between.
 */
function adjustedBetween(
  lower: string,
  mention: Mention,
  value: Quantity | undefined,
  quantities: readonly Quantity[],
): Basis {
  if (!value || quantities.some((q) => q.start >= mention.end && q.end <= value.start)) return null;
  const basis = basisOf(lower.slice(mention.end, value.start));
  return basis === 'adjusted' || basis === 'non-gaap' ? basis : null;
}

/** "$2.85 to $3.10 or $3.00 to $3.25 on an adjusted basis": the second figure is the adjusted one. */
function adjustedAlternative(
  { text, lower, quantities, ranges, used }: SentenceAmounts,
  values: readonly Quantity[],
): Quantity | null {
  const first = values[0];
  if (values.length !== 1 || !first || first.kind !== 'money' || first.scale !== null) return null;
  const end = ranges.find((r) => r.low === first)?.high.end ?? first.end;
  // "$1 to $1.10 on a GAAP basis and $1.10 to $1.20 as adjusted" joins the two with "and".
  // "$3.36 or, excluding charges, $3.49" names the basis before the second figure.
  const or =
    /^\s*(?:per (?:diluted )?share)?,?\s*(?:or|(?:on an? (?:gaap|reported) basis|gaap),?\s+and)(?:\s+|,\s*)(?:((?:excluding|before)\s+[\w\s-]{1,40}?|on an? (?:adjusted|non-gaap) basis|(?:adjusted|non-gaap)(?:\s+for\s+[\w\s-]{1,40}?)?),\s*)?/i.exec(
      text.slice(end),
    );
  if (!or) return null;
  const next = quantities.find((q) => q.start === end + or[0].length && !used.has(q));
  if (!next || next.kind !== 'money' || next.scale !== null) return null;
  if (or[1]) return next;
  const after = ranges.find((r) => r.low === next)?.high.end ?? next.end;
  return /adjusted|non-gaap|excluding/.test(lower.slice(after, after + 60)) ? next : null;
}

/**
 * "excellent organic growth with total client assets up 28% to $807 billion": a balance named
 * between a measure and an amount or rate, whose they are.
 */
const WITH_BALANCE = /\bwith\s+(?:total\s+)?(?:[\w-]+\s+)?(?:assets|deposits|loans)\b/i;

/** Measures of the company's shares, which a name before them does not make a part's. */
const PER_SHARE_MEASURE = /^(?:eps|ffo|dividend|buyback|book-value)$/;

/** "our business", "the overall business": the company as a whole, no part of it. */
const OUR_BUSINESS = /\b(?:our|the)\s+(?:overall\s+|total\s+|whole\s+|entire\s+)?business\b/g;

/** "on top of a 1% same-store sales increase a year ago": a rate of the comparison period. */
const RATE_OF_PRIOR =
  /^\s*(?:[a-z]+\s+)?(?:a year ago|last year|(?:in|for) the (?:prior|previous|same)[- ](?:year|quarter|period))\b/i;

/**
 * "a 45% same-store sales increase", "a 56.3% operating ratio": a measure told only as a rate may
 * follow its number; a range before it ("21% to 23% operating margins") is read whole.
 */
function rateBefore(
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
function amountBefore(
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
const GROWTH_IN_BEFORE =
  /^\s+(?:(increases?|growth|declines?|decreases?|rise|drop)\s+in\s+(?:(?:total|net|our|the|consolidated)\s+)*)?$/;

/** "We delivered a", "we expect a strong": the company reporting or expecting a rate. */
const COMPANY_RATE_BEFORE =
  /\bwe\s+(?:now\s+|also\s+)?(?:delivered|saw|experienced|expect|achieved|posted|reported|generated|had|drove|produced)\s+(?:(?:an?|strong|solid|robust|record|healthy|approximately|about|roughly|nearly)\s+)*$/i;

/** Words right after revenue that make a rate before it its change: "8% revenue growth". */
const GROWTH_WORD_AFTER = /^\s+(growth|increases?|declines?|decreases?)\b/;

/**
 * "a 14% increase in sales", "7% to 9% increase in total sales", "8% revenue growth": a change of
 * revenue said before the measure, with its range when it has one.
 */
function revenueGrowthBefore(
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

/** What {@link extractSentenceFigures} may be told besides the sentence. */
export type SentenceReadOptions = {
  /** The names of the call's business parts, so that a figure said of one is placed in it. */
  parts?: readonly string[];
  /** Receives the rule that read each figure and the filter that dropped each candidate. */
  trace?: FigureTrace;
};

/**
 * Reads the figures in one sentence. The sentence is tagged once; the rules read candidate
 * figures from its tags (each measure takes the first fitting number after it, and an outlook of
 * growth said in words, "mid-single digits", counts for a measure with no number); the named
 * filters then drop, in their declared order, every candidate that is not clearly a key figure.
 */
export function extractSentenceFigures(
  text: string,
  sentence: number,
  call: CallPeriod,
  options: SentenceReadOptions = {},
): KeyFigure[] {
  if (text.length <= PIECE_CHARS) return readSentence(text, sentence, call, options);
  return piecesOf(text).flatMap((piece) =>
    readSentence(piece.text, sentence, call, options).map((f) => placeFigure(f, piece.offset)),
  );
}

/** Tags one sentence of bounded length, reads its candidates and filters them. */
function readSentence(
  text: string,
  sentence: number,
  call: CallPeriod,
  options: SentenceReadOptions,
): KeyFigure[] {
  // Most sentences state no number and no growth in words: they are not tagged at all.
  if (!DIGIT.test(text) && !WORDED_SCAN.test(text)) return [];
  const measured = measureSentence(text);
  const candidates = withWordedGrowth(text, sentence, call, readFigures(measured, sentence, call));
  if (candidates.length === 0) return candidates;
  const tagged = tagSentence(measured, call.year, options.parts);
  return settleCandidates(candidates, { tagged, call }, options.trace);
}

/**
 * Adds an outlook of growth said in words ("mid-single digits"); it replaces a bare change read
 * for the same measure: "sales to be up in the low 20% range, versus our previous guide up
 * approximately 20%".
 */
function withWordedGrowth(
  text: string,
  sentence: number,
  call: CallPeriod,
  figures: KeyFigure[],
): KeyFigure[] {
  if (!WORDED_SCAN.test(text) || !WORDED_HINT.test(text)) return figures;
  const worded = extractWordedGrowth(text, sentence, call, figures);
  if (worded.length === 0) return figures;
  const kept = figures.filter(
    (f) => f.value !== null || f.range !== null || !worded.some((w) => w.metric === f.metric),
  );
  return [...kept, ...worded.map((w): KeyFigure => ({ ...w, rule: 'worded-growth' }))];
}

/**
 * A looser {@link WORDED_HINT} that every sentence is scanned with first: the same words less a
 * letter ("ingle" for "single") make a pattern V8 scans about twice as fast, and the exact hint
 * then runs on the few sentences it lets through.
 */
const WORDED_SCAN = /ingle|ouble|eens|flat|0s\b|0%|0 percent/i;

const DIGIT = /\d/;

/**
 * Every wording {@link VERSUS_GUIDANCE} reads names one of these: most sentences name none, and
 * this plain scan of the lower-cased sentence is much cheaper than the full pattern.
 */
const VERSUS_GUIDANCE_HINT = /guid|expectations|outlook|forecast/;

/** Words of a share buyback's program, which a buyback's figure needs in its sentence. */
const BUYBACK_PROGRAM = /authoriz|program|plan\b|approv/i;

/** "increased 12% to $310 million": a level said after "to" right after the change. */
function isLevelAfterChange(text: string, change: KeyFigure['change'], value: Quantity): boolean {
  if (!change || change.value.end > value.start) return false;
  return /^\s+to\s+(?:a\s+)?(?:record\s+)?$/.test(text.slice(change.value.end, value.start));
}

/** The candidate figures the rules read from a measured sentence, each naming its rule. */
function readFigures(measured: MeasuredSentence, sentence: number, call: CallPeriod): KeyFigure[] {
  const { text, lower, amounts: quantities, ranges } = measured;
  if (quantities.length === 0) return [];
  const mentions = measured.measures.filter(
    (m) =>
      !FORMULA_TERM.test(lower.slice(Math.max(0, m.start - 30), m.start)) &&
      !FORMULA_TERM_AFTER.test(lower.slice(m.end, m.end + 20)),
  );
  // Without a named measure only "$0.82 per share" can give a figure: skip the period and
  // guidance reading for the many sentences that have neither.
  if (mentions.length === 0 && !quantities.some((q) => q.kind === 'money' && q.scale === null))
    return [];
  const period = periodOf(text, call);
  // "$0.52 and $1.40 for the quarter and the full year, respectively": the amounts paired with
  // periods, a range counted once; read only for the few sentences that say "respectively".
  const paired = text.includes('respectively')
    ? [
        ...ranges.map((r) => ({ start: r.low.start, end: r.high.end, kind: r.high.kind })),
        ...quantities.filter((q) => !ranges.some((r) => q.start >= r.start && q.end <= r.end)),
      ].sort((a, b) => a.start - b.start)
    : null;
  const respective = (start: number): FigurePeriod | null =>
    paired && respectivePeriod(text, paired, start, call);
  // The year the sentence is about, read only when a figure needs it: most sentences give none.
  let subject: FigurePeriod | null | undefined;
  const periodAt = (at: number): FigurePeriod => {
    if (period.kind !== 'unknown') return periodOf(text, call, at);
    if (subject === undefined) subject = subjectYear(text);
    return subject ?? period;
  };
  // "$0.30 to $0.34, the fiscal second quarter outperformance flows through": a quarter named in
  // a later clause is not the figure's period; "$0.30 per share, in the third quarter" is.
  const periodOfValue = (at: number, end: number): FigurePeriod => {
    const found = periodAt(at);
    if (found.kind !== 'quarter') return found;
    const cut = text.slice(end).search(/[,;]/);
    if (cut < 0) return found;
    const clause = end + cut;
    const later = quartersIn(text).some(
      (hit) =>
        hit.at > clause &&
        hit.quarter === found.quarter &&
        !/^[,;]\s*(?:in|for|during)\b/i.test(text.slice(clause, hit.at)),
    );
    const earlier = quartersIn(text).some(
      (hit) => hit.at < clause && hit.quarter === found.quarter,
    );
    return later && !earlier ? periodOf(text.slice(0, clause), call, at) : found;
  };
  // "above our prior guidance of $X to $Y" restates old guidance: that phrase and the range
  // right after it are no outlook, but the rest of the sentence may still give one.
  const versus = VERSUS_GUIDANCE_HINT.test(lower) ? VERSUS_GUIDANCE.exec(text) : null;
  const staleFrom = versus ? (versus.index ?? 0) : Infinity;
  const staleTo = versus ? staleFrom + versus[0].length + 40 : -1;
  const isGuidance = GUIDANCE.test(versus ? text.replace(versus[0], ' ') : text);
  // "At AeroTech, we have narrowed our revenue guidance...": the sentence speaks of a part.
  const part = partOf(text);
  const partOpening = part !== null;
  const used = new Set<Quantity>();
  const amounts: SentenceAmounts = { text, lower, quantities, ranges, used };
  const figures: KeyFigure[] = [];

  // "23% to 27% operating margin", "9% to 12% growth in both operating income and...": a
  // measure right after a rate, or the one its growth is said to be in, owns it; one in the
  // next clause ("11% to 13% and expect earnings per share...") or a cause ("19% given our sales
  // growth to date") does not.
  const ownedByLater = (end: number): boolean =>
    mentions.some(
      (m) =>
        m.start >= end &&
        ((m.start - end < 16 &&
          !/[,;]|\b(?:and|with|expect\w*|given|because|due to|driven by)\b/.test(
            lower.slice(end, m.start),
          )) ||
          GROWTH_IN.test(lower.slice(end, m.start))),
    );

  // "Net sales and adjusted EBITDA were $500 million and $90 million, respectively", "net
  // income and earnings per share were $8 million and $0.13 per share": measures listed with
  // their amounts in the same order.
  const listed =
    mentions.length > 1 && (paired || lower.includes(' and '))
      ? respectiveMeasures(text, mentions, quantities, ranges)
      : null;

  mentions.forEach((mention, index) => {
    if (namesAnotherAmount(lower, mention)) return;
    // "an increase in revenue of $0.9 billion to $1.3 billion": amounts after it are changes.
    const changeOf = CHANGE_IN.test(lower.slice(Math.max(0, mention.start - 30), mention.start));
    const next = mentions[index + 1];
    const limit = Math.min(next ? next.start : text.length, mention.end + 110);
    // "Electric adjusted gross margin was $48 million, an increase of $2.5 million or 5.5%": a
    // margin told in dollars, as utilities tell theirs, has no rate to read.
    if (
      /margin/.test(mention.def.id) &&
      /^\s+(?:was|were|of|totaled|is)\s+(?:approximately\s+|about\s+)?\$\d/.test(
        text.slice(mention.end, mention.end + 30),
      )
    )
      return;
    // "Net sales and adjusted EBITDA were $500 million and $90 million, up 12% and 7%,
    // respectively": a measure of a list takes the amount and change of its place in it.
    const slot = listed?.get(mention);
    const named = slot ? null : amountBefore(amounts, mention);
    // "we reported $7 billion in after-tax net income": the verb before an amount said first names
    // no basis of the measure.
    const lead = lower.slice(
      named ? named.end : Math.max(0, mentions[index - 1]?.end ?? 0, mention.start - 45),
      mention.end,
    );
    let change: KeyFigure['change'] = null;
    let percentRange: QuantityRange | null = null;
    // True once a level is read after a change ("rose 12% to $310 million").
    let levelAfterChange = false;
    const values: Quantity[] = [];
    if (slot?.value) values.push(slot.value);
    if (slot?.change) change = slot.change;
    if (named) {
      values.push(named);
      change = changeAfter(text, named, quantities);
    }
    const leading = slot || named ? null : rateBefore(amounts, mention);
    if (leading) {
      values.push(leading);
      // "a 3% same-store sales decline": the direction may follow the measure.
      const direction = directionNear(text, { ...leading, end: mention.end });
      if (mention.def.id === 'same-store-sales' && direction !== null)
        change = { value: leading, direction };
    }
    // "a 14% increase in sales", "8% revenue growth": the measure's change said before it.
    const growthBefore =
      mention.def.id === 'revenue' && !leading && !slot && !named
        ? revenueGrowthBefore(amounts, mention)
        : null;
    if (growthBefore) {
      change = growthBefore.change;
      if (isGuidance) percentRange = growthBefore.range;
    }
    const negativeMeasure = /\bnegative\s+$/.test(
      lower.slice(Math.max(0, mention.start - 12), mention.start),
    );
    for (const found of leading || slot || named ? [] : quantities) {
      let q = found;
      if (q.start < mention.end || q.start >= limit || used.has(q)) continue;
      // "$1.05 to $1.10 and $1.40 to $1.45, respectively": a range already taken ends at its high.
      if (ranges.some((r) => r.high === q && values.includes(r.low))) continue;
      // "growth in the range of 6 to 8%", "between 9 and $12.5 million", "$65 to $75 million":
      // the first number takes the range's unit. (The value read below keeps this start.)
      const opens = ranges.find((r) => r.low.start === q.start);
      if (opens && q.kind !== 'percent') q = opens.low;
      if (isPrior(text, q, ranges) || isLaterTarget(text, q, call)) continue;
      // After "an increase in revenue", only the amount it rose "to" is a level.
      if (
        changeOf &&
        q.kind === 'money' &&
        (ranges.some((r) => r.high === q) ||
          !/\bto\s+(?:a\s+)?(?:record\s+)?$/i.test(text.slice(Math.max(0, q.start - 16), q.start)))
      )
        continue;
      // "landed inside our guidance range of $2.35 billion to $2.45 billion" restates old guidance.
      if (
        q.start >= staleFrom &&
        q.start <= staleTo &&
        ranges.some((r) => r.low === q || r.high === q)
      )
        continue;
      if (q.kind === 'percent' && mention.def.kinds.includes('money')) {
        if (ownedByLater(ranges.find((r) => r.low.start === q.start)?.end ?? q.end)) continue;
        // "revenue growth and order growth of 20%": the growth of another measure comes first,
        // and so does every rate after it.
        if (OTHER_GROWTH_BETWEEN.test(lower.slice(mention.end, q.start))) continue;
        if (WITH_BALANCE.test(text.slice(mention.end, q.start))) continue;
        // "sales with 30% core revenue growth": a rate that names its own basis is the change
        // of the measure on that basis, not of the one named before it.
        if (
          !OWN_OTHER_BASIS.test(mention.text) &&
          OTHER_BASIS_AFTER.test(text.slice(q.end, q.end + 30))
        )
          continue;
        // "sales growth for the full year to be approximately 15%": the growth named right after
        // the measure gives the direction of a rate said further on in its clause.
        const direction =
          directionNear(text, q) ??
          (GROWTH_AFTER.test(lower.slice(mention.end, q.start))
            ? /^\s+(?:declines?|decreases?)/.test(lower.slice(mention.end, mention.end + 12))
              ? 'down'
              : 'up'
            : null);
        // Outlook given as a growth range ("sales up 22% to 25%") has no money value.
        const growth = isGuidance
          ? ranges.find(
              (r) =>
                r.low.start === q.start &&
                !SHARE_OF_PRIOR.test(text.slice(r.end, r.end + 30)) &&
                // "to grow at a 3% to 4% CAGR": a rate over several years.
                !/^\s*(?:cagr|compound|annual(?:ly|ized)?\b|per year|a year)/i.test(
                  text.slice(r.end, r.end + 20),
                ) &&
                !ownedByLater(r.end),
            )
          : undefined;
        if (growth && values.length === 0 && percentRange === null) {
          percentRange = growth;
          // "organic sales growth in the range of plus 6% to 8%": growth said without a verb.
          if (change === null && direction === null)
            change = { value: q, direction: growth.low.negative ? 'down' : 'up' };
        }
        if (
          change === null &&
          direction !== null &&
          values.length === 0 &&
          !isOtherBaseChange(text, q) &&
          // "net sales rising to 80% of 2019 levels": a share of another amount, not a change.
          !/^\s*of\b/.test(text.slice(q.end, q.end + 4))
        )
          change = { value: q, direction };
        continue;
      }
      if (q.kind === 'number' && mention.def.kinds.includes('money')) {
        const amount = bareAmount(text, q);
        if (amount === null) continue;
        q = amount;
      }
      if (!fits(mention.def, q)) continue;
      // "adjusted EBITDA margins in the mid 20% range": a rate said only roughly has no level.
      if (
        q.kind === 'percent' &&
        /\b(?:low|mid|high|upper)[- ]?$/i.test(text.slice(Math.max(0, q.start - 6), q.start))
      )
        continue;
      // "EBITDA growth was driven by positive price realization of $53 million": a driver of the
      // measure's change, not its level.
      if (CAUSE_BETWEEN.test(lower.slice(mention.end, q.start))) continue;
      // "At those levels of adjusted operating margin, our incremental margins will be around 25%":
      // another kind of margin named between is the one the rate is of.
      if (
        q.kind === 'percent' &&
        /margin/.test(mention.def.id) &&
        /\b(?:incremental|decremental|contribution|flow-through|drop-through)\s+margins?\b/.test(
          lower.slice(mention.end, q.start),
        )
      )
        continue;
      // "solid gross margins and 11.7% pre-tax operating profits": a rate that names what it is of.
      if (q.kind === 'percent' && RATE_OF_OTHER_AFTER.test(text.slice(q.end, q.end + 40))) continue;
      // "Total gross margin decreased 4% to $1.6 billion", "driven by a 6.9% increase in retail
      // sales volumes": a rate of change, not the level of a measure told in percentages.
      if (
        q.kind === 'percent' &&
        /margin|ratio/.test(mention.def.id) &&
        (CHANGE_WORD_BEFORE.test(text.slice(Math.max(0, q.start - 30), q.start)) ||
          RATE_OF_CHANGE_AFTER.test(text.slice(q.end, q.end + 40)))
      )
        continue;
      // "adjusted EBITDA growth, which amounted to about $60 million": the size of the change.
      if (
        q.kind === 'money' &&
        q.scale !== null &&
        /^\s+(?:growth|increase|decrease|decline|improvement)\b/.test(
          lower.slice(mention.end, mention.end + 14),
        ) &&
        !/\bto\s+(?:a\s+)?(?:record\s+)?$/.test(lower.slice(Math.max(0, q.start - 14), q.start))
      )
        continue;
      // "included the $0.22 tax benefit, partially offset by a $0.06 charge", "net income, we
      // recognized realized gains totaling over $190 million": items of the measure.
      if (q.kind !== 'percent' && ITEM_OF.test(lower.slice(mention.end, q.start))) continue;
      if (
        (mention.def.id === 'eps' || mention.def.id === 'ffo') &&
        (PER_SHARE_DELTA_AFTER.test(text.slice(q.end, q.end + 60)) ||
          // "Reported earnings per share in the quarter includes $0.19 of amortization, $0.03 of
          // restructuring and $0.03 due to...": what the result includes.
          /\b(?:includes|included)\b/.test(lower.slice(mention.end, q.start)))
      )
        continue;
      if (q.kind === 'money' && isAnotherThingsAmount(amounts, mention, q)) continue;
      // "$41 to $43 million" is no per-share range, whatever its first number looks like.
      // "950 million to 1.15 billion": a range of amounts said without their currency.
      const rangeHigh = opens?.high;
      const high =
        rangeHigh?.kind === 'number' && q.kind === 'money'
          ? (bareAmount(text, rangeHigh) ?? rangeHigh)
          : rangeHigh;
      if (high && !fits(mention.def, high)) continue;
      // "increased 5% or $84 million to $1.8 billion": the level follows "to", the first is a delta.
      const level = quantities.find(
        (later) =>
          later.start > q.end &&
          later.start < limit &&
          later.kind === q.kind &&
          !ranges.some((r) => r.high === later) &&
          !isComparisonValue(text, later) &&
          /\bto\s+(?:a\s+)?(?:(?:record|new)\s+)?(?:range\s+of\s+)?$/i.test(
            text.slice(Math.max(0, later.start - 24), later.start),
          ),
      );
      const isDelta =
        /\b(?:or|by|up|down|increased|decreased|grew|rose|fell|declined)\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+)?$/i.test(
          text.slice(Math.max(0, q.start - 26), q.start),
        ) || /^\s*,?\s*or\s+\d/.test(text.slice(q.end));
      // "Net sales were up $52 million, an increase of 43%": an amount of change with no level
      // after it is no level either; the percentage still tells the change.
      if (
        q.kind === 'money' &&
        !(level && fits(mention.def, level)) &&
        (CHANGE_AMOUNT_BEFORE.test(text.slice(Math.max(0, q.start - 50), q.start)) ||
          RATE_OR_AMOUNT.test(text.slice(Math.max(0, q.start - 70), q.start)))
      ) {
        // "to grow between $650 million and $800 million": the high end is no level either.
        if (rangeHigh) used.add(rangeHigh);
        continue;
      }
      // "affected earnings per share by $0.01, bringing the year-to-date effect to $0.04": the
      // level an effect reaches is no level of the measure.
      if (
        level &&
        isDelta &&
        /\b(?:effects?|impacts?|benefits?|costs?|charges?)\b/i.test(text.slice(q.end, level.start))
      ) {
        used.add(level);
        continue;
      }
      if (level && isDelta && fits(mention.def, level)) {
        used.add(q);
        // "down $152 million or 58% to $109 million": the percentage is the change.
        const pct = quantities.find(
          (p) => p.kind === 'percent' && p.start > q.end && p.end <= level.start,
        );
        if (pct && change === null) {
          const direction = directionNear(text, pct) ?? directionNear(text, q);
          if (direction !== null) change = { value: pct, direction };
        }
        q = level;
        levelAfterChange = true;
        // "increased our authorization by $250 million, bringing our total remaining
        // authorization to $277 million": the level reached may be another thing's too.
        if (q.kind === 'money' && isAnotherThingsAmount(amounts, mention, q)) continue;
      }
      // "We had negative adjusted EBITDA of $25 million", "Free cash flow was a use of $170
      // million": an outflow.
      if (
        q.kind === 'money' &&
        !q.negative &&
        (negativeMeasure || USE_OF.test(text.slice(Math.max(0, q.start - 30), q.start)))
      ) {
        used.add(q);
        q = { ...q, negative: true, value: -q.value };
      }
      values.push(q);
      // "comp sales increased 11.4%, and U.S. comp sales increased 10.7%": a comparable-sales
      // rate said with its direction is its own change, not the next rate's.
      if (q.kind === 'percent' && change === null && mention.def.id === 'same-store-sales') {
        const direction = directionNear(text, q);
        if (direction !== null) change = { value: q, direction };
      }
      if (change === null) {
        const range = ranges.find((r) => r.low === q);
        change = range ? rangeChange(text, range, quantities) : changeAfter(text, q, quantities);
        // "adjusted EBITDA of $35.1 million this quarter on sales that were up 48%": a change
        // said after another measure is that measure's ("with sales growth of 14.4%" is not).
        if (
          change &&
          next &&
          next.def.id !== mention.def.id &&
          next.start > q.end &&
          next.start < change.value.start
        )
          change = null;
      }
      if (!/respectively/.test(lower.slice(q.end, limit + 20))) break;
    }
    // "raising the low end of our guidance to $2.70, resulting in a range of $2.70 to $2.75": the
    // outlook is the range the new end makes.
    const bound = values.length === 1 ? values[0] : undefined;
    if (
      bound &&
      isGuidance &&
      bound.kind === 'money' &&
      !ranges.some((r) => r.low === bound || r.high === bound)
    ) {
      const whole = ranges.find(
        (r) =>
          r.start > bound.end &&
          r.start < limit &&
          !used.has(r.low) &&
          (r.low.value === bound.value || r.high.value === bound.value),
      );
      if (whole) values[0] = whole.low;
    }
    const alternative = slot ? null : adjustedAlternative(amounts, values);
    if (alternative) values.push(alternative);
    const shared = / and (?:adjusted|non-gaap|gaap|core)/.test(lead) && values.length >= 2;
    const firstRange = ranges.find((r) => r.low === values[0]);
    const firstEnd = firstRange?.high.end ?? values[0]?.end ?? mention.end;
    const bases: Basis[] = alternative
      ? [
          basisOf(lead) ??
            (/^[^,;]*?\b(?:gaap|reported)\b[^,;]*?\band\s*$/.test(
              lower.slice(firstEnd, alternative.start),
            )
              ? 'gaap'
              : null),
          basisOf(lower.slice(alternative.end, alternative.end + 60)) ?? 'adjusted',
        ]
      : shared
        ? // "sales of $2.4 billion and GAAP and adjusted earnings per share of $0.53 and $0.52,
          // respectively": the last names before the measure are the ones its values follow.
          lead.split(/ and /).slice(-values.length).map(basisOf)
        : [
            // "Our reported earnings per share of $0.38 exceeded our adjusted earnings per share":
            // the basis named with the measure, else the words between it and its value ("FFO,
            // excluding specified items, of $0.49"), else the words right after the value, up to
            // the next clause.
            basisOf(lead) ??
              adjustedBetween(lower, mention, values[0], quantities) ??
              basisOf(
                lower
                  .slice(
                    firstEnd,
                    Math.min(firstEnd + 30, Math.max(firstEnd, next?.start ?? Infinity)),
                  )
                  .split(/,|;| and | or /)[0] ?? '',
              ),
          ];
    if (mention.def.id === 'ffo' && /\baffo\b|adjusted funds/.test(mention.text))
      bases[0] = 'adjusted';
    // "Adjusted second quarter net income and earnings per share were...", "After adjusting for
    // these items, net earnings were $100 million or $0.57 per diluted share": a result without a
    // basis of its own takes the one that opens the sentence.
    if (bases[0] === null && /^(?:eps|ffo|net-income)$/.test(mention.def.id))
      bases[0] = basisOf(OPENING_BASIS.exec(lower.slice(0, mention.start))?.[0] ?? '');
    // "Collection revenue was $110 million": a part's figure is named after the part.
    // "Sales of Life Science group were": a part named after the measure.
    const after = NAMED_PART_AFTER.exec(text.slice(mention.end, mention.end + 60));
    const namedAfter = after?.[1] ?? after?.[2] ?? after?.[3];
    const qualified = isQualified(lower, mention, text) || namedAfter !== undefined;
    // A part named with its kind ("the Motorcycle segment revenue growth") names even a change said
    // alone; a word before the measure only names the part of an amount.
    const beforeMention = text.slice(Math.max(0, mention.start - 60), mention.start);
    const namedPart = part
      ? null
      : (namedAfter ??
        namedSegmentBefore(beforeMention) ??
        THE_NAMED_BEFORE.exec(beforeMention)?.[1] ??
        (PER_SHARE_MEASURE.test(mention.def.id) ? null : openingName(text, mention.start)));
    const partName = namedPart ?? (!part && qualified ? qualifierOf(text, mention.start) : null);
    // "same property revenue declines of 50.4%", "Flooring Solutions sales growth": a part's;
    // settled once for the mention's figures, and only when it gives one.
    let segment: boolean | undefined;
    const isSegment = () =>
      (segment ??=
        namedPart !== null ||
        // "we expect that our business will deliver a full year operating margin": the whole.
        SEGMENT.test(lead.replace(OUR_BUSINESS, ' ')) ||
        // "Both Western Europe and emerging markets delivered exceptional organic revenue
        // growth": a region as the subject of the measure's clause.
        (!/[,;]/.test(lower.slice(0, mention.start)) &&
          SEGMENT.test(lower.slice(0, mention.start).replace(OUR_BUSINESS, ' '))) ||
        qualified ||
        partOpening ||
        inPlace(text, lower, mention) ||
        // "From an operating margin perspective, the segment expanded margins by 200 basis
        // points to 19.4%": the part is the subject between the measure and its value.
        /\b(?:the|this|that)\s+(?:segment|division)\b/.test(
          lower.slice(mention.end, values[0]?.start ?? mention.end),
        ));
    // "earnings per share of $0.52 and $1.40 for the quarter and the full year, respectively":
    // two amounts of one measure, each of its own period and the measure's basis.
    const second = !shared && !alternative ? values[1] : undefined;
    const byPeriod =
      second !== undefined &&
      values[0] !== undefined &&
      respective(values[0].start) !== null &&
      respective(second.start) !== null;
    if (byPeriod) bases[1] = bases[0] ?? null;
    values.slice(0, shared || alternative ? bases.length : byPeriod ? 2 : 1).forEach((value, k) => {
      used.add(value);
      const range = ranges.find((r) => r.low === value || r.low.start === value.start) ?? null;
      if (range) used.add(range.high);
      // "adjusted earnings per share loss of $0.38": the loss may follow the measure.
      const isLoss =
        /\bloss/.test(mention.text) ||
        value.negative ||
        // "On an earnings per share basis, we lost $0.06 per share", "Adjusted EBITDA for the
        // quarter was a loss of $39 million".
        /\b(?:lost|loss of)\s+(?:approximately\s+|about\s+)?$/.test(
          lower.slice(Math.max(0, value.start - 24), value.start),
        ) ||
        // "adjusted earnings per share loss of $0.38", "Adjusted EBITDA loss was $2 million".
        (/^(?:eps|ebitda|operating-income)$/.test(mention.def.id) &&
          /^\W*(?:\w+\W+){0,2}?loss\b/.test(lower.slice(mention.end, value.start)));
      const basis = bases[k] ?? null;
      // "which equates to an annual dividend of $7.60", "declared a special dividend of $0.75".
      const kind =
        mention.def.id === 'dividend'
          ? /\b(annual|special)(?:ized)?\s+$/.exec(lower.slice(0, mention.start))?.[1]
          : undefined;
      const label = kind ? `${kind} dividend` : labelOf(mention, basis, isLoss);
      const rule: RuleName = slot
        ? 'respective-list'
        : named
          ? 'amount-of-measure'
          : leading
            ? 'rate-before-measure'
            : alternative && k === 1
              ? 'adjusted-alternative'
              : levelAfterChange || isLevelAfterChange(text, change, value)
                ? 'measure-change-to-amount'
                : range && isGuidance
                  ? 'range-outlook'
                  : 'measure-verb-amount';
      figures.push({
        rule,
        metric: mention.def.id,
        label:
          mention.def.id === 'eps' &&
          !label.endsWith(CONTINUING_LABEL) &&
          (CONTINUING.test(lower.slice(mention.end, value.start)) ||
            // "net income from continuing operations was $229 million, with diluted earnings
            // per share of $1.59": the result the per-share amount divides.
            CONTINUING_BEFORE.test(lower.slice(Math.max(0, mention.start - 90), mention.start)))
            ? `${label}${CONTINUING_LABEL}`
            : partName
              ? `${partName} ${label}`
              : label,
        basis,
        value,
        range,
        change: k === 0 ? change : null,
        period:
          respective(range?.low.start ?? value.start) ??
          yearRightAfter(text, range?.high.end ?? value.end) ??
          yearBefore(text, mention.start) ??
          periodOfValue(mention.start, range?.high.end ?? value.end),
        isGuidance,
        isLoss,
        isSegment: isSegment(),
        sentence,
        confidence: Math.max(0.2, 1 - Math.abs(value.start - mention.end) / 160),
      });
    });
    if (values.length === 0 && change !== null && mention.def.id === 'revenue') {
      figures.push({
        rule: growthBefore
          ? 'pct-change-in-measure'
          : percentRange
            ? 'growth-outlook'
            : 'measure-change',
        metric: mention.def.id,
        label: namedPart
          ? `${namedPart} ${labelOf(mention, null, false)}`
          : labelOf(mention, null, false),
        basis: null,
        value: percentRange?.low ?? null,
        range: percentRange,
        change,
        period,
        isGuidance,
        isLoss: false,
        isSegment: isSegment(),
        sentence,
        confidence: 0.5,
      });
    }
  });
  if (paired && (listed?.size ?? 0) === 0) pairChanges(text, quantities, figures);

  const mentionsFfo = /ffo|funds from/.test(lower);
  // "$0.82 per diluted share" names the measure after the number.
  for (const q of quantities) {
    if (used.has(q) || q.kind !== 'money' || q.scale !== null) continue;
    // "from our prior guidance of $3.85 to $4.25": a range's high end is no amount of its own.
    if (ranges.some((r) => r.high === q)) continue;
    // "a range of $1.96 to $2.16 per diluted share": the measure follows the whole range.
    const range = ranges.find((r) => r.low === q) ?? null;
    const tail = text.slice(range ? range.high.end : q.end);
    // In an outlook, "adjusted earnings in the range of $1.70 to $1.90" is per share too.
    const earningsRange =
      range !== null &&
      isGuidance &&
      q.value < 50 &&
      /\bearnings\b(?:\s+\S+){0,8}\s*$/.test(lower.slice(Math.max(0, q.start - 60), q.start)) &&
      !/\b(?:share|eps)\b/.test(lower.slice(Math.max(0, q.start - 60), q.start));
    if (
      (!PER_SHARE_AFTER.test(tail) && !earningsRange) ||
      isPrior(text, q, ranges) ||
      isLaterTarget(text, range?.high ?? q, call)
    )
      continue;
    if (range && q.start >= staleFrom && q.start <= staleTo) continue;
    const lead = lower.slice(Math.max(0, q.start - 80), q.start);
    const near = lead.slice(-45);
    // "guidance by $0.15 per share", "an increase of $0.02 per share": a change, not a level.
    if (
      PER_SHARE_DELTA_BEFORE.test(near) ||
      (/\b(?:up|down)\s+(?:(?:about|approximately|roughly|nearly)\s+)?(?:\$[\d.,]+\s+(?:million|billion)\s+or\s+)?$/.test(
        near,
      ) &&
        !LEVEL_COMPARED.test(tail)) ||
      PER_SHARE_DELTA_AFTER.test(tail)
    )
      continue;
    if (
      /dividend|book value|asset value|\bnav\b|repurchase|buyback|impact|benefit|headwind|tailwind|charge|cost|savings|adjustment|reserve|reversal|abatement|contribution|effect|(?<!after-)tax|expense|price|\bdcf\b|cash flow|accreti|\bdilution\b|\b(?:gains?|losses)\s+(?:of|totall?ing)\b/.test(
        near,
      ) ||
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
    )
      continue;
    // "AFFO, which we believe best reflects our performance, was $0.48 per share": the sentence's
    // subject names the measure when no other one comes between.
    const subject = mentionsFfo ? FFO_SUBJECT.exec(lower.slice(0, q.start)) : null;
    const ffoWords = subject ? subject[0] : near;
    const isFfo = /ffo|funds from operations/.test(ffoWords);
    used.add(q);
    if (range) used.add(range.high);
    const after = lower.slice(q.end, q.end + 50);
    const isAffo = /\baffo\b|adjusted funds/.test(ffoWords);
    // "Excluding special items, net income was $169 million or $1.77 per share": without a basis
    // next to the amount, the one that opens the sentence applies.
    const said = isAffo
      ? 'adjusted'
      : // The words after the amount up to the next clause: "$0.94 per share and after adjusting
        // for a gain, ..." names the basis of what follows.
        (basisOf(wordsBefore(lead, 60) + (after.split(/,|;| and | or /)[0] ?? '')) ??
        basisOf(lower.slice(0, q.start)));
    const isLoss =
      !isFfo &&
      (/\b(?:loss(?:es)?|lost)\b/.test(lead.slice(-40) + after.slice(0, 30)) || q.negative);
    // "an operating loss of $68.3 million or $1.27 per share": the operating result, a measure
    // beside the net one, is told as such.
    const operating = !isFfo && OPERATING_LEAD.exec(lead.slice(-80))?.[1] === 'operating';
    // "Reported an operating loss": the verb names no basis of an operating result.
    const basis =
      operating && said === 'gaap' && !/\bgaap\b/.test(wordsBefore(lead, 60) + after) ? null : said;
    const measure = `${operating ? 'operating ' : ''}${isFfo ? 'ffo' : isLoss ? 'loss' : 'earnings'}`;
    // "income from continuing operations was $13 million or $0.23 per share",
    // "$0.95 per diluted share from continuing operations".
    const continuing =
      !isFfo &&
      (CONTINUING.test(lead.slice(-60).split(/[;:]/).pop() ?? '') ||
        /^\s*from continuing operations\b/.test(lower.slice(q.end).replace(PER_SHARE_WORDS, '')));
    figures.push({
      rule: 'amount-per-share',
      metric: isFfo ? 'ffo' : 'eps',
      label: `${basis && !(isFfo && basis === 'gaap') ? `${basis} ` : ''}${measure} per share${continuing ? CONTINUING_LABEL : ''}`,
      basis: operating ? (basis ?? 'adjusted') : basis,
      value: q,
      range,
      change: null,
      period:
        respective(range?.low.start ?? q.start) ??
        yearRightAfter(text, range?.high.end ?? q.end) ??
        periodOfValue(q.start, range?.high.end ?? q.end),
      isGuidance,
      isLoss,
      isSegment: false,
      sentence,
      confidence: /earn|income|profit|eps|loss/.test(lead.slice(-60)) ? 0.9 : 0.6,
    });
  }
  return (
    isGuidance ? figures.map((f) => asResult(text, f)) : figures.map((f) => asOutlook(text, f))
  ).map((f) => (part ? namePart(f, part) : f));
}

/**
 * "Consolidated revenue was $4.5 billion and fee revenue was $1.8 billion, increases of 18% and
 * 41%, respectively": when two amounts of two measures come before a pair of changes, each takes
 * its own change, the first the first.
 */
function pairChanges(text: string, quantities: readonly Quantity[], figures: KeyFigure[]): void {
  const changes = respectiveChanges(text, quantities);
  if (!changes) return;
  const amounts = figures
    .map((figure, at) => ({ figure, at }))
    .filter(
      ({ figure }) =>
        figure.value !== null &&
        figure.value.kind === 'money' &&
        figure.value.end <= changes[0].value.start,
    );
  if (amounts.length !== 2) return;
  amounts.forEach(({ figure, at }, k) => {
    figures[at] = { ...figure, change: changes[k] ?? null };
  });
}

/**
 * "raising our 2021 core FFO per share guidance", "fiscal 2022 earnings per share": a year said
 * right before a measure is its period, whatever quarter the sentence named before.
 */
function yearBefore(text: string, start: number): FigurePeriod | null {
  const from = Math.max(0, start - 40);
  const match =
    /(\b(?:from|off|over|versus|vs\.?|than|compared (?:to|with))\s+(?:the\s+)?)?(?:\b(?:fiscal|fy)\s*(?:year\s+)?)?'?\b(20\d\d)\s+$/i.exec(
      text.slice(from, start),
    );
  // "4% growth off 2019 earnings per share of $2.39": the measure of a year compared with.
  if (!match?.[2] || match[1]) return null;
  const end = from + match.index + match[0].trimEnd().length;
  // "the second quarter 2021 earnings per share" names a quarter of the year, and "our first half
  // 2021 earnings per share" a half of it: the period reading keeps the part.
  if (quartersIn(text).some((hit) => hit.year !== null && hit.end === end)) return null;
  if (
    PART_OF_YEAR_BEFORE.test(text.slice(Math.max(0, from + match.index - 20), from + match.index))
  )
    return null;
  return { kind: 'year', year: Number(match[2]) };
}

/** "first half", "year-to-date", "nine months": a part of a year said before the year. */
const PART_OF_YEAR_BEFORE =
  /\b(?:(?:first|second)[- ]half|h[12]|year[- ]to[- ]date|(?:six|nine)[- ]months?)\s+(?:of\s+)?(?:fiscal\s+)?$/i;

/** "Turning to Collection, revenue came in at...": a part's figure is named after the part. */
function namePart(figure: KeyFigure, part: string): KeyFigure {
  if (!figure.isSegment || figure.metric === 'eps' || figure.metric === 'ffo') return figure;
  if (figure.label.toLowerCase().includes(part.toLowerCase())) return figure;
  // "In institutional and intermediary sales,": the part already names the measure.
  if (part.toLowerCase().endsWith(figure.label.toLowerCase())) return { ...figure, label: part };
  return { ...figure, label: `${part} ${figure.label}` };
}

/**
 * "Non-GAAP diluted earnings per share in the range of $0.72 to $0.76", "this yields an adjusted
 * earnings per share range of $2.50 to $2.70": a result is one amount, so a range said without a
 * verb of a result is an outlook or a target, even where the sentence names no outlook.
 */
function asOutlook(text: string, figure: KeyFigure): KeyFigure {
  const range = figure.range;
  if (!range || figure.change?.value === range.low) return figure;
  return RESULT_VERB.test(text.slice(Math.max(0, range.low.start - 60), range.low.start))
    ? figure
    : { ...figure, isGuidance: true };
}

/** A verb of a reported result right before a value: "sales were $34.2 billion", "increased 1.4% to". */
const RESULT_VERB =
  /\b(?:was|were|been|invested|spent|generated|delivered|achieved|posted|recorded|produced|increased|decreased|grew|rose|fell|declined|totaled|totalled|came in at)\b(?:(?!\b(?:expect|guid|outlook|forecast|project|anticipat)\w*)[^;])*$/i;

/**
 * "Net sales increased 1.4% to $34.2 billion, which was on the high end of our guidance": a value
 * said with a verb of a result, before any outlook word, is a result.
 */
function asResult(text: string, figure: KeyFigure): KeyFigure {
  const at = (figure.range?.low ?? figure.value)?.start;
  if (at === undefined || figure.worded) return figure;
  const before = text.slice(0, at);
  if (!GUIDANCE.test(before) && RESULT_VERB.test(before.slice(-60)))
    return { ...figure, isGuidance: false };
  // "We estimate that COVID-19 related sales were about $313 million": an estimate of the past.
  if (ESTIMATED_RESULT.test(before)) return { ...figure, isGuidance: false };
  // "Turning to our free cash flow outlook, we've generated $31 million year to date", "we had
  // forecasted 20%...; I'm pleased to report that we achieved 20.4%": a result said in a clause of
  // its own after the outlook word.
  const clause = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';')) + 1);
  return !GUIDANCE.test(clause) && PAST_RESULT_CLAUSE.test(clause)
    ? { ...figure, isGuidance: false }
    : figure;
}

/** "We estimate that ... were about": the size of something past, estimated. */
const ESTIMATED_RESULT =
  /\bestimated?\s+that\b[^,;]*\b(?:was|were|had been|totaled)\s+(?:about\s+|approximately\s+|roughly\s+|around\s+)?$/i;

/** "we've generated", "we delivered": the company reporting what it did. */
const PAST_RESULT_CLAUSE =
  /\b(?:we(?:'ve| have)?|the company(?: has)?)\s+(?:already\s+)?(?:generated|delivered|achieved|reported|posted|recorded|produced|returned|spent)\b/i;

/** The last `length` characters of a text, without a word cut in two ("non-gaap" is not "gaap"). */
function wordsBefore(text: string, length: number): string {
  if (text.length <= length) return text;
  return text.slice(-length).replace(/^[^\s,;]*/, '');
}

/** "amortization of approximately $138 million or": a non-cash item's amount, then per share. */
const NONCASH_ITEM_OR =
  /\b(?:amortization|depreciation)\s+(?:(?:expense|charges?)\s+)?(?:of|was|were|totall?ed)\s+(?:approximately\s+|about\s+)?\$[\d.,]+(?:\s*(?:million|billion))?\s*,?\s*or\s*$/;

/** The last result named before a per-share amount: "operating income", "net loss". */
const OPERATING_LEAD =
  /\b(operating|net)\s+(?:income|earnings|loss|results?)\b(?!.*\b(?:operating|net)\s+(?:income|earnings|loss|results?)\b)/;

/** An (A)FFO named before a per-share amount with no other measure or clause between. */
const FFO_SUBJECT =
  /\b(?:(?:core|normalized|adjusted|nareit)\s+)*(?:a?ffo|funds from operations)\b(?:(?!earnings|eps|income|net|;)(?:[^.]|\.\d))*$/;

import type { Quantity } from '../../text/quantities';

/**
 * Outlook wording: a sentence with it gives guidance unless it compares results with guidance
 * ("increasing our expectations for services revenue" is an outlook, "ahead of our expectations"
 * a result).
 */
export const GUIDANCE =
  /\b(?:(?<!\b(?:than|as)[- ])(?:expect(?:s|ed|ing)?|anticipat\w*)|guidance|guide|guiding|outlook|forecast\w*|projected|projecting|(?:we|company|management)\s+(?:now\s+)?projects?\b|we see|sees|target(?:ing)?|reaffirm\w*|reiterat\w*|rais(?:e|ed|ing) (?:our|the|its)|narrow\w*|estimate[sd]? (?:to|that)|(?:is|are) (?:now |currently )?estimated at|we (?:now |currently )?(?:are )?estimat(?:e|ing)|(?:to|will) increase (?:our|the|its)|should be|will be in|to be in the range|to be (?:approximately|roughly|about|around)|to range|(?:this|that|which) would (?:represent|mean|translate)|(?:(?:rais|increas|lower|reduc|updat)\w*\s+(?:our\s+|the\s+)?expectations?|expectations\s+for)|plan(?:s|ned)?\s+to\s+(?:spend|invest)|plan(?:s|ning)?\s+for\s+(?:capital\s+(?:expenditures|spending)|capex)|we(?:'re|\s+are)\s+assuming|(?:key\s+|other\s+)*assumptions\s+(?:for|impacting|include)|(?:are|is)\s+planned\s+to|planned\s+(?:[\w-]+\s+)?(?:spend(?:ing)?|investments?|capex|capital expenditures|capital spending))\b/i;
/** Results compared with earlier guidance are results, not guidance. */
export const VERSUS_GUIDANCE =
  /\b(?:(?:than|versus|vs\.?|compared (?:to|with)|above|below|exceed(?:ed|ing|s)?|beat|in line with|ahead of|inside|within|(?:(?:at|near|to)\s+)?the\s+(?:top|high|low|bottom|upper|lower)(?:\s+end)?\s+of)\s+(?:the\s+)?(?:\$?\d[\d.,]*%?\s+(?:to|-)\s+\$?\d[\d.,]*%?\s+)?(?:our\s+|its\s+)?(?:previous\s+|prior\s+|original\s+|initial\s+)?(?:(?:annual|quarterly|full[- ]year|(?:first|second|third|fourth)[- ]quarter|free|operating|cash|flow|revenue|sales|earnings)\s+){0,4}(?:guidance|expectations|outlook|forecast)|we guided to)/i;
/** Words just before a value that make it an earlier period's figure, not the one reported. */
const COMPARISON =
  /(?:(?:compared (?:to|with)|versus|vs\.?|against|relative to|up from|down from|(?:improvement|increase|decrease|decline)\s+over\s+the)\s*(?:the\s+)?(?:\S+\s+){0,2}|(?<!\brang(?:e|es|ing)\s+)\bfrom\s+(?:the\s+)?(?:(?:prior|last|previous|year[- ]ago)[\w'-]*\s+){0,3}(?:(?:approximately|about|roughly|nearly)\s+)?|(?:prior[- ]year|last year's|a year ago of|previous(?:ly)?|prior guidance of)\s*(?:(?!to\s)\S+\s+){0,2}|\b(?:of|in) last year\s+(?:\S+\s+){0,2}|\b(?:20\d\d|last year's|prior[- ]year|pre-pandemic)\s+(?:[\w-]+\s+){0,3}?levels?\s+(?:of\s+)?(?:(?:approximately|about|roughly|nearly)\s+)?)$/i;
/** A clause opened by a comparison ("compared to a net loss of $18.8 million or $0.29") holds prior figures. */
const COMPARISON_CLAUSE =
  /\b(?:compar(?:ed|es|e) (?:to|with)|versus|vs\.?|as compared|relative to)\b[^,;]*(?:,\s*or\b[^,;]*)?$/i;
/** "This compares to first quarter 2020 GAAP earnings of...": the whole sentence is the comparison. */
const COMPARISON_SENTENCE = /^(?:this|that|these|which)\s+(?:\w+\s+)?compare[sd]?\b/i;
/** A value followed by "in the prior-year quarter" is the prior figure. */
const PRIOR_AFTER =
  /^\s*(?:per (?:diluted )?share\s*)?(?:(?:in|for|during|from)\s+(?:the\s+)?(?:prior|last|previous|same|year[- ]ago)[- ](?:year|quarter|period)|(?:in|for|during)\s+the\s+(?:first|second|third|fourth)[- ]quarter\s+(?:of\s+)?(?:last year|a year ago))/i;

/**
 * "an acceleration from our Q1 revenue growth of 11%", "compared with last quarter's growth of
 * 9%": a value said of an earlier period the current one is compared with; not one said after
 * it in another clause ("declined from the fourth quarter and was $41 million").
 */
const EARLIER_PERIOD_VALUE =
  /\b(?:from|compared (?:to|with)|versus|vs\.?|than|over)\s+(?:the\s+|our\s+|its\s+)?(?:q[1-4]|(?:first|second|third|fourth)[- ]quarter(?:'s)?|(?:last|prior|previous|preceding)\s+(?:quarter|year)(?:'s)?|a year ago)\s+(?:(?!(?:and|but|which|while)\b)[\w-]+\s+){0,3}?(?:of|at|was)\s+(?:(?:approximately|about|roughly|nearly|almost)\s+)?$/i;

/** True when a value belongs to the comparison period rather than the reported one. */
export function isComparisonValue(text: string, q: Quantity): boolean {
  const before = text.slice(Math.max(0, q.start - 110), q.start);
  return (
    COMPARISON_SENTENCE.test(text) ||
    EARLIER_PERIOD_VALUE.test(before) ||
    COMPARISON.test(before.slice(-40)) ||
    COMPARISON_CLAUSE.test(before) ||
    // "decreased to $32.6 million or $1.71 per diluted share from $34.7 million or $1.82".
    /\bfrom\s+\$?\d[\d.,]*\s*(?:million|billion|thousand)?\s+or\s+$/i.test(before) ||
    PRIOR_AFTER.test(text.slice(q.end))
  );
}

import { matchesOf } from '../text/matches';
import type { Quantity } from '../text/quantities';
import type { Basis, KeyFigure } from './extract-figures';
import { METRICS, type MetricDefinition } from './metrics';

export type Mention = { def: MetricDefinition; start: number; end: number; text: string };

/**
 * Outlook wording: a sentence with it gives guidance unless it compares results with guidance
 * ("increasing our expectations for services revenue" is an outlook, "ahead of our expectations"
 * a result).
 */
export const GUIDANCE =
  /\b(?:(?<!\b(?:than|as)[- ])(?:expect(?:s|ed|ing)?|anticipat\w*)|guidance|guide|guiding|outlook|forecast\w*|projected|projecting|(?:we|company|management)\s+(?:now\s+)?projects?\b|we see|sees|target(?:ing)?|reaffirm\w*|reiterat\w*|rais(?:e|ed|ing) (?:our|the|its)|narrow\w*|estimate[sd]? (?:to|that)|we (?:now |currently )?(?:are )?estimat(?:e|ing)|(?:to|will) increase (?:our|the|its)|should be|will be in|to be in the range|to be (?:approximately|roughly|about|around)|to range|(?:this|that|which) would (?:represent|mean|translate)|(?:(?:rais|increas|lower|reduc|updat)\w*\s+(?:our\s+|the\s+)?expectations?|expectations\s+for)|plan(?:s|ned)?\s+to\s+(?:spend|invest)|plan(?:s|ning)?\s+for\s+(?:capital\s+(?:expenditures|spending)|capex)|we(?:'re|\s+are)\s+assuming|(?:key\s+|other\s+)*assumptions\s+(?:for|impacting|include)|(?:are|is)\s+planned\s+to|planned\s+(?:[\w-]+\s+)?(?:spend(?:ing)?|investments?|capex|capital expenditures|capital spending))\b/i;
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
/** Words of a rise; "the higher end of the range" is a bound of an outlook, not a rise. */
const UP =
  /\b(?:up|positive|increas\w*|grew|grow\w*|rose|rising|higher(?![- ]end\b)|improv\w*|gain\w*|expan\w*|jump\w*|climb\w*|record|ahead)\b/i;
/** Words of a fall; "raising the lower end of the range to 19%" is no fall. */
const DOWN =
  /\b(?:down|decreas\w*|declin\w*|fell|fall\w*|lower(?![- ]end\b)|drop\w*|contract\w*|reduc\w*|shrank|behind)\b/i;
/** Countries a company reports on apart, lower-cased as a pattern's alternatives. */
const COUNTRIES =
  'italy|france|germany|spain|portugal|switzerland|austria|belgium|netherlands|sweden|norway|denmark|finland|poland|ireland|russia|united kingdom|u\\.k|uk|britain|canada|mexico|brazil|argentina|chile|colombia|peru|china|japan|south korea|korea|india|indonesia|australia|new zealand|taiwan|singapore|thailand|vietnam|malaysia|philippines|south africa|israel|saudi arabia';
/**
 * Words before a measure that place it in a segment, region or product line; a country set apart
 * ("excluding China") does not.
 */
export const SEGMENT = new RegExp(
  `\\b(?:segment|division|region|unit|business(?:es)?|brand|portfolio|channel|international|domestic|north america|latin america|europe(?:an)?|asia(?:[- ]pacific)?|apac|americas|emea|u\\.s\\.)\\b|(?<!\\b(?:excluding|outside(?: of)?|ex|except|other than|than|versus|vs\\.?)[\\s-]+(?:the\\s+)?)\\b(?:${COUNTRIES})\\b`,
  'i',
);
/** "revenue in Italy", "sales in the U.K.": a place after a measure makes it that place's. */
export const PLACE_AFTER = new RegExp(
  `^\\s+(?:in|from|for)\\s+(?:the\\s+)?(?:${COUNTRIES}|u\\.s|united states|north america|latin america|europe|asia(?:[- ]pacific)?|apac|emea)\\b`,
  'i',
);
/**
 * "We estimate that Italy will continue to see ... revenue decline": a country that is the subject
 * of the clause a measure is said in; not one after a preposition ("strength in China drove").
 */
const COUNTRY_SUBJECT = new RegExp(
  `(?<!\\b(?:in|from|to|of|excluding|outside|ex|except|than|by|with|into|across|for|on|at|over|versus|vs\\.?|including|like|as)\\s+(?:the\\s+)?)\\b(?:${COUNTRIES})\\.?(?:'s)?\\s+(?:will|would|should|could|may|might|is|was|were|has|had|have|saw|sees|see|continue[sd]?|grew|posted|delivered|reported|remained|expects?|recorded|achieved|generated)\\b`,
  'i',
);
/** Any country, to gate {@link COUNTRY_SUBJECT} with a cheaper scan. */
const COUNTRY_WORD = new RegExp(`\\b(?:${COUNTRIES})\\b`, 'i');

/** True when the clause a measure at `start` is said in has a country as its subject. */
export function countrySubjectBefore(text: string, start: number): boolean {
  const before = text.slice(0, start);
  const clause = before.slice(
    Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1,
  );
  return COUNTRY_WORD.test(clause) && COUNTRY_SUBJECT.test(clause);
}

/**
 * "In our food and beverage end-market, we...", "Starting with the Insurance segment,", "At
 * Collins, we expect...", "Within AEC,", "Turning to Collection, revenue...": a sentence that opens
 * with a part of the business speaks of that part.
 */
const PART_OPENING =
  /^(?:(?:and|so|now|also),?\s+)?(?:[\w-]+,\s+)?(?:(?:in|within|for|(?:starting|beginning)\s+with)\s+(?:our|the)|looking\s+at\s+our)\s+([^,]{0,40}?)\s*\b(?:segments?|business(?:es)?|(?:after|end[- ])?markets?|divisions?|units?|regions?|brands?|channels?)\b[^,]{0,20},/i;
const NAMED_PART = /^(?:[\w-]+,\s+)?(?:[Aa]t|[Ww]ithin)\s+([A-Z][\w&-]*(?:\s+[A-Z&][\w&-]*)*),/;
/** "For Engine aftermarket,", "In Fluids segment,": a named part said without an article. */
const NAMED_PART_WORD =
  /^(?:[\w-]+,\s+)?(?:[Ii]n|[Ww]ithin|[Ff]or)\s+([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3}?)\s+(?:[Ss]egments?|[Bb]usiness(?:es)?|(?:[Aa]fter|[Ee]nd[- ])?[Mm]arkets?|[Aa]ftermarket|[Dd]ivisions?|[Uu]nits?|[Rr]egions?|[Bb]rands?|[Cc]hannels?)\b[^,]{0,20},/;
/**
 * "In the U.S., despite...", "In Europe,": a sentence that opens with a region speaks of it; one
 * that opens with a list of them ("Across Germany, Spain and France,") names no one part.
 */
const REGION_OPENING =
  /^(?:[\w-]+,\s+)?(?:[Ii]n|[Ww]ithin|[Aa]cross)\s+(?:the\s+)?(U\.S\.|US|United States|U\.K\.|UK|United Kingdom|North America|Latin America|Europe|EMEA|Asia(?:[- ]Pacific)?|APAC|China|Japan|Canada|Mexico|Brazil|India|Australia|Italy|France|Germany|Spain|Switzerland|Korea|South Korea|Taiwan)\s*,(?!\s*[A-Z][\w.]*(?:\s+[A-Z][\w.]*)?(?:,|\s+and\b))/;
/**
 * "Turning to Collection, revenue...", "Starting with Collins Aerospace on Slide 4, sales were...":
 * a named part the sentence moves to.
 */
const TURNING_TO_PART =
  /^(?:(?:[Nn]ow|[Nn]ext|[Aa]nd|[Ss]o|[Ff]inally),?\s+)?(?:(?:[Ll]et\s+me|[Ll]et's|I'll|I\s+will)\s+(?:now\s+)?)?(?:(?:[Tt]urn(?:ing)?|[Mm]ov(?:e|ing)|[Ss]witch(?:ing)?|[Ss]hift(?:ing)?|[Cc]om(?:e|ing)|go)\s+(?:now\s+)?(?:over\s+)?to|(?:[Ss]tart(?:ing)?|[Bb]egin(?:ning)?)\s+with)\s+(?:our\s+)?([A-Z][\w&'-]*(?:\s+(?:&|and|[A-Z][\w&'-]*)){0,3})(?:\s+(?:segment|business|division|group|unit))?(?:\s+on\s+(?:[Ss]lide|[Pp]age)\s+\d+)?,/;
/**
 * "Moving to our oil and gas pipeline segment,", "Now, let me move over to the Industrial
 * segment, where...": a part named with its kind.
 */
const TURNING_TO_SEGMENT =
  /^(?:(?:[Nn]ow|[Nn]ext|[Aa]nd|[Ss]o|[Ff]inally),?\s+)?(?:(?:[Ll]et\s+me|[Ll]et's|I'll|I\s+will)\s+(?:now\s+)?)?(?:[Tt]urn(?:ing)?|[Mm]ov(?:e|ing)|[Ss]witch(?:ing)?|[Ss]hift(?:ing)?|[Cc]om(?:e|ing)|go)\s+(?:now\s+)?(?:over\s+)?to\s+(?:our|the)\s+([\w&' -]{2,40}?)\s+(?:segment|business|division|unit)s?,/;
/**
 * "In FLC, revenues of $138 million", "Lastly, in strategic communications, revenues of": a part
 * named alone after "in", which is not one of the phrases that open a sentence ("In total,").
 */
const IN_PART =
  /^(?:(?:[Aa]nd|[Ss]o|[Nn]ow|[Aa]lso|[Ll]astly|[Ff]inally|[Nn]ext),?\s+)?[Ii]n\s+([A-Za-z][\w&'-]*(?:\s+[\w&'-]+){0,4}?),\s+(?:revenues?|sales|net sales|operating|adjusted|orders|bookings|segment|ebitda|gross|margins?|we|our|record|total|quarterly|first|second|third|fourth|full)\b/;
/** Phrases after "In" that open a sentence without naming a part: "In total,", "In January,". */
const IN_NOT_PART =
  /^(?:total|addition|summary|aggregate|short|particular|general|fact|conclusion|closing|turn|contrast|comparison|response|terms|other|the|this|that|these|those|our|its|a|an|sum|light|any|practice|effect|line|fiscal|fy|q[1-4]|h[12]|\d|january|february|march|april|may|june|july|august|september|october|november|december|both|each|all|most|many|some|recent|prior|previous|order|spite|case|brief|essence|reality|hindsight|retrospect|sequential|dollar|percentage|constant|local|reported|absolute|today's|current|every|doing|part|parts|anticipation|preparation|support|connection|respect|regard|keeping|view|fact|short|aggregate|sum)\b/i;

/** "On the agency side, revenue was a record $905 million": a part of the business as a side. */
const SIDE_OPENING = /^(?:[\w-]+,\s+)?[Oo]n\s+the\s+([\w&' -]{2,30}?)\s+side,/;
/** "On the positive side,", "On the capital spending side,": a side that is a topic, not a part. */
const SIDE_TOPIC =
  /^(?:positive|negative|other|flip|bright|down|up|cost|expense|spending|revenue|sales|margin|pricing|demand|supply|balance|liquidity|operating|operations?|financial|technology|regulatory|m&a|acquisition|tax|labor|investment|capex|debt|funding|leverage|inventory|working capital|eps|ebitda|profit\w*|bottom|top|income|growth|volume|price|cash|capital|gross|net)\b/i;
/** "Our core business", "The overall business": the whole business, not a part. */
const WHOLE_BUSINESS =
  /^(?:core|overall|total|whole|entire|combined|consolidated|base|underlying|own|existing|legacy|entire)$/i;
/** "The infrastructure solutions segment delivered operating income of...": a part as the subject. */
const PART_SUBJECT =
  /^(?:[^,]{0,60},\s+)?(?:[Tt]he|[Oo]ur)\s+([\w&' -]{2,40}?)\s+(?:segment|division|business)\s+(?:delivered|generated|reported|posted|had|achieved|recorded|produced|turned in|saw|grew|increased|decreased|declined)\b/;
/** Capitalised openings that name a topic of the call, not a part of the business. */
const NOT_A_PART =
  /^(?:q[1-4]|fy|fiscal|first|second|third|fourth|full|guidance|outlook|cash|capital|the|slide|page|gaap|non-gaap|adjusted|our|my|results|earnings|revenue|sales|margins?|expenses?|costs?|taxes?|liquidity|balance)\b/i;

/**
 * The part of the business a sentence opens with ("Americas" in "In our Americas segment,",
 * "Collection" in "Turning to Collection, revenue..."), or null when it opens with none.
 */
export function partOf(text: string): string | null {
  const turning = TURNING_TO_PART.exec(text) ?? TURNING_TO_SEGMENT.exec(text);
  if (turning?.[1] && !NOT_A_PART.test(turning[1])) return turning[1];
  const side = SIDE_OPENING.exec(text)?.[1];
  if (side && !NOT_A_PART.test(side) && !SIDE_TOPIC.test(side)) return side;
  // "In anticipation of higher demand, we...": a phrase with "of" in lower case is no name.
  const inPart = IN_PART.exec(text)?.[1];
  if (
    inPart &&
    !NOT_A_PART.test(inPart) &&
    !IN_NOT_PART.test(inPart) &&
    !/^[a-z].*\bof\b/.test(inPart)
  )
    return inPart;
  // "Our core business delivered": the company's whole business is no part of it.
  const subject = PART_SUBJECT.exec(text)?.[1];
  if (subject && !NOT_A_PART.test(subject) && !WHOLE_BUSINESS.test(subject)) return subject;
  const named =
    NAMED_PART.exec(text) ??
    NAMED_PART_WORD.exec(text) ??
    REGION_OPENING.exec(text) ??
    PART_OPENING.exec(text);
  if (!named) return null;
  // "Starting with our largest brand, Hollister,": the name said after the kind of part; "So
  // looking at our segments, Titan, again,": after kinds of part, the company's own name.
  const name =
    /[A-Z]/.test(named[1] ?? '') ||
    /\b(?:segments|businesses|markets|divisions|units|regions|brands|channels)\b[^,]{0,20},$/.test(
      named[0],
    )
      ? undefined
      : APPOSITIVE_NAME.exec(text.slice(named.index + named[0].length))?.[1];
  if (name) return name;
  return named[1] && !NOT_A_PART.test(named[1]) ? named[1].trim() : '';
}

/** " Hollister, which includes...": a name set off by commas. */
const APPOSITIVE_NAME = /^\s*([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})\s*,/;

/** True when a sentence opens with a part of the business ("At Collins, we expect..."). */
export function opensWithPart(text: string): boolean {
  return partOf(text) !== null;
}

/** "$0.82 per diluted share", "$4.01 diluted earnings per share": the measure follows the value. */
export const PER_SHARE_AFTER =
  /^\s*(?:(?:per|a)\s+(?:fully\s+)?(?:adjusted\s+|diluted\s+|basic\s+|common\s+)*share\b|(?:of\s+)?(?:(?:gaap|non-gaap|adjusted|diluted|core|reported)\s+)*(?:earnings|eps|loss)\s+per\s+(?:diluted\s+)?share\b)/i;

/** Every metric hint, longest first, as one pattern: one scan finds which hints a sentence has. */
const HINTS = [...new Set(METRICS.flatMap((def) => def.hints))].sort((a, b) => b.length - a.length);
const HINT_PATTERN = new RegExp(
  HINTS.map((hint) => hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'g',
);
// One bit per hint in a 32-bit mask.
if (HINTS.length > 31) throw new Error(`${HINTS.length} metric hints do not fit in a bit mask`);
/** Per metric, the bits of its hints in a {@link hintsIn} mask. */
const HINT_BITS = METRICS.map((def) =>
  def.hints.reduce((bits, hint) => bits | (1 << HINTS.indexOf(hint)), 0),
);

/**
 * Per hint, its bit and the bits of the shorter hints it starts with ("net " in "net interest"):
 * the pattern tries the longer hint first, so a match found at a place also finds those.
 */
const HINT_MATCH_BITS = new Map(
  HINTS.map((hint) => [
    hint,
    HINTS.reduce((bits, other, i) => (hint.startsWith(other) ? bits | (1 << i) : bits), 0),
  ]),
);

/** The hints occurring in a lower-cased text, including ones that overlap another, as bits. */
function hintsIn(lower: string): number {
  let present = 0;
  HINT_PATTERN.lastIndex = 0;
  for (let match = HINT_PATTERN.exec(lower); match !== null; match = HINT_PATTERN.exec(lower)) {
    present |= HINT_MATCH_BITS.get(match[0]) ?? 0;
    // Resume one character on, so a hint starting inside this one is found too.
    HINT_PATTERN.lastIndex = match.index + 1;
  }
  HINT_PATTERN.lastIndex = 0;
  return present;
}

/** Finds the measures named in a lower-cased sentence; on overlap the earlier definition wins. */
export function findMentions(lower: string): Mention[] {
  const all: Mention[] = [];
  const present = hintsIn(lower);
  if (present === 0) return all;
  METRICS.forEach((def, order) => {
    if ((present & (HINT_BITS[order] ?? 0)) === 0) return;
    for (const match of matchesOf(def.pattern, lower)) {
      const start = match.index;
      all.push({ def, start, end: start + match[0].length, text: match[0] });
    }
  });
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Mention[] = [];
  for (const mention of all) {
    const last = kept[kept.length - 1];
    if (last && mention.start < last.end) {
      const order = (m: Mention) => METRICS.indexOf(m.def);
      if (order(mention) < order(last) && mention.end >= last.end) kept[kept.length - 1] = mention;
      continue;
    }
    kept.push(mention);
  }
  return kept;
}

/** Reads the accounting basis (adjusted, non-GAAP, core, GAAP) from the words around a figure. */
export function basisOf(text: string): Basis {
  if (
    /non-gaap|non gaap|adjust(?:ed|ing for)|excluding|ex-items|underlying|distributable/.test(text)
  ) {
    return /non-gaap|non gaap/.test(text) ? 'non-gaap' : 'adjusted';
  }
  if (/\bcore\b/.test(text)) return 'core';
  // "reported earnings", "on a reported basis", but not the verb of "we reported $7 billion".
  if (
    /\bgaap\b|(?<!\b(?:we|company|it|segment|business|division)\s+(?:[a-z]+\s+)?)\breported\b/.test(
      text,
    )
  )
    return 'gaap';
  return null;
}

/** The bullet wording of a measure, e.g. "adjusted operating earnings per share". */
export function labelOf(mention: Mention, basis: Basis, isLoss: boolean): string {
  const def = mention.def;
  const text = mention.text;
  if (def.id === 'revenue') {
    const word = /sales/.test(text) ? 'sales' : 'revenue';
    if (/same|comparable|organic/.test(text)) return `organic ${word}`;
    return word;
  }
  if (def.id === 'eps' || def.id === 'ffo') {
    const isAffo = def.id === 'ffo' && /\baffo\b|adjusted funds/.test(text);
    const shown = isAffo ? 'adjusted' : def.id === 'ffo' && basis === 'gaap' ? null : basis;
    const words = [shown ?? '', /\boperating\b/.test(text) ? 'operating' : ''];
    const measure =
      def.id === 'ffo' ? 'ffo per share' : isLoss ? 'loss per share' : 'earnings per share';
    const tail = /continuing operations/.test(text) ? ' from continuing operations' : '';
    return `${words.filter(Boolean).join(' ')} ${measure}${tail}`.trim();
  }
  // "average AUM" is the quarter's mean, not its closing balance.
  if (def.id === 'aum' && text.startsWith('average')) return `average ${def.label}`;
  let label = def.label.replace('{basis}', basis ?? '').trim();
  if (def.id === 'net-income' && isLoss) label = label.replace('net income', 'net loss');
  // "Adjusted EBITDA for the quarter was a loss of $39 million", "an operating loss of $77 million".
  if (def.id === 'operating-income' && isLoss)
    label = label.replace('operating income', 'operating loss');
  if (def.id === 'ebitda' && isLoss) label = `${label} loss`;
  return label.replace(/\s+/g, ' ');
}

const GENERIC_BEFORE = new Set(
  (
    'total net consolidated our the and with of in that record reported organic overall company group gaap ' +
    'adjusted comparable core quarter quarterly year fiscal first second third fourth its strong full ' +
    'annual yearly full-year half-year sequential ' +
    'higher lower as for on by to at were was a an this these preliminary underlying combined global ' +
    'worldwide solid gross enterprise firmwide companywide delivered generated reported non both ' +
    'non-gaap into currency currency-neutral neutral year-over-year year-on-year year-to-date ytd ' +
    'forma same excellent robust healthy good great impressive outstanding exceptional'
  ).split(' '),
);

/**
 * The words before a measure that name the part of the business it belongs to: "Collection" in
 * "Collection revenue was...", "copper" in "copper sales". Call it for a qualified measure.
 */
export function qualifierOf(text: string, start: number): string | null {
  const before = text.slice(Math.max(0, start - 60), start).replace(QUARTER_AT_END, '');
  const named = /((?:[A-Z][\w&'-]*\s+){1,4})$/.exec(before)?.[1];
  if (named) return named.replace(/^(?:(?:The|Our|Its|And|In|At)\s+)+/, '').trim() || null;
  // "COVID-19 related sales": the part is what the sales are related to.
  const related = /([\w-]+\s+related)\s+$/.exec(before)?.[1];
  if (related) return related;
  // "oil and gas segment revenue", "total irrigation segment revenues": the part's own words.
  const kind = KIND_AT_END.exec(before)?.[1];
  if (kind) {
    const words = kind.trim().split(/\s+/);
    while (words.length > 0 && isLeadWord((words[0] ?? '').toLowerCase())) words.shift();
    if (words.length > 0 && !/^(?:and|&)$/.test(words[0] ?? '')) return words.join(' ');
  }
  const word = /([a-z][\w&'-]*)\s+$/.exec(before)?.[1];
  // "this segment's revenues": the kind of part alone names none.
  if (!word || FUNCTION_WORD.test(word) || /^(?:segment|division|business|unit)(?:'s)?$/.test(word))
    return null;
  // "clean energy revenue", "Cloud solutions revenue": a part may take a second word.
  const first = /(?<![\w&'-])((?:[A-Z][\w&'-]*\s+){0,2}[A-Za-z][\w&'-]*)\s+[a-z][\w&'-]*\s+$/.exec(
    before,
  )?.[1];
  return first && !isLeadWord(first.toLowerCase()) ? `${first} ${word}` : word;
}

/** Up to three lower-case words before "segment", "business", "division" or "unit". */
const KIND_AT_END =
  /(?<![\w&'-])((?:[A-Za-z][\w&'-]*\s+(?:(?:and|&)\s+)?){1,3})(?:segment|business|division|unit)s?(?:'s)?\s+$/;

/** A word that says how a measure is told, not whose it is: "total", "our", "strong", "where". */
export function isGenericWord(word: string): boolean {
  const lower = word.toLowerCase();
  return GENERIC_BEFORE.has(lower) || FUNCTION_WORD.test(lower);
}

/** A word before a part's name that is no part of it: "total", "our", "higher", "where". */
function isLeadWord(word: string): boolean {
  return isGenericWord(word) || VERB_BEFORE.test(word);
}

/** "first quarter ", "quarter-one ": a quarter named right before a measure. */
const QUARTER_AT_END =
  /\b(?:(?:first|second|third|fourth)[- ]quarter|quarter[- ](?:one|two|three|four))[\s,]*$/i;

/** "life sales", "copper sales": a noun before the measure names a part of the business. */
export function isQualified(lower: string, mention: Mention, text: string): boolean {
  if (mention.def.id !== 'revenue') return false;
  // "Electrical Construction quarter one revenues": the part comes before the quarter.
  const before = /([a-z&'-]+)[\s,]*$/.exec(
    lower.slice(Math.max(0, mention.start - 50), mention.start).replace(QUARTER_AT_END, ''),
  );
  if (!before?.[1]) return false;
  // "non-GAAP revenues": the prefix is part of the measure's basis.
  const word = before[1].replace(/-$/, '');
  if (!word || /^(?:q[1-4]|20\d\d|\d+)$/.test(word)) return false;
  // "Tennant reported net sales of...": the word before the verb is the company.
  if (mention.text.startsWith('reported ')) return false;
  // Deferred or accrued revenue is a balance, not the period's revenue; recurring or annualized
  // revenue is a part of it or a rate.
  if (/^(?:deferred|unearned|unbilled|accrued|recurring|annualized|run-rate)$/.test(word))
    return true;
  // "on a reported basis, revenue": a word across a comma belongs to another clause; "highest
  // ever quarterly revenue": superlatives describe the company's own figure ("noninterest
  // revenue" is a bank's fees, no superlative).
  if (before[0].includes(',') || /(?:(?<!inter)est|ever|time)$/.test(word)) return false;
  if (GENERIC_BEFORE.has(word) || /^(?:first|second|third|fourth)-quarter$/.test(word))
    return false;
  // "total VF revenue", "total Donaldson sales": a name between "total" and the measure is the
  // company's own, unless it is a region's ("total APAC revenue"); "total services revenue" is
  // a part's. `text` is the sentence as written, with the offsets of `lower`.
  const total = TOTAL_NAMED.exec(text.slice(Math.max(0, mention.start - 40), mention.start));
  if (total?.[1] && !SEGMENT.test(total[1])) return false;
  // Verbs ("expect revenue", "generated sales") introduce the company's own figure; "COVID-19
  // related sales" and "IT outsourcing revenue" are parts of it.
  return word === 'related' || ING_NOUN.test(word) || !VERB_BEFORE.test(word);
}

/**
 * "North America, where revenue", "target when sales reach": a word that qualifies the measure
 * without naming the part it belongs to.
 */
const FUNCTION_WORD =
  /^(?:where|when|while|which|that|whose|or|if|as|so|s|than|then|but|also|both|all|each|such|whereas)$/;

/** Lines of business named with "-ing": "outsourcing revenue", "engineering revenues". */
const ING_NOUN =
  /^(?:outsourcing|consulting|licensing|advertising|marketing|banking|printing|packaging|clothing|housing|lending|trading|engineering|manufacturing|publishing|gaming|streaming|shipping|servicing|processing|leasing|financing|underwriting|staffing|ticketing|catering|mining|drilling|refining|farming|building|roofing|flooring|lighting|heating|plumbing|sponsorship|merchandising|wagering|betting|racing|hosting|networking|computing|imaging|testing|monitoring|training|recycling|landscaping)$/;

const TOTAL_NAMED = /\b[Tt]otal\s+((?:[A-Z][\w&.'-]*\s+){1,2})$/;

const VERB_BEFORE =
  /^(?:include|had|has|have|was|were|is|are|expect|anticipate|project|forecast|estimate|guide|see|saw|sees|grow|drive|deliver|report|achieve|post|generate|record|produce|reach|hit|book|show|increase|decrease|improve|more|less|higher|lower)(?:s|ed|ing|d|n)?$|(?:ed|ing)$/;

/** Whether a quantity can be the value of a measure (per-share amounts are small, totals are scaled). */
export function fits(def: MetricDefinition, q: Quantity): boolean {
  if (!def.kinds.includes(q.kind)) return false;
  if (def.id === 'eps' || def.id === 'ffo' || def.id === 'book-value') {
    return q.kind === 'money' && q.scale === null && Math.abs(q.value) < 500;
  }
  if (def.id === 'dividend') return q.kind !== 'money' || (q.scale === null && q.value < 50);
  // "$2,669 billion" is a garbled "$2.669 billion": no figure to quote as said.
  if (q.scale === 'billion' && Math.abs(q.value) >= 1e12) return false;
  if (q.kind === 'money') return q.scale !== null || Math.abs(q.value) >= 1000;
  return true;
}

/** The direction word (up, grew, declined...) closest to a percentage. */
export function directionNear(text: string, q: Quantity): 'up' | 'down' | null {
  const around = text.slice(Math.max(0, q.start - 30), Math.min(text.length, q.end + 18));
  const down = DOWN.exec(around);
  const up = UP.exec(around);
  if (down && (!up || Math.abs((down.index ?? 0) - 30) < Math.abs((up.index ?? 0) - 30)))
    return 'down';
  return up ? 'up' : null;
}

/** Words after a change that measure it from the quarter before: "up 5% from the first quarter". */
const SEQUENTIAL_AFTER =
  /^\s*(?:(?:year[- ]over[- ]year|in the quarter)\s+)?(?:sequentially|(?:on a )?sequential(?: basis)?\b|quarter[- ](?:over|on)[- ]quarter|(?:from|over|versus|vs\.?|compared (?:to|with))\s+(?:the\s+|our\s+)?(?:(?:prior|previous|last|preceding|linked)\s+quarter|(?:first|second|third|fourth)[- ]quarter|q[1-4])\b(?!\s+(?:of\s+)?(?:last year|a year ago|(?:fiscal\s+)?'?\d\d)))/i;

/**
 * A change measured from the quarter before ("up sequentially by 17%", "up 5% from the first
 * quarter"), not from the year before as a brief tells it.
 */
function isSequentialChange(text: string, q: Quantity): boolean {
  return (
    /\bsequential(?:ly)?\s+(?:by\s+)?(?:approximately\s+|about\s+|roughly\s+)?$/i.test(
      text.slice(Math.max(0, q.start - 30), q.start),
    ) || SEQUENTIAL_AFTER.test(text.slice(q.end, q.end + 60))
  );
}

/**
 * Words after a change that measure it over several years: "up 400% over the last two years",
 * "45% growth over three years", "11.3% on a two-year stack basis", "up 2% from 2019 levels" (the level before the pandemic).
 */
const MULTI_YEAR_AFTER =
  /^[^,.;]{0,40}?\b(?:(?:over|in|during)\s+(?:the\s+(?:last|past|prior|next|coming)\s+)?(?:two|three|four|five|several|\d+)\s+years|(?:on\s+an?\s+)?(?:two|three|2|3)[- ]year(?:\s+stack|\s+basis|\s+comparison)|(?:from|versus|vs\.?|over|compared (?:to|with)|relative to)\s+(?:the\s+)?(?:(?:19|20)\d\d|pre-pandemic|pre-covid)\s+levels?)\b/i;

/**
 * A change measured from another base than the same period a year before: the quarter before,
 * or several years back.
 */
export function isOtherBaseChange(text: string, q: Quantity): boolean {
  return isSequentialChange(text, q) || MULTI_YEAR_AFTER.test(text.slice(q.end, q.end + 60));
}

/** Words that name a change after its level: "represents a decrease of 13%", "representing a 16% increase". */
const REPRESENTS_CHANGE =
  /^[^;]*\b(?:represent\w*|reflect\w*)\s+an?\s+(?:(?:increase|decrease|decline|growth|improvement)\s+of\s+(?:approximately\s+|about\s+)?[\d.]+%|[\d.]+%\s+(?:(?:year[- ]over[- ]year|yoy)\s+)?(?:increase|decrease|decline|growth|improvement))/i;

/** "30% core revenue growth": a change on another basis than the amount's. */
export const OTHER_BASIS_AFTER =
  /^\s+(?:core|organic|comparable|same[- ]store|constant[- ]currency|currency[- ]neutral|underlying|local[- ]currency|pro[- ]forma)\b/i;

/** ", an increase of 30%" after an amount and the words that place it. */
const APPOSITIVE_CHANGE =
  /^[^;.]*,\s+(?:an?\s+)?(?:increase|decrease|decline|growth|improvement|rise|gain|drop)\s+of\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+|over\s+|more than\s+)?[\d.]+%$/i;

/** "$1.44 billion, up 28%": a percentage right after a value is its change. */
export function changeAfter(
  text: string,
  value: Quantity,
  quantities: readonly Quantity[],
): KeyFigure['change'] {
  let next = quantities.find((q) => q.start > value.end && q.start - value.end < 40);
  // "$377 million in the quarter represents a decrease of 13%", "$2.06 billion or $279 million
  // higher, representing a 16% increase": the change the sentence goes on to name.
  if (!next || next.kind !== 'percent') {
    const named = quantities.find(
      (q) =>
        q.kind === 'percent' &&
        q.start > value.end &&
        q.start - value.end < 100 &&
        (REPRESENTS_CHANGE.test(text.slice(value.end, q.end + 14)) ||
          // "$706 million in sales in the second quarter, an increase of 30%": a change set
          // beside the amount, with no other number between.
          (APPOSITIVE_CHANGE.test(text.slice(value.end, q.end)) &&
            !quantities.some((other) => other.start > value.end && other.start < q.start))),
    );
    if (named) next = named;
  }
  // "$298 million, up $19 million or 7%": the amount of the change, then its percentage.
  if (next && next.kind === 'money') {
    const delta = next;
    const pct = quantities.find((q) => q.start > delta.end && q.kind === 'percent');
    if (pct && /^\s*,?\s*or\s*$/.test(text.slice(delta.end, pct.start))) next = pct;
  }
  // "30.6 million, up 5% from the first quarter and up 11% from the second quarter of 2020": the
  // change from a year ago follows the one from the quarter before.
  if (next && next.kind === 'percent' && isOtherBaseChange(text, next)) {
    const sequential = next;
    next = quantities.find(
      (q) =>
        q.start > sequential.end &&
        q.start - sequential.end < 60 &&
        /^[^.;]*\band\b/.test(text.slice(sequential.end, q.start)),
    );
    if (next && (next.kind !== 'percent' || isOtherBaseChange(text, next))) return null;
  }
  // "$1.2 billion, 45% of the total": a share, not a change; "$6.9 billion with 30% core
  // revenue growth": the change of the measure on another basis.
  // "gross margin increased to 50.3% from 49.7%", "up compared to the 10.3% margin": the level
  // it rose from, not a change; "$52 million with a margin of 35%": the level of a margin.
  if (
    !next ||
    next.kind !== 'percent' ||
    /\b(?:from|compared (?:to|with)|versus|vs\.?|against)(?:\s+(?:the|a|an|our|its))?\s*$/i.test(
      text.slice(value.end, next.start),
    ) ||
    /\bmargins?\s+(?:of|was|were|at|is)\s+(?:approximately\s+|about\s+)?$/i.test(
      text.slice(value.end, next.start),
    ) ||
    /^\s*of\b/.test(text.slice(next.end, next.end + 4)) ||
    OTHER_BASIS_AFTER.test(text.slice(next.end, next.end + 30))
  )
    return null;
  const direction = directionNear(text.slice(0, next.end + 18), next);
  return direction === null ? null : { value: next, direction };
}

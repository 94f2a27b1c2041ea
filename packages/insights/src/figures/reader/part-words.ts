import type { Mention } from './measure-words';

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

import type { Transcript } from '../transcript/types';

/**
 * The business parts a call speaks of, learnt from its own words: segments, divisions,
 * businesses, groups and regions it names, and the parts its speakers' titles name. A figure
 * said of one of them is the part's, never the company's.
 */
export type CallParts = {
  /** Each part's name as the call says it, without "the" and without "segment". */
  names: string[];
  /** The part a text names first, by {@link CallParts.names}, or null. */
  find(text: string): PartMention | null;
};

/** Where a text names a part, and which. */
export type PartMention = { name: string; at: number };

/** "Marine Systems segment", "Electronic Instruments Group", "Publishing division". */
const NAMED_KIND =
  /\b((?:[A-Z][\w&'-]*|and|&)(?:\s+(?:[A-Z][\w&'-]*|and|&)){0,4})\s+(segments?|[Dd]ivisions?|[Bb]usiness(?:es)?|[Gg]roups?|[Uu]nits?)\b/g;

/** "our three segments, Title, Specialty Insurance and Home Warranty": a list of parts. */
const PART_LIST =
  /\b(?:our|its|the)\s+(?:two|three|four|five|six|seven)\s+(?:reportable\s+|operating\s+|business\s+|reporting\s+)?(?:segments|divisions|businesses|groups|units)\s*(?:[,:]|--|—)\s*([^.;]{3,160})/gi;

/** The regions a call may report, as one pattern over the names it says them by. */
const REGION =
  /\b(North America|Latin America|South America|Central America|the Americas|Americas|Europe|EMEA|Asia Pacific|APAC|Asia|Greater China|China|Japan|India|Middle East|Africa|Australia|Canada|Mexico|Brazil|United Kingdom|U\.K\.|International)\b/g;

/**
 * The letters of every name {@link REGION} reads, without its word boundaries: a scan V8 runs
 * much faster, so that the full pattern runs only on the few sentences that name a place.
 */
const REGION_SCAN =
  /Americ|Europ|EMEA|Asia|APAC|China|Japan|India|Middle|Africa|Austral|Canad|Mexic|Brazil|Kingdom|U\.K\.|Internat/;

/** A region counts as a part when the call reports it: "In Europe, ...", "Europe sales". */
const REGION_REPORTED_AFTER =
  /^\s*(?:'s\s+)?(?:[a-z]+\s+){0,2}?(?:revenues?|sales|net sales|operating|segment|margins?|ebitda|income|profit|results)\b/i;
const REGION_REPORTED_BEFORE =
  /(?:^|\.\s+|,\s+)(?:So\s+|Now\s+|And\s+)?(?:[Ii]n|[Tt]urning to|[Mm]oving to)\s+(?:the\s+)?$/;

/**
 * "Global Ceramic had sales of", "Asset Management delivered another strong quarter", "Turning
 * to page 9, Asset Management delivered": a name of two or more capitalised words that opens a
 * sentence (or its clause after a turn of the call) as the subject of a result.
 */
const SUBJECT_OPENER =
  /^(?:(?:so|now|and|next|finally|lastly),?\s+)*(?:(?:(?:let's|let me|i'll)\s+)?(?:turning|turn|moving|move)\s+to\s+(?:page|slide)\s+\d+,\s+|in\s+)?/i;
const SUBJECT_PART =
  /^((?:[A-Z][\w&'-]*)(?:\s+(?:[A-Z][\w&'-]*|and|&|of|the)){1,5}),?\s+(?:with\s+)?(?:had|delivered|posted|generated|reported|earned|achieved|recorded|produced|sales|revenues?|net sales|operating)\b/;

/** Words a name of a kind of business starts or ends with that make it no part's name. */
const NOT_A_NAME =
  /^(?:The|Our|Its|This|That|These|Those|Total|Each|Every|All|Both|Other|Overall|Consolidated|Combined|Corporate|Company|Whole|Entire|New|Existing|Underlying|Base|Legacy|Acquired|Remaining|Business|Operating|Reportable|Q[1-4]|Fiscal|In|At|For|From|And|But|So|Now|As|On|With|By|Of|To|We|I|Then|Next|Turning|Moving|Looking|Within|Across|Both|Strong|Higher|Lower|Record|Organic|Adjusted|GAAP|Non-GAAP|Year|Quarter)$/;

/** Generic words that name no part by themselves: "the Group" is the company. */
const GENERIC = /^(?:group|business|segment|division|unit|company|corporation|inc|the group)$/i;

/** Words of a speaker's title that are offices, not parts: "Chief Financial Officer". */
const OFFICE =
  /\b(?:Chief|Officer|Treasurer|Secretary|Investor|Relations|Counsel|Controller|Chairman|Chairwoman|Director|Board|Executive Vice President|Senior Vice President|Vice President|President|CEO|CFO|COO|Head|Manager|Analyst|Founder)\b/;

/** "President, Marine Systems", "President of Harley-Davidson Financial Services". */
const TITLE_PART =
  /\b(?:President|Head|CEO|Chief Executive Officer|General Manager|Leader)\s*(?:,|of|--|-)\s*(?:the\s+)?([A-Z][\w&'-]*(?:\s+(?:[A-Z][\w&'-]*|and|&)){0,5})\s*$/;

/** Trims a found name to its words that name the part: no leading article or trailing "and". */
function cleanName(raw: string): string | null {
  // "CNA's P&C": the part is what follows the owner's name.
  const owned = raw.trim().split(/'s\s+/);
  const words = (owned[owned.length - 1] ?? '').replace(/'s$/, '').split(/\s+/);
  while (
    words.length > 0 &&
    (NOT_A_NAME.test(words[0] ?? '') || /^(?:and|&)$/.test(words[0] ?? ''))
  )
    words.shift();
  while (words.length > 0 && /^(?:and|&)$/.test(words[words.length - 1] ?? '')) words.pop();
  // "Irrigation and Infrastructure segments" names two parts, which the list reading finds.
  if (words.some((word) => /^(?:and|&)$/.test(word)) && words.length > 4) return null;
  const name = words.join(' ');
  if (/\b(?:Quarter|Half|Year)\b/.test(name)) return null;
  if (name.length < 2 || GENERIC.test(name) || !/^[A-Z]/.test(name)) return null;
  return name;
}

/** "Title, Specialty Insurance and Home Warranty" split into its names. */
function listedNames(list: string): string[] {
  return list
    .split(/,\s*(?:and\s+)?|\s+and\s+(?=[A-Z])/)
    .map((each) => cleanName(each.replace(/\s+(?:segments?|divisions?)$/i, '')))
    .filter((name): name is string => name !== null && name.split(' ').length <= 5);
}

/** The names a text gives kinds of business: "Irrigation segment", "the Electromechanical Group". */
function namedKinds(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(NAMED_KIND)) {
    const kind = match[2] ?? '';
    // "Electronic Instruments Group" keeps its capitalised kind; "Irrigation segment" drops it.
    const keepKind = /^[A-Z]/.test(kind) && /^(?:Group|Division)$/.test(kind);
    const name = cleanName(match[1] ?? '');
    if (name === null) continue;
    names.push(keepKind ? `${name} ${kind}` : name);
  }
  return names;
}

/**
 * "Let's turn to page 10, retirement and protection solutions continue to perform": a call that
 * turns to a page of its slides names the part it covers there, capitalised or not.
 */
const PAGE_PART =
  /^(?:(?:so|now|and|next),?\s+)*(?:(?:let's|let me|i'll)\s+)?(?:turning|turn|moving|move)\s+to\s+(?:page|slide)\s+\d+,\s+((?:[A-Za-z][\w&'-]*)(?:\s+(?:[A-Za-z][\w&'-]*)){0,4}?)\s+(?:continue[sd]?|delivered|had|posted|generated|reported|earned|grew)\b/i;

/**
 * "Turning to Marine Systems.", "Now let's move to the Aerospace segment,": the call turns to a
 * name, said alone, as the next subject of its remarks.
 */
const TURN_TO_NAME =
  /^(?:(?:so|now|next|and|finally|lastly),?\s+)*(?:(?:let's|let me|i'll|we'll)\s+(?:now\s+)?)?(?:turning|turn|moving|move|switching|switch|shifting|shift)\s+(?:now\s+|on\s+|over\s+)*to\s+(?:the\s+|our\s+)?([A-Z][\w&'-]*(?:\s+(?:[A-Z][\w&'-]*|and|&)){0,4})(?:\s+(?:segment|division|business|group))?\s*(?:[.,;:]|$)/i;

/** Topics a call turns to that are no part of the business. */
const NOT_A_PART_TOPIC =
  /^(?:Cash|Balance|Guidance|Outlook|Capital|Slide|Page|Q&A|Questions|Expenses|Results|Financial|Earnings|Revenue|Sales|Margins?|Taxes|Liquidity|Summary|Closing)\b/i;

/** A cheap scan for the words every turn of the call opens with, run before the full patterns. */
const TURN_SCAN = /^.{0,30}\b(?:turn|mov|switch|shift)/i;

/** The part a sentence turns the call to, by its name or by the page of slides it covers. */
function turnedTo(text: string): string[] {
  const names: string[] = [];
  const paged = PAGE_PART.exec(text)?.[1];
  if (paged && !/^(?:the|our|we|it|this|that|results?)\b/i.test(paged))
    names.push(paged.replace(/^[a-z]/, (first) => first.toUpperCase()));
  const turned = TURN_TO_NAME.exec(text)?.[1]?.replace(
    /\s+(?:segment|division|business|group)$/i,
    '',
  );
  const name =
    turned && /^[A-Z]/.test(turned) && !NOT_A_PART_TOPIC.test(turned) ? cleanName(turned) : null;
  if (name !== null) names.push(name);
  return names;
}

/**
 * "our property segment", "our consumer division": a call may name one of its own parts in lower
 * case, one word before the kind of part.
 */
const OWN_LOWER_PART = /\bour\s+([a-z]{3,})\s+(?:segment|division)\b(?!s)/g;

/** Words said between "our" and "segment" that rank or class a part rather than name it. */
const NOT_A_LOWER_NAME =
  /^(?:largest|biggest|smallest|fastest|first|second|third|fourth|core|operating|reportable|business|new|other|entire|whole|own|main|primary|key|legacy|remaining|final|growth|strongest|weakest|best|combined)$/;

/** The parts a text names in lower case after "our": "our property segment" is "Property". */
function ownLowerParts(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(OWN_LOWER_PART)) {
    const word = match[1] ?? '';
    if (!NOT_A_LOWER_NAME.test(word)) names.push(word.replace(/^[a-z]/, (c) => c.toUpperCase()));
  }
  return names;
}

/** The words a call speaks of its parts with. */
const SEGMENT_WORD = /\b(?:segments?|divisions?)\b/i;

/** The part a sentence opens with as the subject of a result, or null. */
function subjectPart(text: string): string | null {
  const opener = SUBJECT_OPENER.exec(text)?.[0] ?? '';
  const match = SUBJECT_PART.exec(text.slice(opener.length));
  if (!match?.[1] || !/^[A-Z]/.test(match[1])) return null;
  const name = cleanName(match[1]);
  // "Global Ceramic", "Asset Management": a name of one word is too often a measure or a word.
  return name !== null && /\s/.test(name) && !/\s(?:and|&|of|the)$/.test(name) ? name : null;
}

/** The regions a text reports on. */
function reportedRegions(text: string): string[] {
  const found: string[] = [];
  if (!REGION_SCAN.test(text)) return found;
  for (const match of text.matchAll(REGION)) {
    const at = match.index ?? 0;
    const after = text.slice(at + match[0].length, at + match[0].length + 40);
    const before = text.slice(Math.max(0, at - 24), at);
    if (REGION_REPORTED_AFTER.test(after) || REGION_REPORTED_BEFORE.test(before))
      found.push(match[0].replace(/^the\s+/, ''));
  }
  return found;
}

/** The part a speaker's title names, or null: "President, Marine Systems". */
function titledPart(title: string | null): string | null {
  if (!title) return null;
  const name = TITLE_PART.exec(title)?.[1];
  if (!name || OFFICE.test(name)) return null;
  return cleanName(name);
}

/**
 * "Danaher's performance", "Fortive's results", "Lindsay's balance sheet": a name the call gives a
 * possessive of the whole company is the company's own.
 */
const OWN_POSSESSIVE =
  /\b([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)?)'s\s+(?:executive|management|leadership|filings?|first|second|third|fourth|fiscal|full[- ]year|quarter(?:ly)?|results|earnings|conference|annual|board|shareholders|stockholders|team|overall|total|balance sheet|financial|history|strategy|future|success|performance|growth|portfolio|consolidated|business model|employees|customers)\b/g;

/** The names the call gives itself, lower-cased, the company's known name among them. */
function ownNamesOf(transcript: Transcript, company: string | null): Set<string> {
  const own = new Set<string>();
  if (company !== null) own.add(company.toLowerCase());
  for (const { text } of transcript.sentences) {
    if (!text.includes("'s ")) continue;
    for (const match of text.matchAll(OWN_POSSESSIVE)) own.add((match[1] ?? '').toLowerCase());
  }
  return own;
}

/** The characters of a name escaped for a pattern. */
function escaped(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Learns the business parts a call speaks of from its text and its participants' titles, leaving
 * out the company's own name. The longest name wins where names overlap ("North America
 * Irrigation" over "Irrigation").
 */
export function callPartsOf(transcript: Transcript, company: string | null = null): CallParts {
  const found = new Map<string, string>();
  const own = ownNamesOf(transcript, company);
  const subjects = new Set<string>();
  const add = (name: string | null) => {
    if (name === null || own.has(name.toLowerCase())) return;
    const key = name.toLowerCase();
    if (!found.has(key)) found.set(key, name);
  };
  for (const participant of transcript.participants) add(titledPart(participant.title));
  for (const turn of transcript.turns) add(titledPart(turn.title));
  for (const { text } of transcript.sentences) {
    if (/segments|divisions|businesses|groups|units/i.test(text))
      for (const match of text.matchAll(PART_LIST)) listedNames(match[1] ?? '').forEach(add);
    if (/egment|ivision|usiness|roup|[Uu]nits?\b/.test(text)) {
      namedKinds(text).forEach(add);
      ownLowerParts(text).forEach(add);
    }
    reportedRegions(text).forEach(add);
    const subject = subjectPart(text);
    if (subject !== null) subjects.add(subject);
    if (TURN_SCAN.test(text)) turnedTo(text).forEach(add);
  }
  // "Central Pacific had a strong quarter": one name said as a subject is as likely the
  // company's own; names so said count when the call has several, or speaks of its segments.
  if (subjects.size > 1 || transcript.sentences.some(({ text }) => SEGMENT_WORD.test(text)))
    subjects.forEach(add);
  return partsFrom([...found.values()]);
}

/**
 * "SRP" for "Specialty Rolled Products", "AWM" for "Advice and Wealth Management": the initials
 * of a part's name of three or more words, by which a call often says it again.
 */
function initialsOf(name: string): string | null {
  const words = name.split(/\s+/).filter((word) => !/^(?:and|&|of|the)$/i.test(word));
  return words.length >= 3 ? words.map((word) => word[0]?.toUpperCase() ?? '').join('') : null;
}

/**
 * "Motorcycle" for "Motorcycles and Related Products": a name of one word that begins the first
 * word of exactly one longer name, without being that word, is that part said short.
 */
function shortFormsOf(names: readonly string[]): Map<string, string> {
  const short = new Map<string, string>();
  for (const name of names) {
    if (/\s/.test(name)) continue;
    const lower = name.toLowerCase();
    const longer = names.filter((other) => {
      const first = other.split(/\s+/)[0]?.toLowerCase() ?? '';
      return /\s/.test(other) && first !== lower && first.startsWith(lower);
    });
    if (longer.length === 1 && longer[0]) short.set(lower, longer[0]);
  }
  return short;
}

/** A {@link CallParts} of the given names, each also found by its initials. */
export function partsFrom(given: readonly string[]): CallParts {
  const aliases = shortFormsOf(given);
  const names = given.filter((name) => !aliases.has(name.toLowerCase()));
  for (const name of names) {
    const initials = initialsOf(name);
    if (initials && !names.includes(initials)) aliases.set(initials.toLowerCase(), name);
  }
  const said = [
    ...names,
    ...[...aliases.keys()].map(
      (alias) => given.find((name) => name.toLowerCase() === alias) ?? alias.toUpperCase(),
    ),
  ];
  const sorted = said.sort((a, b) => b.length - a.length);
  const pattern =
    sorted.length === 0
      ? null
      : new RegExp(`\\b(?:${sorted.map(escaped).join('|')})(?![\\w-])`, 'gi');
  const byLower = new Map([
    ...sorted.map((name): [string, string] => [name.toLowerCase(), name]),
    ...aliases,
  ]);
  return {
    names: [...names].sort((a, b) => b.length - a.length),
    find(text: string): PartMention | null {
      if (pattern === null) return null;
      pattern.lastIndex = 0;
      const match = pattern.exec(text);
      if (!match) return null;
      return { name: byLower.get(match[0].toLowerCase()) ?? match[0], at: match.index };
    },
  };
}

import type { KeyFigure } from './extract-figures';
import { partOf } from './figure-words';
import type { CallParts, PartMention } from './parts';

/** The scope of the consolidated company, as figure records name it. */
export const COMPANY_SCOPE = 'company';

/** The scope of a part's figure whose part the call does not name: a part, never the company. */
export const UNNAMED_PART_SCOPE = 'segment';

/**
 * "total company", "on a consolidated basis", "overall", "for the company": the call speaks of
 * the whole company again.
 */
const COMPANY_CUE =
  /\b(?:total company|company[- ]wide|enterprise[- ]wide|consolidated(?:ly)?|overall|for the (?:total |whole |entire )?company|on a (?:total|consolidated|company|companywide) basis|in total|at the corporate level|total (?:net )?(?:revenues?|sales))\b/i;

/**
 * "consolidated", "total company": words that name the whole company outright, which outweigh a
 * reading of the figure as a part's. ("Total revenue" may be a part's total.)
 */
const WHOLE_COMPANY =
  /\b(?:consolidated|total company|company[- ]wide|for the (?:total |whole |entire )?company)\b/i;

/** "same-property", "our portfolio": all of the company's comparable properties. */
const WHOLE_PORTFOLIO =
  /\b(?:same[- ](?:property|store|hotel|restaurant|center|community)|(?:our|total|the) portfolio)\b/i;

/**
 * Topics a call discusses for the whole company: its cash, balance sheet, capital return, per-share
 * results and outlook. A sentence on one of them, naming no part, leaves the part discussed before.
 */
const COMPANY_TOPIC =
  /\b(?:cash flows?|balance sheet|liquidity|(?:net|debt|financial) leverage|leverage ratio|repurchas\w*|buybacks?|dividends?|capital (?:allocation|deployment|return|expenditures?|spending)|capex|earnings per share|per (?:diluted )?share|EPS|tax rate|interest expense|guidance|outlook)\b/i;

/** "Turning to", "Moving on to", "Now let's switch to": the call moves on to another topic. */
const MOVING_ON =
  /^(?:(?:so|now|next|and|okay|finally|lastly),?\s+)*(?:(?:i'll|i will|let me|let's|i'd like to|we'll|i want to)\s+)?(?:turning|turn|moving|move|switching|switch|shifting|shift|looking|look|going|go)\s+(?:now\s+|on\s+|over\s+|back\s+)*(?:to|at)\b/i;

/** "this segment", "the division's", "that business": the part the call is discussing. */
const PART_REFERENCE =
  /\b(?:this|the|that)\s+(?:segment|division|business|unit|group|region)(?:'s)?\b(?!\s+(?:of|as a whole))/i;

/** Measures only the whole company has: a per-share result, its dividend, its buyback. */
const COMPANY_MEASURES = new Set<KeyFigure['metric']>(['eps', 'dividend', 'buyback', 'ffo']);

/**
 * The words a sentence may open with before it names the part it is about: "Turning to", "First,
 * the", "In the", "Sales for", "Total". A part named later in a sentence is mentioned in passing.
 */
const TOPIC_OPENING =
  /^(?:(?:so|now|next|first|second|third|finally|lastly|and|also|then|turning|turn|moving|move|switching|shifting|to|on|at|in|for|within|starting|start|looking|look|let|me|us|i'll|we'll|let's|over|page|slide|\d+|the|our|its|of|sales|revenues?|net|total|operating|income|margins?|results|segment)\W+){0,7}$/i;

/** How many sentences a part stays the subject without being named, referred to or measured. */
const CARRY_SPAN = 3;

/**
 * How many sentences after a part is named, referred to or measured the key figures still give it
 * revenue said without a name.
 */
const REVENUE_CARRY_SPAN = 1;

/**
 * Revenue said without a part's name stays the company's even while a part is discussed: a call
 * restates its total revenue between its parts' results more often than it gives a part's revenue
 * without the part's name, and the total taken for a part's would leave the call without its
 * headline.
 */
const UNCARRIED = new Set<KeyFigure['metric']>(['revenue']);

/** An acronym a call gives a part it names in full elsewhere: "EMG", "AIG". */
const ACRONYM = /^[A-Z][A-Z&]{1,5}$/;

/** "Machine Clothing adjusted EBITDA": the name the sentence reader put before a part's measure. */
const LABEL_PART = /^((?:[A-Z][A-Za-z&'-]*\s+)*[A-Z][A-Za-z&'-]*)\s+[a-z]/;

/** The part a figure's label names before its measure, or null. */
function partInLabel(label: string): string | null {
  const name = LABEL_PART.exec(label)?.[1] ?? null;
  return name === null ||
    /^(?:GAAP|Non-GAAP|EBITDA|EBIT|EPS|FFO|Adjusted|Total|Net|We|I|Our|It|They|This|That)\b/.test(
      name,
    )
    ? null
    : name;
}

/** Words of a measure or its basis, which end a part's name in a figure's label. */
const MEASURE_WORD =
  /^(?:revenues?|sales|net|gross|operating|adjusted|gaap|non-gaap|total|organic|segment|ebitda|ebit|margins?|income|earnings|profit|backlog|orders|cash|free|capital|pre-tax|pretax|reported|results)$/i;

/**
 * "Economic consulting's revenue" for the part "Econ": the label's words from the one the part's
 * name begins, up to the measure or a possessive, or null when the label does not say the part.
 */
function spelledOut(part: string, label: string): string | null {
  const words = label.split(/\s+/);
  const lower = part.toLowerCase();
  const start = words.findIndex((word) => word.toLowerCase().startsWith(lower.split(' ')[0] ?? ''));
  if (start === -1) return null;
  const name: string[] = [];
  for (const word of words.slice(start)) {
    if (MEASURE_WORD.test(word)) break;
    const bare = word.replace(/'s$/, '');
    name.push(bare);
    if (bare !== word) break;
  }
  const spelt = name.join(' ');
  return spelt.toLowerCase().startsWith(lower) ? spelt : null;
}

/**
 * The part the call is discussing, carried from sentence to sentence: "Turning to Marine
 * Systems." makes the next sentences' figures the part's until the call names another part, the
 * whole company or a company-level topic.
 */
export class ScopeReader {
  private current: string | null = null;
  /** The part named last, in passing or not: the one "the segment" means when none is discussed. */
  private lastNamed: string | null = null;
  /** Sentences since the current part was last named, referred to or measured. */
  private age = 0;

  /**
   * For each figure of the sentence read last, the scope the labelling guide gives it where the
   * discourse settles what the cautious reading leaves open, else null: the company's key figures
   * and records take it, the bullet brief keeps the cautious scope.
   */
  labelled: (string | null)[] = [];

  constructor(private readonly parts: CallParts) {}

  /**
   * The scope of each figure of one sentence, in order: `company`, a part's name, or
   * {@link UNNAMED_PART_SCOPE} when the figure is a part's but the call does not say which. Then
   * moves the discussion on.
   */
  read(text: string, figures: readonly KeyFigure[]): string[] {
    const named = this.parts.find(text);
    const companyCue = COMPANY_CUE.test(text);
    const carried = this.current;
    const topic = named !== null && TOPIC_OPENING.test(text.slice(0, named.at)) ? named : null;
    const scopes = figures.map((figure) =>
      this.scopeOf(figure, text, named?.name ?? null, topic, carried, companyCue),
    );
    this.labelled = figures.map((figure, at) =>
      this.labelledScopeOf(figure, text, scopes[at] ?? COMPANY_SCOPE, carried),
    );
    const measured = carried !== null && scopes.includes(carried);
    this.moveOn(text, topic?.name ?? null, companyCue, measured);
    if (named !== null) this.lastNamed = named.name;
    else if (companyCue || MOVING_ON.test(text.trim())) this.lastNamed = null;
    return scopes;
  }

  private scopeOf(
    figure: KeyFigure,
    text: string,
    named: string | null,
    topic: PartMention | null,
    carried: string | null,
    companyCue: boolean,
  ): string {
    // The part the sentence reader tied the figure to wins, under its full name.
    if (figure.part) return this.fullName(figure.part, figure.label, text) ?? figure.part;
    const at = figure.range?.low.start ?? figure.value?.start ?? text.length;
    // "In North America, revenue was...": the part the sentence opens with, named before the value.
    const opensWith = topic !== null && topic.at < at ? topic.name : null;
    if (figure.isSegment) {
      // The name the figure's own words give the part, as its label says it, comes first.
      const said = partInLabel(figure.label) || partOf(text);
      // "EMG's operating income": an acronym of the part being discussed.
      if (said && ACRONYM.test(said) && carried !== null) return named ?? carried;
      if (said) return this.knownName(said) ?? said;
      if (named !== null) return named;
      // "our core earnings per share guidance": only the whole company has a per-share result.
      if (COMPANY_MEASURES.has(figure.metric)) return COMPANY_SCOPE;
      if (PART_REFERENCE.test(text)) return carried ?? this.lastNamed ?? UNNAMED_PART_SCOPE;
      // "our second quarter consolidated revenues were": the whole company, said so.
      return WHOLE_COMPANY.test(text) ? COMPANY_SCOPE : UNNAMED_PART_SCOPE;
    }
    if (opensWith !== null && !companyCue) return opensWith;
    if (companyCue || COMPANY_MEASURES.has(figure.metric)) return COMPANY_SCOPE;
    if (carried !== null && !UNCARRIED.has(figure.metric) && !COMPANY_TOPIC.test(text))
      return carried;
    return COMPANY_SCOPE;
  }

  /**
   * The scope the labelling guide gives a figure where it differs from the cautious one, or null.
   * Revenue said right after a part is named is the part's ("Next, Harbor Services had a strong
   * quarter. Inflows were $6 billion. Revenue rose 30% to $700 million."), and "same-property
   * revenues" or "portfolio operating income" are the company's whole comparable portfolio.
   */
  private labelledScopeOf(
    figure: KeyFigure,
    text: string,
    scope: string,
    carried: string | null,
  ): string | null {
    if (scope !== COMPANY_SCOPE) {
      const said = figure.part ?? (figure.isSegment ? partInLabel(figure.label) : null);
      const whole = said
        ? WHOLE_PORTFOLIO.test(`the ${said}`) && !this.parts.find(said)
        : scope === UNNAMED_PART_SCOPE && WHOLE_PORTFOLIO.test(text);
      return whole ? COMPANY_SCOPE : null;
    }
    if (
      carried !== null &&
      UNCARRIED.has(figure.metric) &&
      !figure.isSegment &&
      this.age <= REVENUE_CARRY_SPAN &&
      !COMPANY_CUE.test(text) &&
      !COMPANY_TOPIC.test(text) &&
      !this.parts.find(text)
    )
      return carried;
    return null;
  }

  /** The name the call's list of parts gives a part said otherwise ("the Irrigation"), or null. */
  private knownName(said: string): string | null {
    const mention = this.parts.find(said);
    return mention && said.length - mention.name.length < 12 ? mention.name : null;
  }

  /**
   * The whole name of a part the sentence reader named in part: "North America" of "Flooring
   * North America sales" is the call's part "Flooring North America", and "Econ" of "Economic
   * consulting's revenue" is "Economic consulting", as the figure's own words say it.
   */
  private fullName(part: string, label: string, text: string): string | null {
    const known = this.knownName(part);
    const lower = part.toLowerCase();
    // "Flooring Rest of the World with sales of": the sentence says the whole name of the part.
    for (const said of [label, text]) {
      const mention = this.parts.find(said);
      if (
        mention &&
        mention.name.length > part.length &&
        mention.name.toLowerCase().includes(lower)
      )
        return mention.name;
    }
    const spelt = spelledOut(part, label);
    if (spelt !== null && spelt.length > (known ?? part).length) {
      // "North America irrigation" is not the call's shorter "North America".
      const listed = this.knownName(spelt);
      return listed !== null && listed.length >= spelt.length ? listed : spelt;
    }
    return known;
  }

  /**
   * After a sentence: the part it opens with is discussed next; the company, a new topic or a few
   * sentences that neither name nor measure the part end it.
   */
  private moveOn(text: string, topic: string | null, companyCue: boolean, measured: boolean): void {
    this.age = topic !== null || measured || PART_REFERENCE.test(text) ? 0 : this.age + 1;
    if (topic !== null && !companyCue) this.current = topic;
    else if (
      companyCue ||
      COMPANY_TOPIC.test(text) ||
      MOVING_ON.test(text.trim()) ||
      this.age > CARRY_SPAN
    )
      this.current = null;
  }
}

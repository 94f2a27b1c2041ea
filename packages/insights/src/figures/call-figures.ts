import { TRANSCRIPT_LIMITS } from '../text/limits';
import type { Sentence, Transcript } from '../transcript/types';
import { extractSentenceFigures, type Basis, type KeyFigure } from './extract-figures';
import { GUIDANCE } from './figure-words';
import { callPartsOf, type CallParts } from './parts';
import { comparisonBaseInText as comparisonBaseOf } from './reader/base';
import { ScopeReader } from './scope';
import type { FigureTrace } from './trace';
import {
  callPeriodOf,
  latestOwnYear,
  periodOf,
  type CallPeriod,
  type FigurePeriod,
} from './period';

/**
 * A figure of the call read in its context; `direct` when an outlook's amount is the outlook
 * itself. `scope` is `company` or the business part it belongs to, absent when the figure is a
 * part's but the call does not say which; `conflict` marks a figure whose measure, scope and
 * period the call also states with another value.
 */
export type CallFigure = {
  figure: KeyFigure;
  direct: boolean;
  scope?: string;
  conflict?: boolean;
  /**
   * The scope the labelling guide gives the figure where the discourse settles what `scope`
   * leaves cautious: the key figures and records take it, the bullet brief keeps `scope`.
   */
  labelScope?: string;
};

/**
 * A call's figures as {@link readCallFigures} reads them, with the period they were settled
 * against and the first sentence of the call's Q&A (null when it has none).
 */
export type CallFigures = { call: CallPeriod; figures: CallFigure[]; qaStart: number | null };

/** What {@link readCallFigures} may be given instead of working it out. */
export type CallFigureOptions = {
  /** The quarter and year the call reports, when the caller knows them (a story's metadata). */
  period?: CallPeriod;
  /** The period the caller already read from this transcript with `callPeriodOf`. */
  detected?: CallPeriod;
  /**
   * The company's own name, when the caller knows it; otherwise read from the call ("Nucor's
   * executive team"), so that "Nucor's free cash flow" is not taken for a part's.
   */
  company?: string;
  /** The business parts of the call, when the caller knows them; otherwise learnt from its text. */
  parts?: CallParts;
  /** Receives what each rule, filter and check decided. */
  trace?: FigureTrace;
};

/**
 * "members of Nucor's executive team", "AMETEK's filings with the SEC", "to discuss Flowserve's
 * third quarter 2021 financial results": the company names itself with a possessive in the
 * call's opening.
 */
const OWN_POSSESSIVE =
  /\b(?!(?:The|Our|This|Today|Tonight|Company|Management)'s)([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)?)'s\s+(?:executive|management|leadership|filings?|first|second|third|fourth|fiscal|full[- ]year|quarter(?:ly)?|results|earnings|conference|annual|board|shareholders|stockholders|team)\b/;

/** How many sentences of a call's opening are searched for its own name. */
const OPENING_SPAN = 12;

/** The company's own name as the opening of the call says it, or null. */
export function companyNameOf(transcript: Transcript): string | null {
  for (const sentence of transcript.sentences.slice(0, OPENING_SPAN)) {
    const name = OWN_POSSESSIVE.exec(sentence.text)?.[1];
    if (name) return name;
  }
  return null;
}

/**
 * "Nucor free cash flow": a part named with the company's own name is the company's figure. The
 * reader marks a name that opens a sentence as a part's, which it cannot tell from the company's.
 */
function withOwnName(figure: KeyFigure, company: string | null): KeyFigure {
  if (company === null || !figure.isSegment || !figure.label.startsWith(`${company} `))
    return figure;
  return { ...figure, label: figure.label.slice(company.length + 1), isSegment: false };
}

/**
 * "we expect revenue to be approximately $3.8 billion", "based on sales of approximately $3.9
 * billion", "our revenue guidance is just over $1 billion": a single amount said right after the
 * measure is the outlook itself, not a detail of one.
 */
const DIRECT_OUTLOOK =
  /\b(?:revenues?|sales)\s+(?:(?:guidance|expectation|outlook|forecast)\s+(?:is|of)|to\s+(?:be|approximate|total|reach|exceed)|of|will\s+be|should\s+be|is\s+expected\s+to\s+be)\s+(?:(?:approximately|about|around|roughly|just\s+over|over|in\s+excess\s+of|more\s+than|at\s+least|close\s+to)\s+)?$/i;

/**
 * An outlook's single amount said right after its measure is the outlook itself: returns the
 * figure with the hedge said before the amount ("approximately" and "to approximate" are
 * "about"), or null.
 */
function directOutlook(figure: KeyFigure, text: string): KeyFigure | null {
  const value = figure.value;
  if (!figure.isGuidance || figure.range !== null || value === null || value.kind !== 'money')
    return null;
  const match = DIRECT_OUTLOOK.exec(text.slice(Math.max(0, value.start - 60), value.start));
  if (!match) return null;
  const hedge =
    /(approximate(?:ly)?|about|around|roughly|close to)|(over|in excess of|more than)|(at least)\s*$/i.exec(
      match[0],
    );
  const qualifier = hedge?.[1]
    ? 'about'
    : hedge?.[2]
      ? 'above'
      : hedge?.[3]
        ? 'at least'
        : undefined;
  return qualifier ? { ...figure, qualifier } : figure;
}

/** Known metadata wins over what the text suggests; the text fills what metadata lacks. */
function resolvePeriod(found: CallPeriod, known: CallPeriod | undefined): CallPeriod {
  if (!known) return found;
  return { quarter: known.quarter ?? found.quarter, year: known.year ?? found.year };
}

/**
 * Outlook wording about the quarter being reported ("ahead of what we expected") is a result;
 * a range ("$3.45 to $3.65") is an outlook however it is introduced, and so is a figure for a year
 * still ahead of the call; an outlook with no period of its own takes the year its sentence names
 * or the period of the outlook section it is in (the quarter ahead or the year the call just turned
 * to); and a figure with no period of its own after a full-year sentence continues that discussion.
 */
function settleFigure(
  figure: KeyFigure,
  text: string,
  call: CallPeriod,
  previous: FigurePeriod,
  ahead: FigurePeriod,
  previousIsOutlook = false,
): KeyFigure {
  const period = figure.period;
  if (figure.isGuidance && period.kind === 'quarter' && period.quarter === call.quarter)
    return { ...figure, isGuidance: false };
  const isGuidance =
    figure.isGuidance ||
    (figure.range !== null && figure.range.high.kind === 'money') ||
    isFutureYear(period, call, text);
  if (period.kind === 'unknown') {
    // "For Q1, we expect... This translates into revenues between $4.08 billion and $4.13
    // billion": an outlook continues the period its outlook section named.
    if (isGuidance && ahead.kind !== 'unknown') return { ...figure, isGuidance, period: ahead };
    // "...and we expect the full year to be 21.5% to 22.5%. Giving us earnings per share of
    // $3.36": a result does not continue the year an outlook named.
    if (previous.kind === 'year' && (isGuidance || !previousIsOutlook))
      return { ...figure, isGuidance, period: previous };
  }
  // "Based on our performance year to date, we expect...": an outlook is for the whole year or
  // its second half, not for the part already reported.
  if (isGuidance && period.kind === 'year' && period.span && period.span !== 'h2')
    return { ...figure, isGuidance, period: { kind: 'year', year: period.year } };
  if (isGuidance) {
    const later = outlookYearAhead(period, call, text);
    if (later !== period) return { ...figure, isGuidance, period: later };
  }
  return isGuidance === figure.isGuidance ? figure : { ...figure, isGuidance };
}

/**
 * "We anticipate full-year gross margin of 37% to 37.5%" and "For the first quarter, we expect
 * revenue to rise", said on a fourth-quarter call: an outlook that names no year is for the year
 * ahead, since the year just reported has no outlook left and its first quarter is behind it. An
 * outlook of no period at all on such a call is for the year ahead too.
 */
function outlookYearAhead(period: FigurePeriod, call: CallPeriod, text: string): FigurePeriod {
  if (call.quarter === null || call.year === null || YEAR_NAMED.test(text)) return period;
  if (period.kind === 'quarter' && period.year === call.year && period.quarter < call.quarter)
    return { ...period, year: call.year + 1 };
  if (period.kind === 'year' && period.year === null && call.quarter === 4)
    return { ...period, year: call.year + 1 };
  if (period.kind === 'unknown' && call.quarter === 4) return { kind: 'year', year: call.year + 1 };
  return period;
}

/** A year a sentence names itself: "2022", "fiscal '22", "FY22". */
const YEAR_NAMED = /\b20\d\d\b|\b(?:fiscal(?: year)?|fy)\s*'?\d\d\b/i;

/** Words of a year still ahead: "our 2022 earnings per share can reflect", "we will see". */
const FUTURE_WORDING = /\b(?:will|would|can|could|believe|plan|aim)\b/i;

/**
 * "We continue to believe that we will see 2023 earnings per share approaching $3.25", said on a
 * 2021 call: no result is reported for a year that has not begun. The year just after the call's
 * needs future wording too, since a fiscal year can be named for the calendar year it ends in.
 */
function isFutureYear(period: FigurePeriod, call: CallPeriod, text: string): boolean {
  if (period.kind !== 'year' || period.year === null || call.year === null) return false;
  return period.year > call.year + 1 || (period.year > call.year && FUTURE_WORDING.test(text));
}

/**
 * "our full year earnings per share record of $7.42 set in 2018", said on a 2021 call: a result of
 * a year two or more before the call's is history, not a figure of the call. (The year just before
 * is kept, for quarters too: a fiscal year may be named for the calendar year it ends in.)
 */
function isYearsBack(figure: KeyFigure, call: CallPeriod): boolean {
  const year = figure.period.kind === 'unknown' ? null : figure.period.year;
  return !figure.isGuidance && year !== null && call.year !== null && year < call.year - 1;
}

/** How many sentences a heading's part of the year lasts without being named again. */
const PART_SPAN = 4;

/** "ahead of 2020", "versus 2019": a year named only as the base of a comparison. */
const COMPARED_YEAR =
  /\b(?:ahead of|behind|versus|vs\.?|compared (?:to|with)|over|from|than)\s+(?:(?:the\s+)?(?:year[- ]to[- ]date|first half)\s+)?(?:fiscal\s+)?20\d\d\b/i;

/**
 * A result of no period of its own, or of a year named without its part, said under a heading of
 * a part of the year ("Turning to year-to-date results. Total revenue of $3 billion was 37% ahead
 * of 2020"), is of that part of the year.
 */
function withPartOfYear(figure: KeyFigure, heading: FigurePeriod | null): KeyFigure {
  if (heading === null || heading.kind !== 'year' || figure.isGuidance) return figure;
  const period = figure.period;
  if (period.kind === 'unknown' || (period.kind === 'year' && period.span === undefined))
    return {
      ...figure,
      period: { ...heading, year: period.kind === 'year' ? period.year : heading.year },
    };
  return figure;
}

/** Words that open an outlook section: "Turning to our outlook for the third quarter". */
const OUTLOOK_HEADER = new RegExp(
  String.raw`${GUIDANCE.source}|\b(?:expectations|guidance|outlook)\b`,
  'i',
);

/** How many sentences an outlook section's period lasts without being named again. */
const AHEAD_SPAN = 5;

/** A period an outlook can be for: the next quarter, or a year not before the call's. */
function isAhead(period: FigurePeriod, call: CallPeriod, next: number | null): boolean {
  if (period.kind === 'quarter') return period.quarter === next;
  if (period.kind === 'year') return period.year === null || period.year >= (call.year ?? 0);
  return false;
}

/**
 * "All references will be on an organic or adjusted basis, unless otherwise indicated": the
 * basis a call declares for the figures it discusses.
 */
const DECLARED_BASIS =
  /\b(?:references|comments|discussion|remarks|results|numbers|figures|measures|amounts)\b[^.]{0,60}?\b(?:on|in) an? (?:organic (?:or|and) )?(adjusted|non-gaap)(?: non-gaap)? basis|\bfocus on (?:non-gaap or )?(adjusted|non-gaap)\b|\b(adjusted|non-gaap)\b[^.]{0,30}\bas lead numbers\b/i;

/**
 * Part of a word of each wording {@link DECLARED_BASIS} reads ("asis" of "basis"): a pattern V8
 * scans a sentence with about twice as fast as the whole words, run first on every sentence.
 */
const DECLARED_BASIS_SCAN = /asis|ocus|numbers/i;

/** The basis a sentence declares for the call's figures, if it declares one. */
function declaredBasis(text: string): Basis {
  if (
    !DECLARED_BASIS_SCAN.test(text) ||
    !/basis|focus on|lead numbers/i.test(text) ||
    /\b(?:reported|gaap) and\b/i.test(text)
  )
    return null;
  const match = DECLARED_BASIS.exec(text);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase() === 'non-gaap'
    ? 'non-gaap'
    : 'adjusted';
}

/** "All financial metrics are year-over-year on a continuing operations basis." */
const DECLARED_CONTINUING =
  /\b(?:references|metrics|results|figures|numbers|measures|amounts|comparisons)\b[^.]{0,80}\b(?:on|from) an? continuing operations basis\b/i;

/**
 * A per-share result or outlook of a call that declared its figures are of continuing operations
 * is named so, as a newswire brief names it.
 */
function withDeclaredContinuing(figure: KeyFigure, declared: boolean): KeyFigure {
  if (!declared || figure.metric !== 'eps' || figure.label.endsWith(CONTINUING_LABEL))
    return figure;
  return { ...figure, label: `${figure.label}${CONTINUING_LABEL}` };
}

const CONTINUING_LABEL = ' from continuing operations';

/**
 * A per-share result or outlook said without a basis, after the call declared one, is on that
 * basis; a loss keeps none (a company with an adjusted profit often reports a GAAP loss).
 */
function withDeclaredBasis(figure: KeyFigure, declaredSoFar: () => Basis): KeyFigure {
  if (figure.basis !== null || figure.isLoss) return figure;
  if (figure.metric !== 'eps' && figure.metric !== 'ffo') return figure;
  const declared = declaredSoFar();
  if (declared === null) return figure;
  return { ...figure, basis: declared, label: `${declared} ${figure.label}` };
}

const YEAR_NUMBER = /\b20\d\d\b/;

/** The first sentences, up to {@link TRANSCRIPT_LIMITS.maxFigureChars} characters in all. */
function withinFigureLimit(sentences: Sentence[]): Sentence[] {
  let room = TRANSCRIPT_LIMITS.maxFigureChars;
  let count = 0;
  while (count < sentences.length && room >= (sentences[count]?.text.length ?? 0))
    room -= sentences[count++]?.text.length ?? 0;
  return count === sentences.length ? sentences : sentences.slice(0, count);
}

/**
 * Reads the figures of a call's prepared remarks (of the whole call when it has none), in the
 * order said, each settled in its context: the outlook section it is in, the period the sentences
 * before it were about, and the basis the call declares.
 */
export function readCallFigures(
  transcript: Transcript,
  options: CallFigureOptions = {},
): CallFigures {
  const remarks = transcript.sentences.filter((s) => s.section === 'remarks');
  const pool = withinFigureLimit(remarks.length > 0 ? remarks : transcript.sentences);
  const call = resolvePeriod(options.detected ?? callPeriodOf(transcript), options.period);
  const company = options.company ?? companyNameOf(transcript);
  const parts = options.parts ?? callPartsOf(transcript, company);
  const scopes = new ScopeReader(parts);
  const reading = { parts: parts.names, trace: options.trace };
  const figures: CallFigure[] = [];
  let previous: FigurePeriod = { kind: 'unknown' };
  let previousIsOutlook = false;
  let ahead: FigurePeriod = { kind: 'unknown' };
  let aheadAge = 0;
  let partOfYear: FigurePeriod | null = null;
  let partAge = 0;
  // The basis the call declared by the sentence being read; the sentences are searched for it
  // only as far as a figure needs it.
  let declared: Basis = null;
  let continuing = false;
  let searched = 0;
  const declaredBy = (position: number): Basis => {
    for (; declared === null && searched <= position; searched++)
      declared = declaredBasis(pool[searched]?.text ?? '');
    return declared;
  };
  const next = call.quarter === null ? null : (call.quarter % 4) + 1;
  pool.forEach((sentence, position) => {
    const found = extractSentenceFigures(sentence.text, sentence.index, call, reading);
    const carried = previous;
    const carriedIsOutlook = previousIsOutlook;
    const before = ahead;
    const own = periodOf(sentence.text, call);
    // Outlook wording only matters with a period the sentence names, or a year it names alone.
    const outlook =
      (own.kind !== 'unknown' || YEAR_NUMBER.test(sentence.text)) &&
      OUTLOOK_HEADER.test(sentence.text);
    aheadAge++;
    // "Turning to year-to-date results.": a heading that names a part of the year, with no figure
    // of its own, makes it the period of the results that follow until another period is named.
    partAge++;
    if (found.length === 0 && own.kind === 'year' && own.span && own.span !== 'h2') {
      partOfYear = own;
      partAge = 0;
    } else if (
      own.kind === 'quarter' ||
      (own.kind === 'year' && own.span === undefined && !COMPARED_YEAR.test(sentence.text)) ||
      partAge > PART_SPAN
    )
      partOfYear = null;
    const heading = partOfYear;
    // The period an outlook section turns to stays the subject of the sentences that follow it.
    if (own.kind !== 'unknown') {
      // A part of a year ("year to date") is said of one sentence's figures, not carried on.
      const whole: FigurePeriod = own.kind === 'year' ? { kind: 'year', year: own.year } : own;
      previous = whole;
      previousIsOutlook = outlook;
      if (outlook && isAhead(whole, call, next)) {
        ahead = outlookYearAhead(whole, call, sentence.text);
        aheadAge = 0;
      }
    }
    // "Moving now to 2021 guidance.": an outlook section may name its year alone.
    if (own.kind === 'unknown' && outlook) {
      const year = latestOwnYear(sentence.text);
      if (year !== null && year >= (call.year ?? 0)) {
        ahead = { kind: 'year', year };
        aheadAge = 0;
      }
    }
    if (aheadAge > AHEAD_SPAN) ahead = { kind: 'unknown' };
    // "our 2021 earnings guidance" names its year without "full year" or "fiscal".
    const named = found.length > 0 ? latestOwnYear(sentence.text) : null;
    const context: FigurePeriod =
      named !== null && named >= (call.year ?? 0) ? { kind: 'year', year: named } : before;
    if (!continuing && /continuing operations basis/i.test(sentence.text))
      continuing = DECLARED_CONTINUING.test(sentence.text);
    const settled = found.map((each) =>
      withDeclaredContinuing(
        withDeclaredBasis(
          settleFigure(
            withPartOfYear(each, heading),
            sentence.text,
            call,
            carried,
            context,
            carriedIsOutlook,
          ),
          () => declaredBy(position),
        ),
        continuing,
      ),
    );
    // "We will move to $5.90 to $6.10 adjusted earnings per share and revenues of around $8.7
    // billion": an amount said beside an outlook range, of no period of its own, is outlook too.
    const range = settled.find((f) => f.isGuidance && f.range !== null);
    const read = settled.map((each) => {
      const beside =
        range && !each.isGuidance && each.period.kind === 'unknown'
          ? { ...each, isGuidance: true, period: range.period }
          : each;
      const direct = directOutlook(beside, sentence.text);
      const figure = withChangeBase(withOwnName(direct ?? beside, company), sentence.text, call);
      return { figure, direct: direct !== null };
    });
    const said = scopes.read(
      sentence.text,
      read.map((each) => each.figure),
    );
    const labelled = scopes.labelled;
    read.forEach((each, at) => {
      if (isYearsBack(each.figure, call)) return;
      const scope = said[at];
      const labelScope = labelled[at] ?? undefined;
      const scoped = scope === undefined ? each : { ...each, scope };
      figures.push(labelScope === undefined ? scoped : { ...scoped, labelScope });
    });
  });
  return {
    call,
    figures: figures.map((each) => withBasisSaidElsewhere(each, figures)),
    qaStart: transcript.split.qaStart,
  };
}

/**
 * A change the sentence reader left without a base, or with none said, takes the one its
 * sentence states: "up 10% from a year ago" is year-on-year, "up 3% sequentially" is not, and a
 * change said with no base at all is on the year before, as calls state changes.
 */
function withChangeBase(figure: KeyFigure, text: string, call: CallPeriod): KeyFigure {
  if (figure.change === null || (figure.base !== undefined && figure.base !== 'unspecified'))
    return figure;
  return { ...figure, base: comparisonBaseOf(text, call, figure.change.value.end) };
}

/** The amount of a per-share figure, its range's ends when it has one. */
function amountKey(figure: KeyFigure): string | null {
  if (figure.range) return `${figure.range.low.display}:${figure.range.high.display}`;
  return figure.value?.display ?? null;
}

/**
 * "Our highest ever first quarter earnings per share of $3.49" and "as reported of $3.36 or
 * excluding charges, $3.49": a per-share amount said once without a basis and elsewhere as
 * adjusted is the adjusted figure.
 */
function withBasisSaidElsewhere(each: CallFigure, all: readonly CallFigure[]): CallFigure {
  const figure = each.figure;
  if (figure.basis !== null || (figure.metric !== 'eps' && figure.metric !== 'ffo')) return each;
  const key = amountKey(figure);
  if (key === null) return each;
  const said = all.find(
    ({ figure: other }) =>
      other.metric === figure.metric &&
      other.isGuidance === figure.isGuidance &&
      other.isLoss === figure.isLoss &&
      (other.basis === 'adjusted' || other.basis === 'non-gaap' || other.basis === 'core') &&
      amountKey(other) === key,
  )?.figure;
  if (!said) return each;
  return {
    ...each,
    figure: { ...figure, basis: said.basis, label: `${said.basis} ${figure.label}` },
  };
}

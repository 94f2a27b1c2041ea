import type { KeyFigure } from '../extract-figures';
import type { CallPeriod } from '../period';
import { comparisonBaseOf } from './base';
import { MEASURE_FILTERS } from './measure-filters';
import type { TaggedSentence } from './tags';

/** What a filter looks at: the sentence, tagged, the call's own period and every candidate read. */
export type FilterContext = {
  tagged: TaggedSentence;
  call: CallPeriod;
  candidates: readonly KeyFigure[];
};

/**
 * A named reason to drop a candidate the rules read. A `figure` filter drops the whole figure; a
 * `change` filter drops only the change said with it, keeping its level. `sentence`, when given,
 * is asked once per sentence: `test` runs only where it holds, so a filter that looks at the whole
 * sentence does not read it again for each candidate.
 */
export type FigureFilter = {
  name: string;
  drops: 'figure' | 'change';
  reason: string;
  examples: readonly string[];
  sentence?: (tagged: TaggedSentence) => boolean;
  test: (figure: KeyFigure, context: FilterContext) => boolean;
};

/** Any candidate: for a filter whose sentence test says it all. */
const EVERY = (): boolean => true;

/** "from discontinued operations": figures of a business left, unless continuing ones are named too. */
const DISCONTINUED = /\bfrom discontinued operations\b(?![^.]*\bcontinuing\b)/i;

/** "Each $0.05 is worth...", "Every 1% change in volume": a sentence of sensitivities. */
const SENSITIVITY = /^\s*(?:each|every)\s+(?:\$|\d|one\b|a\s+\$)/i;

/** A sentence that opens with the time its figures are counted from. */
const SINCE_OPENING =
  /^(?:(?:and|so|now|also),?\s+)?since\b(?!\s+(?:we|it|this|that|our|the company)\b)/i;

/**
 * "previous guidance of $31.45 to $31.90", "our prior outlook range of...", "we had forecasted 20%":
 * an outlook replaced or past.
 */
const STALE_GUIDANCE =
  /\b(?:(?:previous(?:ly)?|prior|original(?:ly)?|initial(?:ly)?|earlier|last)\s+(?:[\w-]+\s+){0,4}?(?:guidance|guide|outlook|forecast|guided|range)|had\s+(?:forecast(?:ed)?|guided|projected|expected))\b/gi;

/** The same words, tested once on a sentence before any figure of it is. */
const STALE_HINT = new RegExp(STALE_GUIDANCE.source, 'i');

/** "Our previous guidance was for sales in the range of...": the whole sentence tells the old outlook. */
const STALE_SENTENCE =
  /^(?:[\w-]+,\s+)?(?:our|the)\s+(?:previous|prior|original|initial|earlier)\s+(?:[\w-]+\s+){0,3}?(?:guidance|outlook|forecast)\s+(?:was|were|had been|called for|assumed)\b/i;

/** "to a new range of $": the new outlook said after the old one. */
const TO_NEW_RANGE = /\bto\s+(?:a\s+)?(?:new\s+)?(?:range\s+of\s+)?(?:\$)?$/i;

/** Where a figure's amount starts: its range, its level or, for a change alone, the change. */
function startOf(figure: KeyFigure): number | undefined {
  return (figure.range?.low ?? figure.value ?? figure.change?.value)?.start;
}

/** True when a figure's value is the replaced outlook right after such words, not a new one after "to". */
function isStale(text: string, figure: KeyFigure): boolean {
  const at = (figure.range?.low ?? figure.value)?.start;
  if (at === undefined) return false;
  if (STALE_SENTENCE.test(text)) return true;
  for (const match of text.matchAll(STALE_GUIDANCE)) {
    const end = match.index + match[0].length;
    // "...from prior guidance of $2.40; adjusted earnings per share of...": a new clause.
    if (at < end || at > end + 60 || text.slice(end, at).includes(';')) continue;
    if (TO_NEW_RANGE.test(text.slice(Math.max(end, at - 24), at))) continue;
    return true;
  }
  return false;
}

/** "consensus", "the Street", "analysts' estimates": what analysts expected. */
const CONSENSUS = String.raw`(?:the\s+)?(?:consensus|street|analysts'?)(?:\s+(?:estimates?|expectations?))?`;
/** "consensus of $1.10", "beat the consensus by $0.08": the estimate, or the beat, said before. */
const CONSENSUS_BEFORE = new RegExp(
  String.raw`(?:\b${CONSENSUS}\s+(?:of|was|is|at)|\b(?:beat|exceeded|topped|missed)\s+${CONSENSUS}\s+by)\s+(?:approximately\s+|about\s+)?$`,
  'i',
);
/** "$45 million above the consensus estimate": the beat, said after. */
const CONSENSUS_AFTER = new RegExp(
  String.raw`^\s*(?:per\s+share\s+)?(?:above|ahead\s+of|below|better\s+than|short\s+of|over)\s+${CONSENSUS}`,
  'i',
);
const CONSENSUS_HINT = /consensus|street|analyst/i;

/**
 * "versus consensus of $1.10", "beat the consensus by $0.08", "$45 million above the consensus
 * estimate": an estimate of analysts or the amount a result beat it by, not the result, which
 * keeps its place ("earnings per share of $0.93 beat the consensus").
 */
function isConsensusAmount(text: string, figure: KeyFigure): boolean {
  const value = figure.range?.low ?? figure.value;
  if (!value) return false;
  const end = figure.range?.high.end ?? value.end;
  return (
    CONSENSUS_BEFORE.test(text.slice(Math.max(0, value.start - 50), value.start)) ||
    CONSENSUS_AFTER.test(text.slice(end, end + 50))
  );
}

/** "$1.2 billion last year", "$0.91 in the prior-year quarter": the amount of the base period. */
const PRIOR_PERIOD_AFTER =
  /^\s*(?:per\s+(?:diluted\s+)?share\s+)?(?:in\s+|for\s+|during\s+)?(?:the\s+)?(?:a year ago|last year|prior[- ]year|year[- ]ago|same (?:quarter|period) (?:of\s+)?last year)\b/i;

/** "in the mid-$30 billion range", "low-$20 million": an amount said only roughly. */
const ROUGH_BEFORE = /\b(?:low|mid|high|upper)[- ]?$/i;

/** The year of a figure's period, when its sentence says one. */
function yearOf(figure: KeyFigure): number | null {
  return figure.period.kind === 'unknown' ? null : figure.period.year;
}

/**
 * "we reported a net loss of $931 million, while in 2019 our net income was $932 million": a
 * result of a year before the call's, set beside a later one in the same sentence. A result of
 * an earlier year said alone is kept, as a call's year may be read wrong.
 */
function isEarlierYearResult(figure: KeyFigure, { call, candidates }: FilterContext): boolean {
  const year = yearOf(figure);
  const own = call.year;
  if (figure.isGuidance || own === null || year === null || year >= own) return false;
  return candidates.some((other) => other !== figure && (yearOf(other) ?? own) > year);
}

/** "If we are successful ..., our operating margin would remain 7% to 9%": a figure on a condition. */
const CONDITION_OPENING = /^\s*(?:and\s+|but\s+|so\s+)?(?:if|unless|assuming)\b/i;

/** "an annualized dividend of $1.63": a year's worth of a dividend declared for a quarter. */
const ANNUALIZED_BEFORE =
  /\bannual(?:ized)?\s+(?:cash\s+|common\s+)?dividend\s+(?:rate\s+)?(?:of\s+)?(?:approximately\s+|about\s+)?$/i;

/**
 * The named filters in the order they run: the sentence-wide ones first, then those of the words
 * around a figure's measure, then the others of one figure, then those of a figure's change.
 */
export const FIGURE_FILTERS: readonly FigureFilter[] = [
  {
    name: 'discontinued-operations',
    drops: 'figure',
    reason: 'the figures of a business the company has left are not its results',
    examples: ['Net sales from discontinued operations were $45 million in the quarter.'],
    sentence: (tagged) => DISCONTINUED.test(tagged.text),
    test: EVERY,
  },
  {
    name: 'sensitivity',
    drops: 'figure',
    reason: 'a sensitivity ("each $1 ...") tells what a change would do, not a result',
    examples: ['Each $1 per barrel change in oil prices moves our revenue of about $25 million.'],
    sentence: (tagged) => SENSITIVITY.test(tagged.text),
    test: EVERY,
  },
  {
    name: 'total-since-then',
    drops: 'figure',
    reason: 'an amount counted since an earlier date is no result of the period',
    examples: ['Since the launch in 2019, revenue has exceeded $6 billion.'],
    sentence: (tagged) => SINCE_OPENING.test(tagged.text),
    test: (figure) => !figure.isGuidance,
  },
  {
    name: 'stale-guidance',
    drops: 'figure',
    reason: 'an outlook the company has replaced is not its outlook',
    examples: ['Our original guidance was for revenue of $1.1 billion to $1.2 billion.'],
    sentence: (tagged) => STALE_HINT.test(tagged.text),
    test: (figure, { tagged }) => isStale(tagged.text, figure),
  },
  {
    name: 'consensus-estimate',
    drops: 'figure',
    reason: "an amount set against analysts' estimates is the estimate or the beat, not a result",
    examples: ["Net sales came in $30 million ahead of analysts' estimates."],
    sentence: (tagged) => CONSENSUS_HINT.test(tagged.text),
    test: (figure, { tagged }) => isConsensusAmount(tagged.text, figure),
  },
  ...MEASURE_FILTERS,
  {
    name: 'prior-period-amount',
    drops: 'figure',
    reason: 'the amount of the period compared with is not a figure of the call',
    examples: ['Operating income was $1.2 billion last year.'],
    test: (figure, { tagged }) => {
      const value = figure.range?.high ?? figure.value;
      return (
        value !== null && PRIOR_PERIOD_AFTER.test(tagged.text.slice(value.end, value.end + 50))
      );
    },
  },
  {
    name: 'rough-amount',
    drops: 'figure',
    reason: 'an amount said only roughly ("the mid-$30 billion range") is no figure to report',
    examples: ['We see industry capex in the mid-$30 billion range this year.'],
    test: (figure, { tagged }) => {
      const value = figure.range?.low ?? figure.value;
      return (
        value !== null &&
        ROUGH_BEFORE.test(tagged.text.slice(Math.max(0, value.start - 6), value.start))
      );
    },
  },
  {
    name: 'earlier-year-result',
    drops: 'figure',
    reason: "a result of a year before the call's, set beside a later one, is a comparison base",
    examples: [
      'For the full year, net income was $1.1 billion, while in 2019 our net income was $930 million.',
    ],
    test: isEarlierYearResult,
  },
  {
    name: 'conditional',
    drops: 'figure',
    reason:
      'a figure said on a condition ("if ..., margin would be") is not what the company reports or expects',
    examples: ['If tariffs fall back to plan, our operating margin would be 7% to 9%.'],
    sentence: (tagged) => CONDITION_OPENING.test(tagged.text),
    test: EVERY,
  },
  {
    name: 'annualized-dividend',
    drops: 'figure',
    reason: "a dividend's annual total restates the declared dividend, it is not one",
    examples: [
      'Our board declared a quarterly dividend of $0.40, an annualized dividend of $1.60.',
    ],
    test: (figure, { tagged }) =>
      figure.metric === 'dividend' &&
      figure.value !== null &&
      ANNUALIZED_BEFORE.test(
        tagged.text.slice(Math.max(0, figure.value.start - 60), figure.value.start),
      ),
  },
  {
    name: 'change-from-earlier-year',
    drops: 'change',
    reason: 'a change measured against two or more years back is no change of the year',
    examples: ['Revenue was $638 million, up 3% compared to 2019.'],
    sentence: (tagged) => tagged.bases.some((tag) => tag.base === 'two-year'),
    test: (figure, { tagged }) =>
      figure.change !== null && comparisonBaseOf(tagged, figure.change.value) === 'two-year',
  },
];

/** The text a trace shows for a candidate: its measure and first amount. */
export function candidateText(text: string, figure: KeyFigure): string {
  const at = startOf(figure);
  const end = figure.range?.high.end ?? figure.value?.end ?? figure.change?.value.end;
  const amount = at === undefined || end === undefined ? '' : ` ${text.slice(at, end)}`;
  return `${figure.label}${amount}`;
}

import type { KeyFigure } from '../extract-figures';
import {
  AMOUNT_ON,
  BUYBACK_PROGRAM,
  HOLDER_WITH,
  IMPACT_ON,
  OWN_AMOUNT_AFTER,
  PRIOR_MEASURE,
  RATIO_AFTER,
  RATIO_OF,
  REVENUE_NOT_AMOUNT,
  TRAILING,
} from './attach/other-measures';
import type { FigureFilter } from './filters';
import type { TaggedSentence } from './tags';

/** The words around the measure a candidate was read for, lower-cased. */
type AroundMeasure = { id: string; before: string; after: string; opening: string };

/** The words around a candidate's measure, or null for a figure named by its amount alone. */
function around(figure: KeyFigure, tagged: TaggedSentence): AroundMeasure | null {
  const at = figure.measure;
  if (!at) return null;
  const { lower } = tagged;
  return {
    id: figure.metric,
    before: lower.slice(Math.max(0, at.start - 90), at.start),
    after: lower.slice(at.end, at.end + 40),
    opening: lower.slice(0, at.start),
  };
}

/** A filter that looks at the words around the measure the candidate was read for. */
function aroundTest(
  test: (words: AroundMeasure) => boolean,
): (figure: KeyFigure, context: { tagged: TaggedSentence }) => boolean {
  return (figure, { tagged }) => {
    const words = around(figure, tagged);
    return words !== null && test(words);
  };
}

/** "Aggregate revenue for the same companies", "revenue of our partner companies". */
const COMPANIES_AFTER =
  /^\s+(?:for|of|from)\s+(?:the\s+|our\s+|these\s+|those\s+)?(?:same\s+|partner\s+|portfolio\s+)?companies\b/;

/** "asset sales", "equity sales": disposals and issues, not revenue. */
const DISPOSAL_BEFORE = /\b(?:asset|share|stock|equity|parcel|land)\s+$/;

/** "Pre-provision net revenue", "our reserve for uncollectible revenue". */
const PROVISION_BEFORE =
  /\b(?:pre-provision|(?:reserves?|allowances?|provisions?)\s+for(?:\s+[\w-]+)?)\s+$/;

/** "our 50% share of Diamond Green Diesel's net income", "Darling's half of the EBITDA". */
const SHARE_OF_BEFORE =
  /\b(?:share|(?<!\b(?:first|second|back|front)[- ])half|portion)\s+of\s+(?:the\s+)?(?:(?!\d)[\w'-]+\s+){0,3}$/;

/** "the financial impact from winter Storm Uri ... is expected to be a net loss of". */
const EVENT_IMPACT = /\b(?:financial|economic)\s+impact\s+(?:of|from)\b[^.;]*$/;

/** "is $48 million": a margin told in dollars, as utilities tell theirs. */
const DOLLARS_AFTER = /^\s+(?:was|were|of|totaled|is)\s+(?:approximately\s+|about\s+)?\$\d/;

/**
 * The filters of a measure named where the company's own figure of it is not told, in the order
 * they run: what the words around the measure make it.
 */
export const MEASURE_FILTERS: readonly FigureFilter[] = [
  {
    name: 'buyback-without-program',
    drops: 'figure',
    reason: 'a buyback named without its program or authorization is no figure of the buyback',
    examples: ['Share repurchases were $20 million in the quarter.'],
    sentence: (tagged) => !BUYBACK_PROGRAM.test(tagged.text),
    test: (figure) => figure.metric === 'buyback' && figure.measure !== undefined,
  },
  {
    name: 'dividend-received',
    drops: 'figure',
    reason: 'a dividend the company receives on shares it holds is not its own dividend',
    examples: [
      'The investee declared a dividend of $0.10 per share, and we expect to receive $4 million.',
    ],
    sentence: (tagged) => /\breceiv(?:e|ed|ing)\b/.test(tagged.lower),
    test: (figure) => figure.metric === 'dividend' && figure.measure !== undefined,
  },
  {
    name: 'another-holders-revenue',
    drops: 'figure',
    reason:
      "revenue of a business held, bought or sold, of assets sold, or before provisions is not the company's revenue",
    examples: [
      'We closed dispositions with annual revenue of approximately $900 million.',
      'Aggregate revenue for the same companies was $310 million.',
    ],
    test: aroundTest(
      ({ id, before, after }) =>
        id === 'revenue' &&
        (HOLDER_WITH.test(before.slice(-60)) ||
          COMPANIES_AFTER.test(after) ||
          DISPOSAL_BEFORE.test(before) ||
          PROVISION_BEFORE.test(before) ||
          REVENUE_NOT_AMOUNT.test(after) ||
          // "Elkhart's net sales at the time of acquisition": a business bought.
          /^\s+at the time of (?:the\s+|its\s+)?acquisition\b/.test(after)),
    ),
  },
  {
    name: 'cost-line',
    drops: 'figure',
    reason:
      'selling, general and administrative costs and the cost of sales are costs, not the measure',
    examples: ['Sales, general and administrative expenses were $80 million.'],
    test: aroundTest(
      ({ before, after }) =>
        /^,?\s*general\s+(?:and|&)\s+administrative/.test(after) ||
        /\bcosts? of\s+(?:goods\s+)?$/.test(before.slice(-16)),
    ),
  },
  {
    name: 'ratio-to-measure',
    drops: 'figure',
    reason: 'a ratio to the measure ("as a percent of sales", "EBITDA per key") is not its level',
    examples: ['Adjusted EBITDA per key was $25,000 this quarter.'],
    test: aroundTest(
      ({ before, after }) => RATIO_OF.test(before.slice(-24)) || RATIO_AFTER.test(after),
    ),
  },
  {
    name: 'impact-on-measure',
    drops: 'figure',
    reason: 'an impact on a measure, or the loss an event causes, is not the measure',
    examples: ['The impact of the offering on adjusted earnings per share was $0.04.'],
    test: aroundTest(
      ({ before, after, opening }) =>
        IMPACT_ON.test(before) ||
        EVENT_IMPACT.test(opening) ||
        (AMOUNT_ON.test(before) && !OWN_AMOUNT_AFTER.test(after)),
    ),
  },
  {
    name: 'measure-set-apart',
    drops: 'figure',
    reason: 'a measure named after "excluding" is set apart from another, not reported',
    examples: ['Excluding acquisition revenues of $5.5 million, costs rose 3%.'],
    test: aroundTest(({ before }) =>
      /\bexcluding\s+(?:the\s+|other\s+)?(?:[\w-]+\s+){0,2}$/.test(before.slice(-50)),
    ),
  },
  {
    name: 'share-of-another',
    drops: 'figure',
    reason:
      "a line of income, the company's share of another's measure or a stock of what it counts is not the measure",
    examples: [
      'Other operating income increased to $9.2 million.',
      "Our 50% share of the joint venture's net income was $40 million.",
    ],
    test: aroundTest(
      ({ id, before }) =>
        (/^(?:operating|net)-income$/.test(id) && /\bother\s+$/.test(before)) ||
        SHARE_OF_BEFORE.test(before.slice(-50)) ||
        /\binventor(?:y|ies)\s+of\s+(?:[\w-]+\s+){0,2}$/.test(before),
    ),
  },
  {
    name: 'trailing-twelve-months',
    drops: 'figure',
    reason: "a measure over the trailing twelve months is not the period's figure",
    examples: ['Our LTM adjusted EBITDA reached $410 million.'],
    test: aroundTest(
      ({ before, after }) => TRAILING.test(before.slice(-60)) || TRAILING.test(after),
    ),
  },
  {
    name: 'prior-period-measure',
    drops: 'figure',
    reason:
      'a measure named as an earlier period\'s ("the prior-year third quarter sales") is a base',
    examples: ["Last year's third quarter net income was $90 million."],
    test: aroundTest(({ before }) => PRIOR_MEASURE.test(before.slice(-50))),
  },
  {
    name: 'outlook-midpoint',
    drops: 'figure',
    reason: "the midpoint of an outlook's range is worked out, not said as a figure",
    examples: ['Midpoint revenues of $1.4 billion are 30% higher than last year.'],
    test: aroundTest(({ before }) => /\bmid-?point\s+$/.test(before)),
  },
  {
    name: 'margin-in-dollars',
    drops: 'figure',
    reason: 'a margin told in dollars, as utilities tell theirs, has no rate to report',
    examples: ['Electric adjusted gross margin was $41 million, an increase of $2 million or 5%.'],
    test: (figure, { tagged }) =>
      figure.measure !== undefined &&
      // The margin named, not one worked out from an amount ("EBITDA of $22 million or 9.6%").
      /margin/.test(tagged.lower.slice(figure.measure.start, figure.measure.end)) &&
      DOLLARS_AFTER.test(tagged.text.slice(figure.measure.end, figure.measure.end + 30)),
  },
];

/**
 * The ways a sentence ties an amount to a measure, each a named rule. `pattern` writes the rule
 * over the sentence's tags (MEASURE, AMOUNT, PCT, RANGE, CHANGE, PERIOD, GUIDANCE; `?` marks an
 * optional tag, lower-case words are said as written). Every figure the reader keeps names its
 * rule, and `examples` are sentences the rule must read (checked in `rules.test.ts`).
 */
export type FigureRule = {
  name: RuleName;
  pattern: string;
  description: string;
  examples: readonly string[];
};

export type RuleName =
  | 'measure-verb-amount'
  | 'measure-change-to-amount'
  | 'amount-of-measure'
  | 'rate-before-measure'
  | 'range-outlook'
  | 'adjusted-alternative'
  | 'respective-list'
  | 'amount-per-share'
  | 'shares-repurchased'
  | 'implied-margin'
  | 'pct-change-in-measure'
  | 'measure-change'
  | 'growth-outlook'
  | 'worded-growth';

export const FIGURE_RULES: readonly FigureRule[] = [
  {
    name: 'measure-verb-amount',
    pattern: 'MEASURE VERB? AMOUNT',
    description: 'A measure followed by its level: the first fitting amount of its clause.',
    examples: ['Net sales were $2.5 billion in the second quarter.'],
  },
  {
    name: 'measure-change-to-amount',
    pattern: 'MEASURE CHANGE PCT|AMOUNT to AMOUNT',
    description:
      'A measure that changed by a rate or an amount to a level: the level after "to" is the figure, the rate its change.',
    examples: ['Adjusted EBITDA increased 12% to $310 million.'],
  },
  {
    name: 'amount-of-measure',
    pattern: 'we VERB AMOUNT of|in MEASURE',
    description:
      'The company reporting an amount said before the measure it counts ("we generated $X of sales").',
    examples: ['In the quarter we generated $410 million of free cash flow.'],
  },
  {
    name: 'rate-before-measure',
    pattern: 'PCT|RANGE MEASURE',
    description: 'A measure told as a rate, said before it ("a 23.4% gross margin").',
    examples: ['We delivered a 23.4% gross margin this quarter.'],
  },
  {
    name: 'range-outlook',
    pattern: 'GUIDANCE MEASURE ... RANGE',
    description: "An outlook's range of a measure: one figure with its low and high ends.",
    examples: ['For the full year we expect revenue of $4.1 billion to $4.3 billion.'],
  },
  {
    name: 'adjusted-alternative',
    pattern: 'MEASURE AMOUNT|RANGE or AMOUNT|RANGE BASIS',
    description:
      'A measure given on two bases in a row ("$1.10 or $1.25 on an adjusted basis"): the second is the adjusted figure.',
    examples: ['Earnings per share were $1.10, or $1.25 on an adjusted basis.'],
  },
  {
    name: 'respective-list',
    pattern: 'MEASURE and MEASURE VERB AMOUNT and AMOUNT respectively',
    description: 'Measures listed with their amounts in the same order, ending in "respectively".',
    examples: ['Net sales and adjusted EBITDA were $800 million and $120 million, respectively.'],
  },
  {
    name: 'amount-per-share',
    pattern: 'AMOUNT|RANGE per share',
    description:
      'A per-share amount of earnings or funds from operations, named by the words after the number.',
    examples: ['We earned $0.84 per diluted share in the quarter.'],
  },
  {
    name: 'shares-repurchased',
    pattern: 'we VERB AMOUNT of stock | we VERB COUNT shares for AMOUNT',
    description:
      'What the company spent buying back its shares, said with the verb of buying rather than the name of the program.',
    examples: [
      'During the quarter we repurchased 410,000 shares for a total cost of $12.5 million.',
      'We bought back $150 million of our stock in the quarter.',
    ],
  },
  {
    name: 'implied-margin',
    pattern: 'MEASURE AMOUNT or|representing PCT of revenues | a margin of PCT',
    description:
      "A rate of revenue said right after an EBITDA or operating income amount: the measure's margin, with the amount's basis and period.",
    examples: [
      'Adjusted EBITDA was $41.5 million or 12.3% of revenues.',
      'Operating income totaled $96 million, representing a margin of 14.1%.',
    ],
  },
  {
    name: 'pct-change-in-measure',
    pattern: 'we VERB PCT CHANGE in MEASURE',
    description:
      'A change of revenue the company reports before naming it ("we delivered a 14% increase in sales"); it states no level.',
    examples: ['We delivered a 14% increase in sales this quarter.'],
  },
  {
    name: 'measure-change',
    pattern: 'MEASURE CHANGE PCT',
    description: 'A change of revenue said after it without a level ("revenue grew 7%").',
    examples: ['Revenue grew 7% from a year ago.'],
  },
  {
    name: 'growth-outlook',
    pattern: 'GUIDANCE MEASURE CHANGE PCT|RANGE',
    description: 'An outlook of growth as a rate or a range of rates, with no level.',
    examples: ['We expect revenue to grow 6% to 8% next year.'],
  },
  {
    name: 'worded-growth',
    pattern: 'GUIDANCE MEASURE CHANGE low|mid|high single|double digits',
    description: 'An outlook of growth said in words rather than numbers.',
    examples: ['We expect sales to grow in the mid-single digits next year.'],
  },
];

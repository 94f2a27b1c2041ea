import type { KeyFigure } from '../extract-figures';
import type { CallPeriod } from '../period';
import { readAfter } from './attach/after';
import { readImpliedMargins } from './attach/margin';
import {
  readAlternative,
  readAmountOf,
  readGrowthBefore,
  readRateBefore,
  readRespective,
  widenToRange,
  type MentionReading,
} from './attach/measure';
import { readPerShare } from './attach/per-share';
import { readRepurchases } from './attach/repurchase';
import type { AttachSentence } from './attach/sentence';
import { withWordedGrowth } from './attach/worded';
import type { MeasuredSentence } from './tags';

/**
 * When a rule reads, in the order the reader runs them: `claim` reads the whole sentence before
 * any measure, so that the amounts it takes are no measure's ("repurchases of 1.5 million shares
 * settled for $174 million"), though its figures are listed after theirs; `before` reads the
 * words before one measure, and the first rule that reads stops the others; `after` reads the
 * amounts after a measure that no `before` rule read; `figures` reads the sentence again with the
 * figures of its measures; `rest` reads the amounts no measure took; `words` reads growth said in
 * words, with every figure of the sentence.
 */
export type RulePhase = 'claim' | 'before' | 'after' | 'figures' | 'rest' | 'words';

/** The reader a rule of each phase runs. */
export type PhaseReaders = {
  claim: (s: AttachSentence) => KeyFigure[];
  /** True when the rule has read the measure, so that no later `before` rule runs. */
  before: (s: AttachSentence, reading: MentionReading) => boolean;
  after: (s: AttachSentence, reading: MentionReading) => void;
  figures: (s: AttachSentence, figures: readonly KeyFigure[]) => KeyFigure[];
  rest: (s: AttachSentence) => KeyFigure[];
  /** Returns every figure of the sentence, those given with the ones it adds or replaces. */
  words: (
    measured: MeasuredSentence,
    sentence: number,
    call: CallPeriod,
    figures: KeyFigure[],
  ) => KeyFigure[];
};

type RuleText = {
  name: RuleName;
  pattern: string;
  description: string;
  examples: readonly string[];
};

/**
 * The ways a sentence ties an amount to a measure, each a named rule. `pattern` writes the rule
 * over the sentence's tags (MEASURE, AMOUNT, PCT, RANGE, CHANGE, PERIOD, GUIDANCE; `?` marks an
 * optional tag, lower-case words are said as written). Every figure the reader keeps names its
 * rule, and `examples` are sentences the rule must read (checked in `rules.test.ts`). The reader
 * runs the table: phase by phase, and within a phase in the table's order, each `read` once
 * (the rules of an amount after its measure share one pass over the measure's clause, and the
 * figure names the rule from what that pass found).
 */
export type FigureRule = {
  [P in RulePhase]: RuleText & { reads: P; read: PhaseReaders[P] };
}[RulePhase];

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
    name: 'shares-repurchased',
    reads: 'claim',
    read: readRepurchases,
    pattern: 'we VERB AMOUNT of stock | we VERB COUNT shares for AMOUNT',
    description:
      'What the company spent buying back its shares, said with the verb of buying rather than the name of the program.',
    examples: [
      'During the quarter we repurchased 410,000 shares for a total cost of $12.5 million.',
      'We bought back $150 million of our stock in the quarter.',
    ],
  },
  {
    name: 'respective-list',
    reads: 'before',
    read: readRespective,
    pattern: 'MEASURE and MEASURE VERB AMOUNT and AMOUNT respectively',
    description: 'Measures listed with their amounts in the same order, ending in "respectively".',
    examples: ['Net sales and adjusted EBITDA were $800 million and $120 million, respectively.'],
  },
  {
    name: 'amount-of-measure',
    reads: 'before',
    read: readAmountOf,
    pattern: 'we VERB AMOUNT of|in MEASURE | we invested|spent AMOUNT in|on capex',
    description:
      'The company reporting an amount said before the measure it counts ("we generated $X of sales"), or what it spent on capital expenditures.',
    examples: [
      'In the quarter we generated $410 million of free cash flow.',
      'We invested $35 million in capital expenditures this quarter.',
    ],
  },
  {
    name: 'rate-before-measure',
    reads: 'before',
    read: readRateBefore,
    pattern: 'PCT|RANGE MEASURE',
    description: 'A measure told as a rate, said before it ("a 23.4% gross margin").',
    examples: ['We delivered a 23.4% gross margin this quarter.'],
  },
  {
    name: 'pct-change-in-measure',
    reads: 'before',
    read: readGrowthBefore,
    pattern: 'we VERB PCT CHANGE in MEASURE',
    description:
      'A change of revenue the company reports before naming it ("we delivered a 14% increase in sales"); it states no level.',
    examples: ['We delivered a 14% increase in sales this quarter.'],
  },
  {
    name: 'measure-verb-amount',
    reads: 'after',
    read: readAfter,
    pattern: 'MEASURE VERB? AMOUNT',
    description: 'A measure followed by its level: the first fitting amount of its clause.',
    examples: ['Net sales were $2.5 billion in the second quarter.'],
  },
  {
    name: 'measure-change-to-amount',
    reads: 'after',
    read: readAfter,
    pattern: 'MEASURE CHANGE PCT|AMOUNT to AMOUNT',
    description:
      'A measure that changed by a rate or an amount to a level: the level after "to" is the figure, the rate its change.',
    examples: ['Adjusted EBITDA increased 12% to $310 million.'],
  },
  {
    name: 'measure-change',
    reads: 'after',
    read: readAfter,
    pattern: 'MEASURE CHANGE PCT',
    description: 'A change of revenue said after it without a level ("revenue grew 7%").',
    examples: ['Revenue grew 7% from a year ago.'],
  },
  {
    name: 'growth-outlook',
    reads: 'after',
    read: readAfter,
    pattern: 'GUIDANCE MEASURE CHANGE PCT|RANGE',
    description: 'An outlook of growth as a rate or a range of rates, with no level.',
    examples: ['We expect revenue to grow 6% to 8% next year.'],
  },
  {
    name: 'range-outlook',
    reads: 'after',
    read: widenToRange,
    pattern: 'GUIDANCE MEASURE ... RANGE',
    description: "An outlook's range of a measure: one figure with its low and high ends.",
    examples: ['For the full year we expect revenue of $4.1 billion to $4.3 billion.'],
  },
  {
    name: 'adjusted-alternative',
    reads: 'after',
    read: readAlternative,
    pattern: 'MEASURE AMOUNT|RANGE or AMOUNT|RANGE BASIS',
    description:
      'A measure given on two bases in a row ("$1.10 or $1.25 on an adjusted basis"): the second is the adjusted figure.',
    examples: ['Earnings per share were $1.10, or $1.25 on an adjusted basis.'],
  },
  {
    name: 'implied-margin',
    reads: 'figures',
    read: readImpliedMargins,
    pattern: 'MEASURE AMOUNT or|representing PCT of revenues | a margin of PCT',
    description:
      "A rate of revenue said right after an EBITDA or operating income amount: the measure's margin, with the amount's basis and period.",
    examples: [
      'Adjusted EBITDA was $41.5 million or 12.3% of revenues.',
      'Operating income totaled $96 million, representing a margin of 14.1%.',
    ],
  },
  {
    name: 'amount-per-share',
    reads: 'rest',
    read: readPerShare,
    pattern: 'AMOUNT|RANGE per share',
    description:
      'A per-share amount of earnings or funds from operations, named by the words after the number.',
    examples: ['We earned $0.84 per diluted share in the quarter.'],
  },
  {
    name: 'worded-growth',
    reads: 'words',
    read: withWordedGrowth,
    pattern: 'GUIDANCE MEASURE CHANGE low|mid|high single|double digits',
    description: 'An outlook of growth said in words rather than numbers.',
    examples: ['We expect sales to grow in the mid-single digits next year.'],
  },
];

/** Each phase's readers, in the table's order, each once. */
export const RULE_READERS: { readonly [P in RulePhase]: readonly PhaseReaders[P][] } =
  readersByPhase(FIGURE_RULES);

function readersByPhase(rules: readonly FigureRule[]): { [P in RulePhase]: PhaseReaders[P][] } {
  const readers: { [P in RulePhase]: PhaseReaders[P][] } = {
    claim: [],
    before: [],
    after: [],
    figures: [],
    rest: [],
    words: [],
  };
  const add = <T>(list: T[], read: T) => {
    if (!list.includes(read)) list.push(read);
  };
  for (const rule of rules) {
    switch (rule.reads) {
      case 'claim':
        add(readers.claim, rule.read);
        break;
      case 'before':
        add(readers.before, rule.read);
        break;
      case 'after':
        add(readers.after, rule.read);
        break;
      case 'figures':
        add(readers.figures, rule.read);
        break;
      case 'rest':
        add(readers.rest, rule.read);
        break;
      case 'words':
        add(readers.words, rule.read);
        break;
    }
  }
  return readers;
}

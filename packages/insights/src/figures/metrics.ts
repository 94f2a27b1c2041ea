import type { QuantityKind } from '../text/quantities';

/** The financial measures the engine recognises. */
export type MetricId =
  | 'eps'
  | 'ffo'
  | 'revenue'
  | 'net-income'
  | 'ebitda'
  | 'operating-income'
  | 'free-cash-flow'
  | 'operating-cash-flow'
  | 'capex'
  | 'gross-margin'
  | 'operating-margin'
  | 'operating-ratio'
  | 'ebitda-margin'
  | 'same-store-sales'
  | 'net-interest-income'
  | 'net-interest-margin'
  | 'book-value'
  | 'backlog'
  | 'orders'
  | 'dividend'
  | 'buyback'
  | 'aum';

/** How a metric is written, how it reads in a bullet and which quantities fit it. */
export type MetricDefinition = {
  id: MetricId;
  /** Cheap substring tests: the pattern only runs when one of them occurs. */
  hints: readonly string[];
  pattern: RegExp;
  /** Bullet wording; `{basis}` is replaced by "adjusted", "gaap" or removed. */
  label: string;
  kinds: readonly QuantityKind[];
  /** Base importance of a figure of this metric in a newswire brief. */
  weight: number;
};

const BASIS = String.raw`(?:(?:adjusted|non-gaap|gaap|core|comparable|operating|diluted|basic|reported|normalized|recurring|pro forma|continuing|net|total)\s+)*`;

/** Ordered: earlier definitions win when two patterns cover the same words. */
export const METRICS: readonly MetricDefinition[] = [
  {
    id: 'ffo',
    hints: ['ffo', 'funds from'],
    pattern: new RegExp(
      String.raw`\b${BASIS}(?:a?ffo|funds from operations)(?:\s+per\s+(?:diluted\s+)?share)?`,
      'g',
    ),
    label: '{basis} ffo per share',
    kinds: ['money'],
    weight: 1,
  },
  {
    id: 'eps',
    hints: ['share', 'eps'],
    pattern: new RegExp(
      String.raw`\b${BASIS}(?:(?:earnings|income|loss|earnings \(loss\)|net income \(loss\))\s+(?:from continuing operations\s+)?per\s+(?:diluted\s+|basic\s+|common\s+)*share|eps)\b`,
      'g',
    ),
    label: '{basis} earnings per share',
    kinds: ['money'],
    weight: 1,
  },
  {
    // A bank's net interest income as a rate of its earning assets.
    id: 'net-interest-margin',
    hints: ['net interest', 'nim'],
    pattern: /\b(?:net interest margins?|nims?)\b/g,
    label: '{basis} net interest margin',
    kinds: ['percent'],
    weight: 0.3,
  },
  {
    id: 'net-interest-income',
    hints: ['net interest'],
    // "net interest income before provision for credit losses", "net interest income (FTE)".
    pattern:
      /\bnet interest income\b(?:\s+\(fte\)|\s+before (?:the\s+)?provisions? for (?:credit|loan) losses\b)?/g,
    label: 'net interest income',
    kinds: ['money'],
    weight: 0.4,
  },
  {
    id: 'same-store-sales',
    hints: ['sales', 'comps'],
    pattern:
      /\b(?:(?:same[- ]store|comparable[- ]store|comp(?:arable)?|same[- ]restaurant)\s+sales|(?:total\s+company|total|overall|consolidated)\s+comps)\b/g,
    label: 'same-store sales',
    kinds: ['percent'],
    weight: 0.5,
  },
  {
    id: 'ebitda-margin',
    hints: ['ebitda'],
    pattern: /\b(?:adjusted\s+)?ebitda margins?\b/g,
    label: '{basis} ebitda margin',
    kinds: ['percent'],
    weight: 0.1,
  },
  {
    id: 'revenue',
    hints: ['revenue', 'sales', 'organic growth'],
    // "net sales per hectoliter", "revenue per available room": a price or yield, not revenue;
    // "the revenue lift", "sales volumes", "revenue synergies": a noun after it names another
    // measure, as do "sales and marketing" (an expense) and "sales and trading" (a bank's
    // business); "net sales revenue" is one measure.
    pattern:
      /\b(?:(?:(?:total|net|consolidated|organic|reported|quarterly|operating|gaap|adjusted)\s+)*(?:sales\s+revenues?|revenues?|sales)(?!\s+(?:per|lift|impacts?|benefits?|contributions?|synerg\w*|opportunit\w*|headwinds?|tailwinds?|shortfalls?|mix|base|streams?|pipeline|run[- ]rate|targets?|goals?|ambitions?|potential|force|teams?|people|reps|representatives|organization|cycles?|production|funnel|margins?|volumes?|trends?|momentum|leverage)\b|\s*(?:and|&)\s+(?:trading|marketing)\b)|organic growth)\b/g,
    label: 'revenue',
    kinds: ['money', 'percent'],
    weight: 0.6,
  },
  {
    id: 'ebitda',
    hints: ['ebitda'],
    pattern: /\b(?:adjusted\s+|consolidated\s+)*ebitda\b/g,
    label: '{basis} ebitda',
    kinds: ['money'],
    weight: 0.15,
  },
  {
    id: 'net-income',
    hints: ['net '],
    pattern: /\b(?:(?:adjusted|gaap|reported|after-tax)\s+)*net (?:income|earnings|loss)\b/g,
    label: '{basis} net income',
    kinds: ['money'],
    weight: 0.12,
  },
  {
    id: 'operating-income',
    hints: ['operating'],
    pattern: /\b(?:adjusted\s+)?operating (?:income|profit|earnings)\b/g,
    label: '{basis} operating income',
    kinds: ['money'],
    weight: 0.12,
  },
  {
    id: 'free-cash-flow',
    hints: ['free cash', 'free operating cash'],
    // "free operating cash flow" is free cash flow by another name.
    pattern: /\b(?:adjusted\s+)?free (?:operating )?cash flows?\b/g,
    label: 'free cash flow',
    kinds: ['money'],
    weight: 0.12,
  },
  {
    id: 'operating-cash-flow',
    hints: ['cash'],
    pattern:
      /\b(?:cash (?:flows? )?(?:from|provided by) operati(?:ons|ng activities)|operating cash flows?)\b/g,
    label: 'operating cash flow',
    kinds: ['money'],
    weight: 0.08,
  },
  {
    id: 'capex',
    hints: ['capital expend', 'capex', 'capital spending'],
    pattern: /\b(?:(?:gross|net|total)\s+)?(?:capital expenditures?|capex|capital spending)\b/g,
    label: 'capital expenditures',
    kinds: ['money'],
    weight: 0.08,
  },
  {
    id: 'gross-margin',
    hints: ['gross'],
    pattern: /\b(?:adjusted\s+)?gross (?:profit )?margins?\b/g,
    label: '{basis} gross margin',
    kinds: ['percent'],
    weight: 0.06,
  },
  {
    id: 'operating-margin',
    hints: ['operating'],
    // "operating profit margin": the same rate.
    pattern: /\b(?:adjusted\s+)?operating (?:profit )?margins?\b/g,
    label: '{basis} operating margin',
    kinds: ['percent'],
    weight: 0.06,
  },
  {
    // A railroad's or trucker's operating expenses as a share of revenue.
    id: 'operating-ratio',
    hints: ['operating ratio'],
    pattern: /\b(?:adjusted\s+)?operating ratio\b/g,
    label: 'operating ratio',
    kinds: ['percent'],
    weight: 0.5,
  },
  {
    id: 'book-value',
    hints: ['book value'],
    pattern: /\b(?:tangible\s+)?book value per (?:common\s+)?share\b/g,
    label: 'book value per share',
    kinds: ['money'],
    weight: 0.2,
  },
  {
    id: 'aum',
    hints: ['assets under', 'aum'],
    pattern:
      /\b(?:average\s+)?(?:assets under (?:management|administration)(?: and administration)?|aum)\b/g,
    label: 'assets under management',
    kinds: ['money'],
    weight: 0.3,
  },
  {
    id: 'backlog',
    hints: ['backlog'],
    pattern: /\bbacklog\b/g,
    label: 'backlog',
    kinds: ['money'],
    weight: 0.06,
  },
  {
    id: 'orders',
    hints: ['order', 'booking'],
    pattern: /\b(?:new\s+)?(?:orders|bookings|order intake)\b/g,
    label: 'orders',
    kinds: ['money'],
    weight: 0.08,
  },
  {
    id: 'dividend',
    hints: ['dividend'],
    pattern: /\b(?:quarterly\s+|cash\s+)*dividends?\b/g,
    label: 'quarterly dividend',
    kinds: ['money', 'percent'],
    weight: 0.08,
  },
  {
    id: 'buyback',
    hints: ['repurchase', 'buyback'],
    pattern: /\b(?:share |stock )?(?:repurchase|buyback)(?: program| authorization| plan)?s?\b/g,
    label: 'share repurchase',
    kinds: ['money'],
    weight: 0.1,
  },
];

import type { ComparisonBase } from '../extract-figures';
import { phraseTable } from './words';

/**
 * The words that say what a change is measured against. A bare year ("versus 2019") is read
 * apart, against the call's own year.
 */
export const BASE_PHRASES = phraseTable<ComparisonBase>([
  ['year over year', 'year-ago'],
  ['year-over-year', 'year-ago'],
  ['year-on-year', 'year-ago'],
  ['a year ago', 'year-ago'],
  ['the year-ago', 'year-ago'],
  ['year-ago', 'year-ago'],
  ['prior year', 'year-ago'],
  ['prior-year', 'year-ago'],
  ['last year', 'year-ago'],
  ['the prior year', 'year-ago'],
  ['the same quarter last year', 'year-ago'],
  ['the same period last year', 'year-ago'],
  ['sequentially', 'sequential'],
  ['sequential', 'sequential'],
  ['quarter over quarter', 'sequential'],
  ['quarter-over-quarter', 'sequential'],
  ['the prior quarter', 'sequential'],
  ['the previous quarter', 'sequential'],
  ['last quarter', 'sequential'],
  ['the linked quarter', 'sequential'],
  ['two years ago', 'two-year'],
  ['two-year', 'two-year'],
  ['pre-pandemic', 'two-year'],
  ['pre-covid', 'two-year'],
  ['our guidance', 'other'],
  ['our outlook', 'other'],
  ['our plan', 'other'],
  ['plan', 'other'],
  ['consensus', 'other'],
  ['our expectations', 'other'],
]);

/** Words that open a comparison, before the period or the amount compared with. */
export const VERSUS_PHRASES = phraseTable<true>([
  ['versus', true],
  ['vs', true],
  ['compared with', true],
  ['compared to', true],
  ['from', true],
  ['over', true],
  ['than', true],
]);

/** Verbs and nouns of a change; the value says which way it goes. */
export const CHANGE_PHRASES = phraseTable<'up' | 'down'>([
  ['up', 'up'],
  ['rose', 'up'],
  ['grew', 'up'],
  ['increased', 'up'],
  ['increase', 'up'],
  ['increases', 'up'],
  ['improved', 'up'],
  ['growth', 'up'],
  ['higher', 'up'],
  ['expanded', 'up'],
  ['down', 'down'],
  ['fell', 'down'],
  ['declined', 'down'],
  ['decline', 'down'],
  ['decreased', 'down'],
  ['decrease', 'down'],
  ['dropped', 'down'],
  ['lower', 'down'],
  ['contracted', 'down'],
]);

/** The accounting basis a figure is said on. */
export const BASIS_PHRASES = phraseTable<'gaap' | 'adjusted'>([
  ['gaap', 'gaap'],
  ['reported', 'gaap'],
  ['as reported', 'gaap'],
  ['non-gaap', 'adjusted'],
  ['adjusted', 'adjusted'],
  ['excluding', 'adjusted'],
  ['core', 'adjusted'],
  ['pro forma', 'adjusted'],
  ['underlying', 'adjusted'],
]);

/** Words of an outlook. */
export const GUIDANCE_PHRASES = phraseTable<true>(
  [
    'expect',
    'expects',
    'expected',
    'expecting',
    'outlook',
    'guidance',
    'guide',
    'anticipate',
    'anticipates',
    'target',
    'targets',
    'forecast',
    'forecasts',
    'project',
    'projects',
  ].map((word) => [word, true] as const),
);

/** Words that, after a capitalised name, make it a part of the business. */
export const PART_KINDS: ReadonlySet<string> = new Set([
  'segment',
  'segments',
  'division',
  'divisions',
  'business',
  'businesses',
  'group',
  'groups',
  'region',
  'regions',
  'unit',
  'units',
]);

/** Capitalised words that open a sentence or name the company, never a part of it. */
export const NOT_PART_NAMES: ReadonlySet<string> = new Set([
  'the',
  'our',
  'its',
  'this',
  'that',
  'each',
  'total',
  'every',
  'company',
  'consolidated',
  'overall',
  'core',
  'we',
  'in',
  'and',
]);

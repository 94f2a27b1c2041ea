import { describe, expect, it } from 'vitest';
import { comparisonBaseOf } from './base';
import { measureSentence, tagSentence } from './tags';

/** The base of the change said at `rate` in a sentence of a 2021 call. */
function baseOf(text: string, rate: string) {
  const tagged = tagSentence(measureSentence(text), 2021);
  const change = tagged.amounts.find((q) => text.slice(q.start, q.end) === rate);
  if (!change) throw new Error(`no ${rate} in ${text}`);
  return comparisonBaseOf(tagged, change);
}

describe('tagSentence', () => {
  it('tags a part named with its kind and a part the caller knows', () => {
    const tagged = tagSentence(
      measureSentence('In our Marine Systems segment revenue rose, and Aerospace grew too.'),
      2021,
      ['Aerospace'],
    );
    expect(tagged.parts.map((p) => p.name)).toEqual(['Marine Systems', 'Aerospace']);
  });

  it('tags the words of an outlook and of a basis', () => {
    const tagged = tagSentence(
      measureSentence('We expect adjusted earnings of $2.10 per share.'),
      2021,
    );
    expect(tagged.guidance).toHaveLength(1);
    expect(tagged.basis.map((b) => b.basis)).toEqual(['adjusted']);
  });
});

describe('comparisonBaseOf', () => {
  it.each([
    ['Revenue rose 10% from a year ago.', '10%', 'year-ago'],
    ['Revenue rose 10% year-over-year.', '10%', 'year-ago'],
    ['Revenue rose 4% sequentially.', '4%', 'sequential'],
    ['Revenue rose 12% versus 2019.', '12%', 'two-year'],
    ['Revenue rose 12% compared with the second quarter of 2020.', '12%', 'year-ago'],
    ['Revenue was 6% above our plan.', '6%', 'other'],
    ['Compared with last year, revenue rose 5%.', '5%', 'year-ago'],
    ['Revenue rose 10%.', '10%', 'unspecified'],
  ])('%s', (text, rate, base) => {
    expect(baseOf(text, rate)).toBe(base);
  });

  it('does not take the base of another rate in the clause', () => {
    expect(baseOf('Revenue rose 10%, and margin rose 2% sequentially.', '10%')).toBe('unspecified');
  });
});

import { describe, expect, it } from 'vitest';
import { pairCitations, quarterLabel, truncateText } from './cited-text';
import { markdownFileName } from './export-markdown';

const TRANSCRIPT = new Map([
  [3, 'Revenue rose 12 percent to $1.2 billion.'],
  [7, 'Margins in the U.S. improved.'],
  [8, 'Europe was flat.'],
]);
const lookup = (id: number) => TRANSCRIPT.get(id);

describe('pairCitations', () => {
  it('cuts the text where the cited transcript sentences end', () => {
    const text =
      'Revenue rose 12 percent to $1.2 billion. Margins in the U.S. improved. Europe was flat.';
    expect(pairCitations(text, [[3], [7, 8]], lookup)).toEqual([
      { text: 'Revenue rose 12 percent to $1.2 billion.', citations: [3] },
      { text: 'Margins in the U.S. improved. Europe was flat.', citations: [7, 8] },
    ]);
  });

  it('falls back to sentence punctuation for reworded text', () => {
    expect(pairCitations('Sales grew. Costs fell!', [[3], [8]], lookup)).toEqual([
      { text: 'Sales grew.', citations: [3] },
      { text: 'Costs fell!', citations: [8] },
    ]);
  });

  it('cites every sentence from the whole text when the pieces do not line up', () => {
    expect(pairCitations('One. Two. Three.', [[8], [3]], lookup)).toEqual([
      { text: 'One. Two. Three.', citations: [3, 8] },
    ]);
  });

  it('returns nothing for an empty text', () => {
    expect(pairCitations('  ', [[3]], lookup)).toEqual([]);
  });
});

describe('formatting', () => {
  it('cuts a description to the limit plus "..."', () => {
    expect(truncateText('abcdef', 4)).toBe('abcd...');
    expect(truncateText('abc', 4)).toBe('abc');
  });

  it('labels quarters and names the export file', () => {
    expect(quarterLabel(2, 2024)).toBe('Q2 2024');
    expect(quarterLabel(null, 2024)).toBe('2024');
    expect(quarterLabel(null, null)).toBe('Undated');
    expect(
      markdownFileName('Acme Robotics, Inc.', { quarter: 2, year: 2024 } as Parameters<
        typeof markdownFileName
      >[1]),
    ).toBe('acme-robotics-inc-q2-2024.md');
  });
});

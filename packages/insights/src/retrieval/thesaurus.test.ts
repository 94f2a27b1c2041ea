import { describe, expect, it } from 'vitest';
import { EXPANSION_WEIGHT, expandQuery, queryWeights } from './thesaurus';

describe('expandQuery', () => {
  it("adds the words a call uses for the question's phrase", () => {
    const { own, expanded } = expandQuery('How much stock did Zenith buy back?');
    expect(own.has('buy')).toBe(true);
    expect(expanded.has('repurchas')).toBe(true);
    expect(expandQuery('What did the top line do?').expanded.has('revenu')).toBe(true);
    expect(expandQuery('What EPS did they post?').expanded.has('earn')).toBe(true);
  });

  it('expands only when every word of a phrase is asked', () => {
    // "top" alone is not "top line".
    expect(expandQuery('Who are the top customers?').expanded.has('revenu')).toBe(false);
  });
});

describe('queryWeights', () => {
  it("weighs names below the question's words and leaves out the asking verbs", () => {
    const weights = queryWeights('How much EBITDA did Iron Mountain book in Q4?');
    expect(weights.get('ebitda')).toBe(1);
    expect(weights.get('iron')).toBeLessThan(1);
    expect(weights.has('book')).toBe(false);
    expect(weights.get('fourth')).toBe(EXPANSION_WEIGHT);
  });
});

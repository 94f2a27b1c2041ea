import { describe, expect, it } from 'vitest';
import type { FigureDocument, FigureRecord } from './figure-record';
import { figuresMatch, scoreCorpus, scoreDocument } from './score-figures';

const revenue: FigureRecord = {
  metric: 'revenue',
  scope: 'company',
  period: 'Q1 2021',
  kind: 'actual',
  basis: 'unspecified',
  unit: 'USD',
  value: 9_390_000_000,
  low: null,
  high: null,
  changePct: 7.3,
  lines: [12],
};

function doc(figures: FigureRecord[]): FigureDocument {
  return { doc: 'ACME_q1_2021', callPeriod: 'Q1 2021', figures };
}

describe('matching a predicted key figure with a labelled one', () => {
  it('accepts a value within half a percent and any basis against an unspecified one', () => {
    expect(figuresMatch({ ...revenue, value: 9_400_000_000, basis: 'gaap' }, revenue)).toBe(true);
  });

  it('refuses another measure, kind, period, scope, basis or a value further off', () => {
    const label = { ...revenue, basis: 'adjusted' as const };
    for (const predicted of [
      { ...label, metric: 'ebitda' },
      { ...label, kind: 'guidance' as const },
      { ...label, period: 'Q1 2020' },
      { ...label, scope: 'Marine Systems' },
      { ...label, basis: 'gaap' as const },
      { ...label, value: 9_500_000_000 },
    ])
      expect(figuresMatch(predicted, label)).toBe(false);
  });

  it('compares a part by name, whatever its case and punctuation, and a range at both ends', () => {
    const part = { ...revenue, scope: 'Marine Systems' };
    expect(figuresMatch({ ...part, scope: 'marine-systems.' }, part)).toBe(true);
    const range = { ...revenue, value: null, low: 1.2, high: 1.3 };
    expect(figuresMatch({ ...range, high: 1.4 }, range)).toBe(false);
    expect(figuresMatch({ ...range, value: 1.25, low: null, high: null }, range)).toBe(false);
  });
});

describe('scoring a corpus', () => {
  it('pairs each label with one prediction and counts a part figure shown as the company’s', () => {
    const part = { ...revenue, scope: 'Marine Systems', value: 2_480_000_000 };
    const score = scoreDocument(
      doc([
        revenue,
        revenue,
        { ...part, scope: 'company' },
        { ...revenue, metric: 'ffo', value: 1 },
      ]),
      doc([revenue, part, { ...revenue, metric: 'eps', unit: 'USD/share', value: 1.2 }]),
    );
    expect(score.matched).toHaveLength(1);
    expect(score.missed.map((f) => f.metric)).toEqual(['revenue', 'eps']);
    // The repeated revenue and the part's revenue as the company's are wrong; FFO is not scored.
    expect(score.wrong).toHaveLength(2);
    const corpus = scoreCorpus([score]);
    expect(corpus.overall.precision).toBeCloseTo(1 / 3);
    expect(corpus.overall.recall).toBeCloseTo(1 / 3);
    expect(corpus.headline.recall).toBeCloseTo(1 / 2);
    expect(corpus.partsAsCompany).toBe(1);
    expect(corpus.byMetric.get('revenue')).toMatchObject({ matched: 1, predicted: 3, labelled: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { stemPorterOriginal } from './porter-original';
import { createRougeScorer } from './rouge';

const score = createRougeScorer({ exceptions: new Map([['rose', 'rise']]) });

describe('stemPorterOriginal', () => {
  it('follows the 1980 rules, not the later revision', () => {
    expect(stemPorterOriginal('caresses')).toBe('caress');
    expect(stemPorterOriginal('ponies')).toBe('poni');
    expect(stemPorterOriginal('hopping')).toBe('hop');
    expect(stemPorterOriginal('relational')).toBe('relat');
    // The revised algorithm gives "possibl" and "geologi"; the original keeps these.
    expect(stemPorterOriginal('possibly')).toBe('possibli');
    expect(stemPorterOriginal('geology')).toBe('geologi');
  });
});

describe('createRougeScorer', () => {
  it('reproduces hand-computed ROUGE-1, ROUGE-2 and ROUGE-L', () => {
    // Tokens after preprocessing: hyp [q3, revenu, rise, 5, percent] vs ref [q3, revenu, 452, million].
    // ROUGE-1: 2 shared of 5 and 4 -> P 0.4, R 0.5, F 4/9.
    // ROUGE-2: bigram "q3 revenu" shared, 4 and 3 bigrams -> P 0.25, R 1/3, F 2/7.
    const r = score('Q3 revenue rose 5 percent.', 'q3 revenue $452 million.');
    expect(r.rouge1.precision).toBeCloseTo(0.4, 10);
    expect(r.rouge1.recall).toBeCloseTo(0.5, 10);
    expect(r.rouge1.f1).toBeCloseTo(4 / 9, 10);
    expect(r.rouge2.f1).toBeCloseTo(2 / 7, 10);
    expect(r.rougeL.f1).toBeCloseTo(4 / 9, 10);
    // The weight-factor variant raises P and R to 1/1.2 before the F-measure.
    const p = 0.4 ** (1 / 1.2);
    const rec = 0.5 ** (1 / 1.2);
    expect(r.rougeLWeighted.f1).toBeCloseTo((2 * p * rec) / (p + rec), 10);
  });

  it('unions LCS hits across summary lines and credits each hypothesis token once', () => {
    // Reference line "a b c d" against lines "a b" and "c d": union LCS covers all 4 tokens.
    const r = score('a b\nc d', 'a b c d');
    expect(r.rougeL.recall).toBe(1);
    // "a a" against "a b a": both a's match, but the single hypothesis "b" is absent.
    const twice = score('a a', 'a b a');
    expect(twice.rougeL.precision).toBe(1);
    expect(twice.rougeL.recall).toBeCloseTo(2 / 3, 10);
  });

  it('applies the exception table before stemming and cuts at the word limit', () => {
    expect(score('sales rose', 'sales rise').rouge1.f1).toBe(1);
    const short = createRougeScorer({ lengthLimit: 2 });
    expect(short('a b c d', 'a b').rouge1.f1).toBe(1);
  });

  it('scores an empty summary as zero', () => {
    expect(score('', 'q1 revenue').rouge1.f1).toBe(0);
  });
});

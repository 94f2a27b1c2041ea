import { TRANSCRIPT_LIMITS } from '@clearcall/insights';
import { describe, expect, it } from 'vitest';
import { previewSplit } from './publishing.engine';

const CALL = [
  'Operator -- ',
  'Good day and welcome to the Example Corp first quarter 2024 earnings call.',
  'Jane Doe -- Chief Executive Officer',
  'Revenue grew 12% to $1.2 billion. Margins widened. We raised guidance. Demand was strong.',
  'Cash flow was $300 million. We bought back shares.',
  'Operator -- ',
  'Our first question comes from Sam Lee with Big Bank.',
  'Sam Lee -- Big Bank -- Analyst',
  'How durable is the demand you are seeing?',
].join('\n');

describe('previewSplit', () => {
  it('counts both parts of a split and warns about short prepared remarks', () => {
    const preview = previewSplit({ content: CALL, sentence: 'Margins widened.' });
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.check.remarksSentences).toBeLessThan(5);
    expect(preview.check.analystQuestions).toBe(1);
    expect(preview.check.warnings.join(' ')).toMatch(/prepared remarks would have only/);
  });

  it('says when the sentence is not in the call', () => {
    expect(previewSplit({ content: CALL, sentence: 'Nobody said this.' })).toEqual({
      ok: false,
      reason: 'sentence-not-found',
    });
  });

  it('answers a text longer than the engine reads with its reason instead of throwing', () => {
    const content = 'word '.repeat(Math.ceil(TRANSCRIPT_LIMITS.maxChars / 5) + 10);
    const preview = previewSplit({ content, sentence: 'word' });
    expect(preview.ok).toBe(false);
    if (preview.ok) return;
    expect(preview.reason).toBe('invalid-text');
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeTranscript, type TranscriptInsights } from '../analyze-transcript';
import { TRANSCRIPT_LIMITS, TranscriptInputError } from '../text/limits';
import { countWords } from '../text/tokenize';

/**
 * Text a user uploads reaches the engine whatever it holds: each hostile shape is read whole
 * (or refused with a TranscriptInputError) well within a budget far above the normal time.
 */
const BUDGET_MS = 5_000;

function timed<T>(run: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}

function expectBounded(insights: TranscriptInsights) {
  const { sentences } = insights.transcript;
  expect(sentences.length).toBeLessThanOrEqual(TRANSCRIPT_LIMITS.maxSentences);
  for (const sentence of sentences)
    expect(sentence.text.length).toBeLessThanOrEqual(TRANSCRIPT_LIMITS.maxSentenceChars);
  const summaries = [
    [insights.shortSummary, 250],
    [insights.longSummary, 750],
    [insights.managementHighlights, 150],
    [insights.qaHighlights, 150],
  ] as const;
  for (const [summary, budget] of summaries) {
    expect(summary.words).toBeLessThanOrEqual(budget);
    expect(countWords(summary.text)).toBeLessThanOrEqual(budget);
  }
}

function analyzeWithin(text: string): TranscriptInsights {
  const { result, ms } = timed(() => analyzeTranscript(text));
  expect(ms).toBeLessThan(BUDGET_MS);
  expectBounded(result);
  return result;
}

describe('hostile input', () => {
  it('splits a 100 KB run of dots in linear time', () => {
    const insights = analyzeWithin(`Revenue rose. ${'.'.repeat(100_000)} Margins fell.`);
    expect(insights.transcript.sentences[0]?.text).toMatch(/^Revenue rose\./);
  });

  it('reads long runs of mixed punctuation', () => {
    analyzeWithin(
      `Revenue rose 5%. ${'?!.,;:…—'.repeat(30_000)} Margins fell. ${'!?'.repeat(50_000)}`,
    );
  });

  it('cuts one huge sentence into pieces at word boundaries', () => {
    const words = 'the company said that demand for its products remained firm across regions and ';
    const text = `${words.repeat(3_200)}revenue grew 12% to $1.5 billion`;
    expect(text.length).toBeGreaterThan(250_000);
    const insights = analyzeWithin(text);
    const pieces = insights.transcript.sentences;
    expect(pieces.length).toBeGreaterThan(text.length / TRANSCRIPT_LIMITS.maxSentenceChars - 1);
    // Every cut falls between two words: no piece starts or ends inside one.
    for (const piece of pieces) {
      expect(text[piece.start - 1] ?? ' ').toMatch(/\s/);
      expect(text[piece.end] ?? ' ').toMatch(/\s/);
    }
  });

  it('refuses 5 MB of repeated text at once', () => {
    const text = 'Our revenue grew 10% to $2.3 billion this quarter. '.repeat(100_000);
    expect(text.length).toBeGreaterThan(5_000_000);
    const { result, ms } = timed(() => {
      try {
        analyzeTranscript(text);
        return null;
      } catch (error) {
        return error;
      }
    });
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(result).toBeInstanceOf(TranscriptInputError);
    expect(result).toMatchObject({ code: 'TOO_LONG' });
    expect((result as Error).message).toMatch(/at most 2,000,000 are read/);
  });

  it('refuses a text of more sentences than any call has', () => {
    const text = 'Sales rose. '.repeat(TRANSCRIPT_LIMITS.maxSentences + 1);
    const { ms } = timed(() =>
      expect(() => analyzeTranscript(text)).toThrow(
        expect.objectContaining({ code: 'TOO_MANY_SENTENCES' }),
      ),
    );
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('reads digits and brackets', () => {
    analyzeWithin(
      `Revenue was $4.2 billion. ${'(1.2) [3,4] {5%} $6.7 (8) 9.10.11 '.repeat(6_000)}`,
    );
  });

  it('reads deeply nested brackets', () => {
    const depth = 50_000;
    analyzeWithin(
      `${'('.repeat(depth)}revenue was $5 billion${')'.repeat(depth)} ${'[{'.repeat(depth)}`,
    );
  });

  it('reads a text with no whitespace at all', () => {
    const text = 'Revenue$1.5bn,up12%.'.repeat(3_000);
    const insights = analyzeWithin(text);
    expect(insights.transcript.sentences).toHaveLength(
      Math.ceil(text.length / TRANSCRIPT_LIMITS.maxSentenceChars),
    );
  });

  it('reads one speaker line after another with nothing said', () => {
    analyzeWithin('Jane Doe -- Chief Executive Officer\n'.repeat(20_000));
  });

  it('reads one huge line of colon-separated names', () => {
    analyzeWithin(`Operator: ${'Ann Lee: '.repeat(30_000)}`);
  });
});

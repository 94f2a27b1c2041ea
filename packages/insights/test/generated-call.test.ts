import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../src/analyze-transcript';
import { unsupportedNumbers } from '../src/bullets/faithfulness';
import { loadFixture } from './load-fixture';

// A call written by the project's demo-data generator (fictional company, Q2 2026).
const text = loadFixture('generated-call.txt');
const SEPARATOR = 'At this time, I would like to open the floor for questions.';

describe('a generated demo transcript', () => {
  const insights = analyzeTranscript(text, { separator: SEPARATOR });
  const { transcript } = insights;

  it('parses speakers and splits at the separating sentence', () => {
    expect(transcript.layout).toBe('speaker-dash');
    expect(transcript.split.method).toBe('separator');
    expect(transcript.sentences[transcript.split.qaStart ?? -1]?.text).toBe(SEPARATOR);
    const analysts = transcript.turns.filter((t) => t.role === 'analyst');
    expect(analysts.length).toBe((text.match(/ -- Analyst$/gm) ?? []).length);
    expect(analysts.every((t) => t.section === 'qa')).toBe(true);
  });

  it('finds the operator hand-over without the separating sentence', () => {
    const plain = analyzeTranscript(text).transcript;
    expect(plain.split.method).toBe('operator-handover');
    expect(
      Math.abs((plain.split.qaStart ?? 0) - (transcript.split.qaStart ?? 0)),
    ).toBeLessThanOrEqual(2);
  });

  it('writes faithful bullets with the headline figures and guidance', () => {
    const bullets = insights.bullets.map((b) => b.text);
    expect(bullets).toContain('Q2 adjusted earnings per share $1.68.');
    expect(bullets).toContain('Q2 revenue rose 3.0 percent to $2.39 billion.');
    expect(bullets).toContain('Sees Q3 adjusted earnings per share $1.84 to $2.00.');
    expect(bullets).toContain('Sees FY 2026 adjusted earnings per share $6.46 to $6.84.');
    for (const bullet of bullets)
      expect(unsupportedNumbers(bullet.replace(/\bq[1-4]\b/i, ''), text)).toEqual([]);
  });

  it('turns each analyst question into an FAQ and keeps summaries in budget', () => {
    expect(insights.faqs.length).toBeGreaterThanOrEqual(6);
    expect(insights.faqs.every((f) => f.askedBy !== null && f.answer.length > 0)).toBe(true);
    expect(insights.shortSummary.words).toBeLessThanOrEqual(250);
    expect(insights.longSummary.words).toBeLessThanOrEqual(750);
    expect(insights.longSummary.words).toBeGreaterThan(600);
  });
});

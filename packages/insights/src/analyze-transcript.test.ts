import { describe, expect, it } from 'vitest';
import { loadFixture } from '../test/load-fixture';
import { analyzeTranscript } from './analyze-transcript';
import { writeBullets } from './bullets/write-bullets';
import { extractKeyFigures } from './figures/key-figures';
import { summarizeText } from './summaries/summarize';

describe('analyzeTranscript', () => {
  const insights = analyzeTranscript(loadFixture('demo-call.txt'));
  const sentences = insights.transcript.sentences;

  it('keeps summaries within budget, each sentence citing its source', () => {
    const inCallOrder = (cited: number[]) =>
      expect(cited).toEqual([...cited].sort((a, b) => a - b));
    for (const summary of [insights.shortSummary, insights.longSummary]) {
      expect(summary.words).toBeGreaterThan(0);
      for (const s of summary.sentences) expect(sentences[s.citations[0] ?? -1]?.text).toBe(s.text);
    }
    const cited = (summary: typeof insights.shortSummary) =>
      summary.sentences.map((s) => s.citations[0] ?? -1);
    // The short summary opens with the results and the outlook, then reads on in call order.
    const [revenue, perShare, outlook, ...rest] = insights.shortSummary.sentences;
    expect(revenue?.text).toMatch(/^Third quarter revenue was \$452\.2 million/);
    expect(perShare?.text).toMatch(/^Adjusted earnings per share were \$1\.24/);
    expect(outlook?.text).toMatch(/^For the full year 2024, we now expect adjusted earnings/);
    inCallOrder(rest.map((s) => s.citations[0] ?? -1));
    // The long one keeps the call's order and carries the same opening sentences.
    inCallOrder(cited(insights.longSummary));
    for (const index of cited(insights.shortSummary).slice(0, 3))
      expect(cited(insights.longSummary)).toContain(index);
    expect(insights.shortSummary.words).toBeLessThanOrEqual(250);
    expect(insights.shortSummary.text).not.toMatch(/forward-looking/);
  });

  it('separates management and Q&A highlights', () => {
    const section = (i: number) => sentences[i]?.section;
    expect(
      insights.managementHighlights.sentences.every(
        (s) => section(s.citations[0] ?? -1) === 'remarks',
      ),
    ).toBe(true);
    expect(insights.qaHighlights.sentences.length).toBeGreaterThan(0);
    expect(
      insights.qaHighlights.sentences.every((s) => section(s.citations[0] ?? -1) === 'qa'),
    ).toBe(true);
  });

  it('pairs each analyst question with the executive answer', () => {
    expect(insights.faqs).toHaveLength(2);
    const margin = insights.faqs.find((f) => f.askedBy === 'Alex Morgan');
    expect(margin?.question).toBe(
      'How should we think about gross margin in the fourth quarter given the component costs you mentioned?',
    );
    expect(margin?.answer).toMatch(/^We expect fourth quarter gross margin to be roughly flat/);
    expect(margin?.answeredBy).toBe('Tom Becker');
  });

  it('finds key figures with unit, period, change and guidance', () => {
    const revenue = insights.keyFigures.find((f) => f.metric === 'revenue' && !f.isGuidance);
    expect(revenue).toMatchObject({
      value: '$452.2 million',
      unit: 'USD',
      period: 'Q3',
      change: '12%',
      direction: 'up',
    });
    const guidance = insights.keyFigures.find((f) => f.metric === 'eps' && f.isGuidance);
    expect(guidance).toMatchObject({ value: '$4.60 to $4.75', period: 'FY 2024' });
    expect(
      insights.keyFigures.find((f) => f.metric === 'gross-margin' && !f.isGuidance),
    ).toMatchObject({ value: '41.3%', unit: '%' });
  });

  it('gives the key figures and bullets that reading the call on its own gives', () => {
    // analyzeTranscript settles the call's figures once for both; each public function reads
    // them itself.
    for (const name of ['demo-call.txt', 'generated-call.txt', 'colon-call.txt']) {
      const analyzed = analyzeTranscript(loadFixture(name));
      expect(analyzed.bullets.length).toBeGreaterThan(0);
      expect(analyzed.keyFigures).toEqual(extractKeyFigures(analyzed.transcript));
      expect(analyzed.bullets).toEqual(writeBullets(analyzed.transcript));
    }
  });

  it("reads figures told under the company's own name as the company's", () => {
    const call = [
      'Welcome to the second quarter results call.',
      'Albany adjusted EBITDA was $70 million in the second quarter.',
      'Machine Clothing adjusted EBITDA was $54.9 million in the second quarter.',
    ].join('\n');
    const labels = (company?: string) =>
      analyzeTranscript(call, company ? { company } : {}).keyFigures.map((f) => f.label);
    expect(labels()).toEqual(['Albany adjusted EBITDA', 'Machine Clothing adjusted EBITDA']);
    expect(labels('Albany')).toEqual(['adjusted EBITDA', 'Machine Clothing adjusted EBITDA']);
  });

  it('summarizes news text and rejects a budget too small to hold a sentence', () => {
    const news =
      'Acme Corp said on Tuesday it would cut 500 jobs. The company expects savings of $40 million a year. Shares rose 3% in early trading. Analysts welcomed the plan.';
    expect(summarizeText(news, 30).words).toBeLessThanOrEqual(30);
    expect(() => summarizeText(news, 5)).toThrow('at least 20');
  });
});

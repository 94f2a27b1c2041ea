import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../analyze-transcript';
import { parseTranscript } from '../transcript/parse-transcript';
import { isHousekeeping } from './score-sentences';

/** A short call whose investor-relations opening is all housekeeping. */
const CALL = `Dana Reyes -- Head of Investor Relations
Before we begin, please note that this call is being recorded. We will also discuss non-GAAP financial measures, and reconciliations to the most comparable GAAP measures are included in our earnings release. Today's remarks include forward-looking statements, and actual results may differ materially from those statements. A replay of this call will be available on our investor relations website until March 1. I will now turn the call over to Priya.

Priya Shah -- Chief Executive Officer
Thank you, Dana. Fourth quarter revenue was $452.2 million, up 12%, driven by demand for our warehouse robots. Warehouse robots orders doubled in Europe, and warehouse robots now make up half of revenue. Non-GAAP earnings per share were $1.24, up 8% from a year ago. Online sales on our website grew 20% as more customers ordered spare parts for their robots. For the full year 2025, we expect revenue growth of 8% to 10% from robots and software.`;

const HOUSEKEEPING = [
  'this call is being recorded',
  'non-GAAP financial measures',
  'forward-looking statements',
  'replay of this call',
  'turn the call over',
];

describe('summaries skip call housekeeping', () => {
  it('never quotes safe harbor, non-GAAP pointers, recording or replay notices', () => {
    const insights = analyzeTranscript(CALL);
    const summaries = [insights.shortSummary, insights.longSummary, insights.managementHighlights];
    for (const summary of summaries) {
      expect(summary.sentences.length).toBeGreaterThan(0);
      for (const phrase of HOUSEKEEPING) expect(summary.text).not.toContain(phrase);
    }
    // The 750-word summary has room for every sentence: it opens with the results instead.
    expect(insights.longSummary.sentences[0]?.text).toBe(
      'Fourth quarter revenue was $452.2 million, up 12%, driven by demand for our warehouse robots.',
    );
  });

  it('tells housekeeping from results that use the same words', () => {
    const sentences = parseTranscript(CALL).sentences;
    const flagged = sentences.filter(isHousekeeping).map((s) => s.text);
    expect(flagged).toHaveLength(5);
    for (const kept of ['Non-GAAP earnings per share were $1.24', 'Online sales on our website'])
      expect(flagged.some((text) => text.startsWith(kept))).toBe(false);
  });
});

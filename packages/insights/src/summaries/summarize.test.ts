import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../analyze-transcript';
import { readCallFigures } from '../figures/call-figures';
import { parseTranscript } from '../transcript/parse-transcript';
import { isHousekeeping } from './score-sentences';
import { summarizeTranscript } from './summarize';

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

/**
 * A call whose themes crowd out its results: robots are said in nearly every sentence, the
 * results once each, a part's revenue before the company's, and last year's quarter beside this
 * year's.
 */
const THEMED_CALL = `Dana Reyes -- Head of Investor Relations
Good morning and welcome to our third quarter 2021 results call. Priya will walk through the quarter and then we will take questions.

Priya Shah -- Chief Executive Officer
Thank you, Dana. Our warehouse robots had another strong quarter, and warehouse robots customers keep asking for more robots in more warehouses. Demand for warehouse robots in Europe doubled, and our robots software now runs in three hundred warehouses. In our Marine segment, revenue was $900 million, up 30%, on strong demand for robots at ports. Total revenue for the third quarter was $2.4 billion, up 9%. Adjusted earnings per share were $1.12. In the third quarter of 2020, revenue was $2.2 billion and adjusted earnings per share were $0.98. We keep investing in robots software so that warehouse robots learn every warehouse layout faster. Our warehouse robots pipeline and the robots software pipeline both grew in every region. For the full year 2021, we expect adjusted earnings per share of $4.40 to $4.60. Robots software subscriptions for warehouses grew faster than robots hardware, and warehouse customers renewed at record rates. We thank our warehouse teams and robots engineers for the quarter.`;

const REVENUE = 'Total revenue for the third quarter was $2.4 billion, up 9%.';
const PER_SHARE = 'Adjusted earnings per share were $1.12.';
const OUTLOOK = 'For the full year 2021, we expect adjusted earnings per share of $4.40 to $4.60.';
const LAST_YEAR = 'In the third quarter of 2020, revenue was $2.2 billion';
const PART = 'In our Marine segment, revenue was $900 million';

describe('summaries start from the checked figures', () => {
  const transcript = parseTranscript(THEMED_CALL);
  const cite = (text: string) => transcript.sentences.findIndex((s) => s.text.startsWith(text));

  it('opens the short summary with the results and the outlook, each cited', () => {
    const summary = summarizeTranscript(transcript, { words: 250 });
    expect(summary.sentences.slice(0, 3).map((s) => [s.text, s.citations])).toEqual([
      [REVENUE, [cite(REVENUE)]],
      [PER_SHARE, [cite(PER_SHARE)]],
      [OUTLOOK, [cite(OUTLOOK)]],
    ]);
    const rest = summary.sentences.slice(3).map((s) => s.citations[0] ?? -1);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(summary.words).toBeLessThanOrEqual(250);
  });

  it("never opens with a part's figure, and keeps a part's sentence only where it names the part", () => {
    const summary = summarizeTranscript(transcript, { words: 250 });
    expect(summary.sentences[0]?.text).not.toContain('Marine');
    expect(summarizeTranscript(transcript, { words: 750 }).text).toContain(PART);
    // The call-level checks may find the total a part's too: then the summary does not open on it.
    const read = readCallFigures(transcript);
    const figures = {
      ...read,
      figures: read.figures.map((each) =>
        each.figure.sentence === cite(REVENUE) ? { ...each, scope: 'Marine' } : each,
      ),
    };
    const checked = summarizeTranscript(transcript, { words: 250, figures });
    expect(checked.sentences[0]?.text).toBe(PER_SHARE);
    expect(checked.sentences[1]?.text).toBe(OUTLOOK);
  });

  it("never quotes a sentence that states only last year's results", () => {
    for (const words of [250, 750])
      expect(summarizeTranscript(transcript, { words }).text).not.toContain(LAST_YEAR);
  });

  it('keeps the long summary in call order, carrying the results and the outlook', () => {
    const summary = summarizeTranscript(transcript, { words: 750 });
    const cited = summary.sentences.map((s) => s.citations[0] ?? -1);
    expect(cited).toEqual([...cited].sort((a, b) => a - b));
    for (const text of [REVENUE, PER_SHARE, OUTLOOK]) expect(cited).toContain(cite(text));
  });
});

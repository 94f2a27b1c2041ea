import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../transcript/parse-transcript';
import { extractKeyFigures } from './key-figures';

// Which figures a sentence states is specified by the corpus in test/figure-corpus/; this file
// keeps what only extractKeyFigures decides: the options a caller passes.
describe('extractKeyFigures', () => {
  it("counts a name the caller gives as the call's own, not a part's", () => {
    const read = (text: string, company?: string) =>
      extractKeyFigures(parseTranscript(text), company ? { company } : {}).map(
        (f) => `${f.label} | ${f.value}`,
      );
    const text = 'Larkmoor adjusted EBITDA was $70 million in the second quarter.';
    expect(read(text)).toEqual(['Larkmoor adjusted EBITDA | $70 million']);
    expect(read(text, 'Larkmoor')).toEqual(['adjusted EBITDA | $70 million']);
  });
});

describe('the key figures a reader sees', () => {
  const view = (text: string) =>
    extractKeyFigures(parseTranscript(text), { period: { quarter: 2, year: 2025 } }).map(
      (f) => `${f.part ?? 'company'} | ${f.metric} | ${f.value}`,
    );

  it('shows a part’s figure said twice in other words once, under the part', () => {
    expect(
      view(
        [
          'Turning to Harbor Services.',
          'Harbor Services revenue was $740 million in the second quarter.',
          'Revenue was $740 million, driven by new contracts.',
        ].join('\n'),
      ),
    ).toEqual(['Harbor Services | revenue | $740 million']);
  });

  it('never shows a part’s figure whose part the call does not name', () => {
    expect(view('We grew total revenue 4% to $2.05 billion.')).toEqual([]);
  });
});

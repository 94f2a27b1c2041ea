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

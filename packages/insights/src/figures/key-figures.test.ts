import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../transcript/parse-transcript';
import { extractKeyFigures } from './key-figures';

const CALL = `Operator: Welcome to the Harbor Lane Logistics third quarter 2026 results call.
Maya Chen -- Chief Financial Officer: Revenue was $191.9 million, up 0.8% from the prior year, and adjusted earnings per share were $2.98.
Turning to Freight, revenue came in at $110 million, up 2.5% from the prior year.
In our Warehousing segment, revenue was $81.9 million, down 1.4% from the prior year.
GAAP operating income was $27.7 million, for an operating margin of 14.4%.
On an adjusted basis, operating margin was 17.8%, up 80 basis points from a year ago.
Looking at our segments, Freight revenue was $110 million, up 2.5%.
Year to date, free cash flow was $51.1 million.
Third quarter operating cash flow was negative $12.4 million, and net loss was $3.2 million.
In our Rail segment, EBITDA margin was negative 2.9% in the quarter.
We now estimate total year capital spending of approximately $48 million.
That beat our full year earnings per share record of $7.42 set in 2023.
This includes a negative currency impact of approximately $2 million on revenue and $1 million in operating income.
For the full year, we now expect revenue of $720 million to $740 million.
Operator: We will now begin the question-and-answer session. Our first question comes from Sam Ortiz.
Sam Ortiz -- Analyst: How do you think about the range?
Maya Chen -- Chief Financial Officer: Our revenue range of $720 million to $740 million implies modest growth.
Revenue in the third quarter of last year was $190.4 million, and adjusted earnings per share were $2.73.`;

describe('extractKeyFigures', () => {
  const figures = extractKeyFigures(parseTranscript(CALL));
  const shown = figures.map(
    (f) => `${f.label} | ${f.value} | ${f.period}${f.isGuidance ? ' | guidance' : ''}`,
  );

  it('names each part of the business its figure belongs to', () => {
    expect(shown).toContain('Freight revenue | $110 million | Q3');
    expect(shown).toContain('Warehousing revenue | $81.9 million | Q3');
    expect(shown).toContain('revenue | $191.9 million | Q3');
    expect(figures.filter((f) => f.value === '$110 million')).toHaveLength(1);
  });

  it('tells the basis of each margin and the part of the year a figure covers', () => {
    expect(shown).toContain('operating margin | 14.4% | Q3');
    expect(shown).toContain('adjusted operating margin | 17.8% | Q3');
    expect(shown).toContain('free cash flow | $51.1 million | YTD');
  });

  it('keeps the sign of a negative amount unless its label says loss', () => {
    expect(shown).toContain('operating cash flow | -$12.4 million | Q3');
    expect(shown).toContain('net loss | $3.2 million | Q3');
    expect(shown).toContain('Rail EBITDA margin | -2.9% | Q3');
  });

  it('leaves out results of years long past and reads an estimate as an outlook', () => {
    expect(figures.map((f) => f.value)).not.toContain('$7.42');
    expect(shown).toContain('capital expenditures | $48 million | FY | guidance');
  });

  it('reads no figure from an impact on a measure', () => {
    expect(figures.map((f) => f.value)).not.toContain('$2 million');
    expect(figures.map((f) => f.value)).not.toContain('$1 million');
  });

  it('reads outlooks as outlooks and leaves the Q&A repeats and year-ago figures out', () => {
    expect(shown).toContain('revenue | $720 million to $740 million | FY | guidance');
    expect(figures.filter((f) => f.value === '$720 million to $740 million')).toHaveLength(1);
    expect(figures.map((f) => f.value)).not.toContain('$2.73');
    expect(figures.map((f) => f.value)).not.toContain('$190.4 million');
  });

  it("takes a name that opens a sentence for a part's, unless the call names itself so", () => {
    const read = (text: string, company?: string) =>
      extractKeyFigures(parseTranscript(text), company ? { company } : {}).map(
        (f) => `${f.label} | ${f.value}`,
      );
    const call = [
      "Joining me today are the members of Nucor's executive team.",
      "Nucor's free cash flow was $1.2 billion in the second quarter.",
      'Machine Clothing adjusted EBITDA was $54.9 million in the second quarter.',
    ].join('\n');
    expect(read(call)).toEqual([
      'free cash flow | $1.2 billion',
      'Machine Clothing adjusted EBITDA | $54.9 million',
    ]);
    // A name the caller gives counts as the call's own.
    expect(read('Albany adjusted EBITDA was $70 million in the second quarter.', 'Albany')).toEqual(
      ['adjusted EBITDA | $70 million'],
    );
  });
});

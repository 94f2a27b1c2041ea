import { describe, expect, it } from 'vitest';
import { extractSentenceFigures } from './extract-figures';

const CALL = { quarter: 2, year: 2021 };

function read(text: string) {
  return extractSentenceFigures(text, 0, CALL).map((f) => ({
    label: f.label,
    value: f.range ? `${f.range.low.display} to ${f.range.high.display}` : f.value?.display,
    isGuidance: f.isGuidance,
    period: f.period.kind === 'quarter' ? `q${f.period.quarter}` : f.period.kind,
  }));
}

describe('extractSentenceFigures', () => {
  it('reads a per-share range named after it, not the change before it', () => {
    // "by $0.15 per diluted share" is how much the outlook moved; the new outlook is the range.
    expect(
      read(
        'For 2022, we are lowering consolidated earnings guidance by $0.15 per diluted share to a range of $2.03 to $2.23 per diluted share.',
      ),
    ).toEqual([
      { label: 'earnings per share', value: '$2.03 to $2.23', isGuidance: true, period: 'year' },
    ]);
  });

  it('skips an outlook the call says it replaced', () => {
    expect(
      read(
        'This compares to previous guidance of adjusted earnings per share in the range of $31.45 to $31.90.',
      ),
    ).toEqual([]);
  });

  it('reads "grew $3.5 billion to $35.7 billion" as a level, not a range', () => {
    expect(read('Sales for the quarter grew approximately $3.5 billion to $35.7 billion.')).toEqual(
      [{ label: 'sales', value: '$35.7 billion', isGuidance: false, period: 'q2' }],
    );
  });

  it('does not take "higher-than-expected" for an outlook', () => {
    expect(
      read(
        'Non-GAAP diluted earnings per share was $0.74 and was negatively impacted by $0.04 due to a higher-than-expected tax rate.',
      ),
    ).toEqual([
      {
        label: 'non-gaap earnings per share',
        value: '$0.74',
        isGuidance: false,
        period: 'unknown',
      },
    ]);
  });

  it('gives a figure the period named last before its measure', () => {
    expect(
      read(
        'Based on the full year guide, Q4 adjusted earnings per share is expected to be in the range of $0.86 to $0.88.',
      ),
    ).toEqual([
      {
        label: 'adjusted earnings per share',
        value: '$0.86 to $0.88',
        isGuidance: true,
        period: 'q4',
      },
    ]);
  });

  it('takes the basis that opens the sentence when none is next to the amount', () => {
    expect(
      read(
        'Excluding the special items, first quarter 2021 net income was $169 million or $1.77 per share.',
      ).find((f) => f.value === '$1.77')?.label,
    ).toBe('adjusted earnings per share');
  });

  it('treats a sentence that opens with "this compares to" as the comparison', () => {
    expect(
      read(
        'This compares to first quarter 2020 GAAP earnings of $760 million, or $2.53 per share.',
      ),
    ).toEqual([]);
  });

  it('takes the percentage after the amount of a change as the change', () => {
    const [figure] = extractSentenceFigures(
      'Consolidated net sales for the quarter were $298 million, up $19 million or 7% compared to last year.',
      0,
      CALL,
    );
    expect(figure?.value?.display).toBe('$298 million');
    expect(figure?.change).toMatchObject({ direction: 'up', value: { display: '7%' } });
  });

  it('reads deferred revenue as a balance, not the revenue of the period', () => {
    const [figure] = extractSentenceFigures(
      'Deferred revenue as of December 31 was $205 million, up $61 million or 42% to prior year.',
      0,
      CALL,
    );
    expect(figure?.isSegment).toBe(true);
  });

  it('never takes the comparison figure after "compared to" as the level', () => {
    expect(
      read(
        'Adjusted diluted earnings per share was up $1.08 per share compared to $0.89 last quarter.',
      ).map((f) => f.value),
    ).toEqual(['$1.08']);
  });

  it('reads amounts after "an increase in revenue" as changes unless the measure rose to them', () => {
    expect(
      read(
        'Our assumptions are expected to drive an increase in revenue of roughly $0.9 billion to $1.3 billion.',
      ),
    ).toEqual([]);
    expect(
      read(
        'All of this led to the 57% year-over-year increase in fourth-quarter diluted earnings per share to $6.25.',
      ).map((f) => f.value),
    ).toEqual(['$6.25']);
  });

  it('keeps "annual sales" and "we anticipate revenue" as the company figure', () => {
    const figures = extractSentenceFigures(
      'We anticipate annual sales to be in the range of $865 million to $925 million.',
      0,
      CALL,
    );
    expect(figures.map((f) => [f.isSegment, f.isGuidance])).toEqual([[false, true]]);
  });
});

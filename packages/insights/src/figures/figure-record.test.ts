import { describe, expect, it } from 'vitest';
import { extractSentenceFigures } from './extract-figures';
import { fiscalPeriodOf } from './figure-record';
import type { CallPeriod } from './period';

/** The fiscal period of each figure a sentence gives, read in a call of the given period. */
function periodsOf(text: string, call: CallPeriod): string[] {
  return extractSentenceFigures(text, 0, call).map((figure) => fiscalPeriodOf(figure, call));
}

describe('the fiscal period of a figure whose sentence names no year', () => {
  const fourth = { quarter: 4, year: 2021 };

  it('is the year to come for an outlook given in a fourth-quarter call', () => {
    expect(periodsOf('We expect adjusted earnings per share of $8.70 to $9.10.', fourth)).toEqual([
      'FY 2022',
    ]);
  });

  it("is the call's year for an outlook given earlier in the year", () => {
    expect(
      periodsOf('We expect adjusted earnings per share of $8.70 to $9.10.', {
        quarter: 3,
        year: 2021,
      }),
    ).toEqual(['FY 2021']);
  });

  it("is the call's year for a result of the year just closed", () => {
    expect(periodsOf('For the full year, adjusted earnings per share were $9.12.', fourth)).toEqual(
      ['FY 2021'],
    );
  });

  it('is the year named when the outlook names one', () => {
    expect(
      periodsOf('For 2021, we expected adjusted earnings per share of $8.70 to $8.90.', fourth),
    ).toEqual(['FY 2021']);
  });

  it("is the year to come for an outlook of a quarter before the call's own", () => {
    const text = 'For the first quarter, we expect operating margin of 7% to 7.5%.';
    expect(periodsOf(text, fourth)).toEqual(['Q1 2022']);
    expect(
      periodsOf('For the third quarter, we expect operating margin of 7% to 7.5%.', {
        quarter: 2,
        year: 2021,
      }),
    ).toEqual(['Q3 2021']);
  });
});

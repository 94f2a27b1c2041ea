import { describe, expect, it } from 'vitest';
import { detectCallPeriod } from './period';

describe('detectCallPeriod', () => {
  it('reads the reported quarter from a sentence that also announces the outlook', () => {
    expect(
      detectCallPeriod([
        "They will provide their perspective on Xylem's second-quarter results and their outlook.",
        'In the third quarter, $600 million of senior notes will mature.',
        'We plan to release third quarter earnings on October 28.',
      ]).quarter,
    ).toBe(2);
  });

  it('prefers a quarter named with its year and skips one in a comparison clause', () => {
    expect(
      detectCallPeriod([
        'For the fourth quarter of 2020, our distributable earnings were $51 million.',
        'Book value was $15.38 per share, as compared to $15.30 at the end of the third quarter.',
      ]),
    ).toEqual({ quarter: 4, year: 2020 });
  });
});

import { describe, expect, it } from 'vitest';
import { extractSentenceFigures } from './extract-figures';

const CALL = { quarter: 3, year: 2021 };

function worded(text: string) {
  return extractSentenceFigures(text, 0, CALL)
    .filter((f) => f.worded)
    .map((f) => ({
      label: f.label,
      growth: `${f.worded?.direction} ${f.worded?.words}${f.worded?.range ? ' range' : ''}`,
      period: f.period.kind === 'year' ? `fy ${f.period.year ?? ''}`.trim() : f.period.kind,
      isSegment: f.isSegment,
    }));
}

describe('extractWordedGrowth', () => {
  it('reads growth said in words after the measure', () => {
    expect(
      worded(
        'For the full year 2021, we now expect organic sales to grow in the mid-single digits.',
      ),
    ).toEqual([
      {
        label: 'organic sales',
        growth: 'up mid-single digits',
        period: 'fy 2021',
        isSegment: false,
      },
    ]);
    expect(
      worded('For the full year, we expect total revenue to be up in the low 30% range.'),
    ).toEqual([{ label: 'revenue', growth: 'up low 30% range', period: 'fy', isSegment: false }]);
    expect(
      worded(
        'We anticipate full year sales to decline in the low to mid single-digit percentage range.',
      ),
    ).toEqual([
      { label: 'sales', growth: 'down low to mid single digits', period: 'fy', isSegment: false },
    ]);
  });

  it('reads growth said in words before the measure', () => {
    expect(worded('For 2022, we expect to deliver high single-digit net sales growth.')).toEqual([
      { label: 'sales', growth: 'up high single digits', period: 'fy 2022', isSegment: false },
    ]);
    // The year the growth is compared with is not the year of the outlook.
    expect(
      worded(
        'We would expect low single-digit percentage growth in diluted earnings per share compared to fiscal 2021.',
      ),
    ).toEqual([
      {
        label: 'earnings per share',
        growth: 'up low single digits',
        period: 'fy',
        isSegment: false,
      },
    ]);
  });

  it('leaves results, numbers, old outlooks, long-term aims and half years alone', () => {
    for (const text of [
      'Revenue grew in the mid-teens in the quarter.',
      'We expect revenue to grow 4% to 6%, a mid-single-digit increase.',
      'This is above our previous outlook, which was low single-digit revenue growth.',
      'Once the plan is complete, we expect to grow revenue by mid-single digits annually thereafter.',
      'We expect first half revenue to grow at a high-teens rate.',
      'Our outlook now includes a low double-digit sales growth scenario.',
    ])
      expect(worded(text)).toEqual([]);
  });

  it('marks growth of a part of the business as a segment', () => {
    for (const text of [
      'In our industrial end market, we expect sales to increase in the low single digits.',
      'At Northfield, we expect full year sales to be up low double digits.',
    ])
      expect(worded(text).map((f) => f.isSegment)).toEqual([true]);
  });

  it('reads an outlook of flat revenue with its hedge', () => {
    expect(worded('For the year, we now expect revenue to be about flat.')).toEqual([
      { label: 'revenue', growth: 'up about flat', period: 'fy', isSegment: false },
    ]);
  });
});

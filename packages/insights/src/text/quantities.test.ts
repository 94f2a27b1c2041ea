import { describe, expect, it } from 'vitest';
import { findQuantities, findRanges } from './quantities';

describe('findQuantities', () => {
  it('reads money with scales, percentages, basis points and cents, and skips labels', () => {
    const text =
      'Q3 revenue of $1.44 billion, up 28%, margin up 70 basis points, EPS 52 cents, COVID-19 costs (0.12).';
    const found = findQuantities(text).map((q) => [q.display, q.value]);
    expect(found).toEqual([
      ['$1.44 billion', 1.44e9],
      ['28%', 28],
      ['70 basis points', 70],
      ['52 cents', 0.52],
      ['0.12', -0.12],
    ]);
  });

  it('shows an amount with the thousands separators it was written with', () => {
    const [sales] = findQuantities('Net sales were $1,780.5 million.');
    expect(sales).toMatchObject({ display: '$1,780.5 million', digits: '1780.5', value: 1.7805e9 });
    const text = 'We expect revenue of 1,050 to $1,100 million.';
    const [range] = findRanges(text, findQuantities(text));
    expect([range?.low.display, range?.high.display]).toEqual(['$1,050 million', '$1,100 million']);
  });

  it('pairs ranges joined by "to", a dash, or "and" after "between"', () => {
    const text = 'EPS of $2.38 - $2.78, between 6% and 8%, $0.56 to $0.60, and sales of $5 and $6.';
    const ranges = findRanges(text, findQuantities(text)).map(
      (r) => `${r.low.display}..${r.high.display}`,
    );
    expect(ranges).toEqual(['$2.38..$2.78', '6%..8%', '$0.56..$0.60']);
  });

  it('reads "$X and to $Y" as a range, and "from $X to $Y" as one unless a change leads it', () => {
    const pairs = (text: string) =>
      findRanges(text, findQuantities(text)).map((r) => `${r.low.display}..${r.high.display}`);
    expect(pairs('A consolidated range of $2.42 and to $2.62 per diluted share.')).toEqual([
      '$2.42..$2.62',
    ]);
    expect(pairs('We forecast adjusted earnings per share from $0.74 to $0.93.')).toEqual([
      '$0.74..$0.93',
    ]);
    expect(pairs('Revenue increased from $2.1 billion to $2.4 billion.')).toEqual([]);
  });

  it('gives the low end of a range its unit from the high end, but takes no year for one', () => {
    const pairs = (text: string) =>
      findRanges(text, findQuantities(text)).map((r) => `${r.low.display}..${r.high.display}`);
    expect(pairs('Capital expenditures of between 9 and $12.5 million.')).toEqual([
      '$9 million..$12.5 million',
    ]);
    expect(pairs('Revenue fell from $328 million in 2019 to $224 million.')).toEqual([]);
  });

  it('gives a low end said with its currency but not its scale the scale of the high end', () => {
    const pairs = (text: string) =>
      findRanges(text, findQuantities(text)).map((r) => `${r.low.display}..${r.high.display}`);
    expect(pairs('Capital expenditures, $65 to $75 million.')).toEqual([
      '$65 million..$75 million',
    ]);
    expect(pairs('Revenue of $1.5 to $2 billion.')).toEqual(['$1.5 billion..$2 billion']);
    // Neither a per-share amount nor a low end that would pass its high end takes the scale.
    expect(pairs('Earnings of $0.30 per share to $6 million.')).toEqual([]);
    expect(pairs('Costs of $500 to $2 billion.')).toEqual([]);
  });

  it('reads a range of decline said with its decline twice, or with one percent sign', () => {
    const pairs = (text: string) =>
      findRanges(text, findQuantities(text)).map((r) => `${r.low.display}..${r.high.display}`);
    expect(pairs('Sales should come in down 3% to down 5% next quarter.')).toEqual(['3%..5%']);
    expect(pairs('We guide to a decline of 6% to a decline of 9%.')).toEqual(['6%..9%']);
    expect(pairs('Volumes are seen at minus 4% to minus 7%.')).toEqual(['4%..7%']);
    expect(pairs('We expect revenue to decline 2 to 5% this year.')).toEqual(['2%..5%']);
    // A decline said only before the high end is no range: "up 3% to down 5%".
    expect(pairs('Orders moved from up 3% to down 5%.')).toEqual([]);
    expect(pairs('Margin fell 3 points to 21%.')).toEqual([]);
  });
  it('reads the two ends of a range set apart in one sentence as one range', () => {
    const pairs = (text: string) =>
      findRanges(text, findQuantities(text)).map((r) => `${r.low.display}..${r.high.display}`);
    expect(pairs('We keep the high end of our outlook at 8% and lift the low end to 6%.')).toEqual([
      '6%..8%',
    ]);
    expect(pairs('We lift the low end of our outlook to 6%.')).toEqual([]);
    // The "end" said is no bound: no range.
    expect(pairs('At year end we had 8% more stores, up from 6%.')).toEqual([]);
  });
});

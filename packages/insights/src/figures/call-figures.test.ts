import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../transcript/parse-transcript';
import { readCallFigures } from './call-figures';

describe('readCallFigures', () => {
  it('reads an amount a line break cut at its decimal point as the amount said', () => {
    const text = [
      'Given these factors, we anticipate our third quarter adjusted earnings per share to be $2.41 to $2.',
      '58 excluding any restructuring charges.',
    ].join('\n');
    const read = readCallFigures(parseTranscript(text), { period: { quarter: 2, year: 2021 } });
    const ranges = read.figures.map(({ figure }) =>
      figure.range ? `${figure.range.low.value}..${figure.range.high.value}` : null,
    );
    expect(ranges).toEqual(['2.41..2.58']);
  });
});

import { describe, expect, it } from 'vitest';
import { extractSentenceFigures } from '../../extract-figures';
import type { FigureTraceEvent } from '../../trace';
import { FIGURE_FILTERS } from '../filters';
import { LEVEL_EXCLUSIONS, PLACE_EXCLUSIONS } from './exclusions';

const call = { quarter: 2, year: 2021 };
const exclusions = [...PLACE_EXCLUSIONS, ...LEVEL_EXCLUSIONS];

/** The names of the filters and exclusions the reading of a sentence told the trace of. */
function passedOver(text: string): string[] {
  const events: FigureTraceEvent[] = [];
  extractSentenceFigures(text, 0, call, { trace: (e) => events.push(e) });
  return events.filter((e) => e.step === 'filter').map((e) => e.name);
}

describe('the named exclusions of an amount after its measure', () => {
  it('have names of their own, none a filter name', () => {
    const names = [...exclusions, ...FIGURE_FILTERS].map((each) => each.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(
    exclusions.flatMap((exclusion) =>
      exclusion.examples.map((example) => ({ name: exclusion.name, example })),
    ),
  )('$name passes over an amount of: $example', ({ name, example }) => {
    expect(passedOver(example)).toContain(name);
  });

  it('go on to the level after an amount they pass over', () => {
    const figures = extractSentenceFigures(
      'Core operating income was up 33% with $251 million over prior year to $1.3 billion.',
      0,
      call,
    );
    expect(figures.map((f) => f.value?.value)).toEqual([1_300_000_000]);
  });
});

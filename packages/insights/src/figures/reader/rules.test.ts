import { describe, expect, it } from 'vitest';
import { extractSentenceFigures } from '../extract-figures';
import { FIGURE_FILTERS } from './filters';
import { FIGURE_RULES, RULE_READERS } from './rules';
import type { FigureTraceEvent } from '../trace';

const call = { quarter: 2, year: 2021 };

/** The figures a sentence gives and the events its reading traced. */
function read(text: string) {
  const events: FigureTraceEvent[] = [];
  const figures = extractSentenceFigures(text, 0, call, { trace: (e) => events.push(e) });
  return { figures, events };
}

const ruleExamples = FIGURE_RULES.flatMap((rule) =>
  rule.examples.map((example) => ({ name: rule.name, example })),
);
const filterExamples = FIGURE_FILTERS.flatMap((filter) =>
  filter.examples.map((example) => ({ name: filter.name, example })),
);

describe('the named rules', () => {
  it('have names of their own', () => {
    const names = FIGURE_RULES.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('run in the order of the table, each reader once per phase', () => {
    for (const phase of Object.keys(RULE_READERS) as (keyof typeof RULE_READERS)[]) {
      const declared = FIGURE_RULES.filter((rule) => rule.reads === phase).map((rule) => rule.read);
      expect(RULE_READERS[phase]).toEqual([...new Set(declared)]);
    }
    expect(RULE_READERS.before).toHaveLength(4);
  });

  it.each(ruleExamples)('$name reads its example: $example', ({ name, example }) => {
    const { figures, events } = read(example);
    expect(figures.map((f) => f.rule)).toContain(name);
    expect(events).toContainEqual(expect.objectContaining({ step: 'rule', name }));
  });
});

describe('the named filters', () => {
  it('have names of their own', () => {
    const names = FIGURE_FILTERS.map((filter) => filter.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(filterExamples)('$name drops a candidate of: $example', ({ name, example }) => {
    const filtered = read(example).events.filter((e) => e.step === 'filter');
    expect(filtered.map((e) => e.name)).toContain(name);
  });

  it('keeps the level of a figure whose change it drops', () => {
    const { figures } = read('Revenue was $638 million, up 3% compared to 2019.');
    expect(figures.map((f) => [f.value?.value, f.change])).toEqual([[638_000_000, null]]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../src/transcript/parse-transcript';
import { figureRecords, parseCallPeriod, type FigureRecord } from '../src/figures/figure-record';
import { normalScope, VALUE_TOLERANCE } from '../src/figures/score-figures';
import type { FigureTraceEvent } from '../src/figures/trace';

/**
 * The labelled corpus of the figure reader: sentences written for it, each with the key figures
 * it states (none for a negative row). Each file of `figure-corpus/` is
 * `{ "about": "...", "rows": [Row, ...] }`; see `figure-corpus/README.md`.
 */
type Row = {
  name: string;
  /** The call's quarter, `Q2 2021` unless given. */
  call?: string;
  /** Sentences said before the one tested, in order: the context a part or period carries from. */
  before?: string[];
  text: string;
  /** Every figure the text states, each with the fields that matter to the row. */
  figures: Partial<FigureRecord>[];
  /** The rule that reads the row's figures. */
  rule?: string;
  /** The filter that drops a candidate of the text. */
  filter?: string;
  /**
   * The call-level check that leaves out a figure of the text: "label-not-established" for a
   * part's figure whose part the call never names, which is read but never shown.
   */
  check?: string;
};

type CorpusFile = { about: string; rows: Row[] };

/**
 * The file of rows the reader still gets wrong. Each is written as the labelling guide says and
 * run as an expected failure, so that the day the reader gets one right the suite says so and the
 * row moves to its topic's file.
 */
const KNOWN_WRONG = 'known-wrong.json';

const corpusDir = join(dirname(fileURLToPath(import.meta.url)), 'figure-corpus');
const files = readdirSync(corpusDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({
    name,
    corpus: JSON.parse(readFileSync(join(corpusDir, name), 'utf8')) as CorpusFile,
  }));

function sameValue(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'number' && typeof actual === 'number')
    return Math.abs(actual - expected) <= VALUE_TOLERANCE * Math.abs(expected);
  return actual === expected;
}

/** True when the record has every field the expectation names, with that value. */
function fits(record: FigureRecord, expected: Partial<FigureRecord>): boolean {
  return Object.entries(expected).every(([key, value]) => {
    const actual = record[key as keyof FigureRecord];
    if (key === 'scope') return normalScope(String(actual)) === normalScope(String(value));
    return sameValue(actual, value);
  });
}

function read(row: Row) {
  const lines = [...(row.before ?? []), row.text];
  const text = lines.join('\n');
  const events: FigureTraceEvent[] = [];
  const period = parseCallPeriod(row.call ?? 'Q2 2021');
  if (period === null) throw new Error(`${row.name}: call must read like "Q2 2021"`);
  const document = figureRecords('corpus', text, parseTranscript(text), {
    period,
    trace: (event) => events.push(event),
  });
  const line = lines.length - 1;
  return { figures: document.figures.filter((f) => f.lines.includes(line)), events };
}

describe.each(files)('figure corpus $name', ({ name, corpus }) => {
  const check = name === KNOWN_WRONG ? it.fails : it;
  check.each(corpus.rows)('$name', (row) => {
    const { figures, events } = read(row);
    const open = [...figures];
    for (const expected of row.figures) {
      const at = open.findIndex((record) => fits(record, expected));
      expect(
        at,
        `no figure fits ${JSON.stringify(expected)} in ${JSON.stringify(figures)}`,
      ).not.toBe(-1);
      const [found] = open.splice(at, 1);
      if (row.rule) expect(found?.rule).toBe(row.rule);
    }
    expect(open, 'figures the row does not expect').toEqual([]);
    if (row.filter)
      expect(events.filter((e) => e.step === 'filter').map((e) => e.name)).toContain(row.filter);
    if (row.check)
      expect(events.filter((e) => e.step === 'check').map((e) => e.name)).toContain(row.check);
  });
});

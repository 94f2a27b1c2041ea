import type { Sentence, Transcript } from '../transcript/types';
import type { Quantity } from '../text/quantities';
import { readCallFigures, type CallFigure, type CallFigureOptions } from './call-figures';
import type { KeyFigure } from './extract-figures';
import type { MetricId } from './metrics';
import type { FigureTrace } from './trace';
import { checkCallFigures } from './check';
import type { CallPeriod, FigurePeriod } from './period';

/**
 * A key figure as data: the record `figures --json` and `batch-figures` write, and the one a
 * labelled corpus of calls is written in, so that one comparison serves both.
 */
export type FigureRecord = {
  /** A headline measure (`revenue`, `eps`, ...), or another measure the engine reads. */
  metric: string;
  /** `company` for the consolidated company, else the segment, region or product as named. */
  scope: string;
  /** `Q1 2021`, `H1 2021`, `FY 2021`, `Q3 2021 YTD`. */
  period: string;
  kind: 'actual' | 'guidance';
  basis: 'gaap' | 'adjusted' | 'unspecified';
  /** `USD` (or another currency's code), `USD/share`, `%` or `count`. */
  unit: string;
  /** In base units; null for a range. */
  value: number | null;
  low: number | null;
  high: number | null;
  /** Year-on-year change in percent, negative for a decline. */
  changePct: number | null;
  /** 0-based lines of the source text that state the figure. */
  lines: number[];
  /** The measure as shown to readers. */
  label?: string;
  confidence?: number;
  /** The rule that read the figure. */
  rule?: string;
  note?: string;
};

/** The key figures of one call, with the period the call reports. */
export type FigureDocument = { doc: string; callPeriod: string | null; figures: FigureRecord[] };

/** The measures a labelled corpus names, under the names it gives them. */
export const HEADLINE_METRICS = [
  'revenue',
  'eps',
  'net_income',
  'operating_income',
  'ebitda',
  'gross_margin',
  'operating_margin',
  'ebitda_margin',
  'free_cash_flow',
  'operating_cash_flow',
  'capex',
  'dividend_per_share',
  'share_repurchase',
  'backlog',
  'net_interest_income',
  'net_interest_margin',
] as const;

const RECORD_METRIC: Partial<Record<MetricId, string>> = {
  dividend: 'dividend_per_share',
  buyback: 'share_repurchase',
};

/** The record's name of an engine measure: `net-income` is `net_income`. */
function recordMetric(id: MetricId): string {
  return RECORD_METRIC[id] ?? id.replaceAll('-', '_');
}

const FILE_PERIOD = /^[A-Za-z.]+_q([1-4])_(\d{4})$/;

/** The fiscal quarter and year a `TICKER_qQ_YEAR` document name gives, or null. */
export function periodFromName(doc: string): CallPeriod | null {
  const match = FILE_PERIOD.exec(doc);
  return match ? { quarter: Number(match[1]), year: Number(match[2]) } : null;
}

/** `Q2 2021` for a call period with both parts, else null. */
export function callPeriodLabel(period: CallPeriod): string | null {
  return period.quarter === null || period.year === null
    ? null
    : `Q${period.quarter} ${period.year}`;
}

const CALL_PERIOD_LABEL = /^Q([1-4]) (\d{4})$/;

/** The call period of a `Q2 2021` label, or null. */
export function parseCallPeriod(label: string): CallPeriod | null {
  const match = CALL_PERIOD_LABEL.exec(label);
  return match ? { quarter: Number(match[1]), year: Number(match[2]) } : null;
}

/** A year to date is the first half at the second quarter, the year at the fourth. */
function yearToDate(call: CallPeriod, year: number | string): string {
  if (call.quarter === 2) return `H1 ${year}`.trim();
  if (call.quarter === 4) return `FY ${year}`.trim();
  return `Q${call.quarter ?? ''} ${year} YTD`.trim();
}

/** The fiscal period of a figure in one form across calls: `Q3 2024`, `H1 2024`, `FY 2024`. */
export function fiscalPeriodOf(figure: KeyFigure, call: CallPeriod): string {
  return periodText(figure.period, figure.isGuidance, call);
}

function periodText(period: FigurePeriod, guidance: boolean, call: CallPeriod): string {
  const year = (period.kind === 'unknown' ? null : period.year) ?? call.year ?? '';
  if (period.kind === 'quarter') return `Q${period.quarter} ${year}`.trim();
  if (period.kind === 'year') {
    if (period.span === 'h1' || period.span === 'h2')
      return `${period.span.toUpperCase()} ${year}`.trim();
    if (period.span === 'ytd' || period.span === 'nine months') return yearToDate(call, year);
    return `FY ${year}`.trim();
  }
  // A figure whose sentence names no period is the call's own, or the year's when an outlook.
  if (guidance || call.quarter === null) return `FY ${year}`.trim();
  return `Q${call.quarter} ${year}`.trim();
}

function unitOf(figure: KeyFigure, quantity: Quantity): string {
  if (quantity.kind === 'percent') return '%';
  if (quantity.kind === 'number') return 'count';
  if (quantity.kind === 'basis-points') return 'bps';
  return figure.metric === 'eps' || figure.metric === 'dividend' || figure.metric === 'ffo'
    ? 'USD/share'
    : 'USD';
}

function amountOf(quantity: Quantity, loss: boolean): number {
  const magnitude = Math.abs(quantity.value);
  return quantity.negative || loss ? -magnitude : magnitude;
}

/** The 0-based line of the source text a sentence starts on. */
function lineFinder(text: string): (sentence: Sentence) => number {
  const starts: number[] = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return (sentence) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= sentence.start) low = middle;
      else high = middle - 1;
    }
    return low;
  };
}

/** A figure's amount in base units, or the ends of its range; a loss is negative. */
export function amountsOf(figure: KeyFigure): {
  value: number | null;
  low: number | null;
  high: number | null;
} {
  const loss = figure.isLoss;
  if (figure.range) {
    // "a loss of $0.36 to $0.44 per share": the larger loss is the lower end.
    const ends = [amountOf(figure.range.low, loss), amountOf(figure.range.high, loss)];
    return { value: null, low: Math.min(...ends), high: Math.max(...ends) };
  }
  return { value: figure.value ? amountOf(figure.value, loss) : null, low: null, high: null };
}

/**
 * The year-on-year change of a figure in percent, or null: a sequential or two-year change, or
 * one whose base the call does not say, is no year-on-year change.
 */
function yearOnYearChange(figure: KeyFigure): number | null {
  const change = figure.change;
  if (change?.value.kind !== 'percent' || figure.base !== 'year-ago') return null;
  return (change.direction === 'down' ? -1 : 1) * Math.abs(change.value.value);
}

/**
 * One engine figure as a record, or null when it states no amount or belongs to a part the call
 * does not name: a part's figure is never written as the company's.
 */
function toRecord(
  { figure, scope }: CallFigure,
  call: CallPeriod,
  line: number,
): FigureRecord | null {
  const quantity = figure.range?.high ?? figure.value;
  if (!quantity || scope === undefined) return null;
  return {
    metric: recordMetric(figure.metric),
    scope,
    period: periodText(figure.period, figure.isGuidance, call),
    kind: figure.isGuidance ? 'guidance' : 'actual',
    basis: figure.basis === null ? 'unspecified' : figure.basis === 'gaap' ? 'gaap' : 'adjusted',
    unit: unitOf(figure, quantity),
    ...amountsOf(figure),
    changePct: yearOnYearChange(figure),
    lines: [line],
    label: figure.label,
    confidence: figure.confidence,
    ...(figure.rule ? { rule: figure.rule } : {}),
  };
}

/** The fields that make two records one fact stated with one amount. */
function recordKey(record: FigureRecord): string {
  return [
    record.metric,
    record.scope.toLowerCase(),
    record.period,
    record.kind,
    record.basis,
    record.unit,
    record.value,
    record.low,
    record.high,
  ].join('|');
}

/**
 * A figure said again ("revenue of $2.5 billion", and again in an answer) is one figure that
 * names every line stating it; the first statement's wording is kept.
 */
function withoutRepeats(
  read: readonly { record: FigureRecord; sentence: number }[],
  trace?: FigureTrace,
): FigureRecord[] {
  const first = new Map<string, FigureRecord>();
  const kept: FigureRecord[] = [];
  for (const { record, sentence } of read) {
    const key = recordKey(record);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, record);
      kept.push(record);
      continue;
    }
    earlier.lines = [...new Set([...earlier.lines, ...record.lines])];
    earlier.changePct ??= record.changePct;
    trace?.({
      step: 'check',
      sentence,
      name: 'repeated-figure',
      figure: record.label ?? record.metric,
      reason: `said before, on line ${earlier.lines[0] ?? 0}`,
    });
  }
  return kept;
}

/**
 * The key figures of a parsed call as records. `text` is the text it was parsed from, so that
 * each figure names the lines that state it.
 */
export function figureRecords(
  doc: string,
  text: string,
  transcript: Transcript,
  options: CallFigureOptions = {},
): FigureDocument {
  const read = readCallFigures(transcript, options);
  const lineOf = lineFinder(text);
  const figures: { record: FigureRecord; sentence: number }[] = [];
  for (const each of checkCallFigures(read, options.trace)) {
    const sentence = transcript.sentences[each.figure.sentence];
    const record = toRecord(each, read.call, sentence ? lineOf(sentence) : 0);
    if (record) figures.push({ record, sentence: each.figure.sentence });
  }
  return {
    doc,
    callPeriod: callPeriodLabel(read.call),
    figures: withoutRepeats(figures, options.trace),
  };
}

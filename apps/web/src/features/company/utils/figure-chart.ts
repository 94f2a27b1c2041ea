import type { ChartedMetric, FigurePoint, FigureSeries } from '@clearcall/contracts';

/** Each chart's title, in the order the page shows them. */
export const METRIC_TITLES: Record<ChartedMetric, string> = {
  revenue: 'Revenue',
  eps: 'Earnings per share',
  'gross-margin': 'Gross margin',
  'operating-margin': 'Operating margin',
};

/** How a series' line is named in a legend and a table. */
export const BASIS_LABELS: Record<FigureSeries['basis'], string> = {
  gaap: 'Reported',
  adjusted: 'Adjusted',
};

/** "Q3 2024" as a number that orders quarters in time. */
export function quarterOrdinal(fiscalPeriod: string): number {
  const match = /^Q([1-4]) (\d{4})$/.exec(fiscalPeriod);
  return match ? Number(match[2]) * 4 + Number(match[1]) : Number.NaN;
}

/** Every quarter any of the series has a result or guidance for, oldest first. */
export function chartQuarters(series: readonly FigureSeries[]): string[] {
  const quarters = new Set(
    series.flatMap((line) => [...line.results, ...line.guidance].map((p) => p.fiscalPeriod)),
  );
  return [...quarters].sort((a, b) => quarterOrdinal(a) - quarterOrdinal(b));
}

/** "$3.12B", "$714.5M", "$1.84", "15.7%": a value short enough for an axis or a tooltip. */
export function formatChartValue(amount: number, unit: FigureSeries['unit']): string {
  if (unit === '%') return `${Number(amount.toFixed(1))}%`;
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  if (size >= 1e9) return `${sign}$${Number((size / 1e9).toFixed(2))}B`;
  if (size >= 1e6) return `${sign}$${Number((size / 1e6).toFixed(1))}M`;
  return `${sign}$${size.toFixed(2)}`;
}

/** "$2.90B–$3.05B" for a range, the value alone for a single figure. */
export function formatPointValue(point: FigurePoint, unit: FigureSeries['unit']): string {
  if (point.amount !== null) return formatChartValue(point.amount, unit);
  if (point.low !== null && point.high !== null)
    return `${formatChartValue(point.low, unit)}–${formatChartValue(point.high, unit)}`;
  return '';
}

/** Every number a point draws: its value, or both ends of its range. */
export const pointValues = (point: FigurePoint): number[] =>
  [point.amount, point.low, point.high].filter((value): value is number => value !== null);

/** The smallest span a value axis shows, as a share of its largest value's size. */
const MIN_SPAN_SHARE = 0.1;

/**
 * The range a value axis covers: the values', widened around their middle to at least a tenth
 * of the largest, so that a margin moving from 15.6% to 15.8% does not fill the chart's height
 * as if it had doubled.
 */
export function valueDomain(values: readonly number[]): [number, number] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = Math.max(max - min, MIN_SPAN_SHARE * Math.max(Math.abs(min), Math.abs(max)));
  const middle = (min + max) / 2;
  return [middle - span / 2, middle + span / 2];
}

/**
 * Three to six round tick values covering [min, max] (steps of 1, 2 or 5 times a power of
 * ten), so that an axis reads $3.0B, $3.1B, $3.2B rather than $3.04B, $3.11B.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (min === max) {
    const pad = Math.abs(min) * 0.1 || 1;
    return niceTicks(min - pad, max + pad, count);
  }
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step - 1e-9);
  return Array.from({ length: last - first + 1 }, (_, index) =>
    Number(((first + index) * step).toPrecision(12)),
  );
}

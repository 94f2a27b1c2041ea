import {
  CHARTED_METRICS,
  KeyFigureSchema,
  type ChartedMetric,
  type CompanyFigures,
  type FigurePoint,
  type FigureSeries,
  type KeyFigure,
} from '@clearcall/contracts';
import { z } from 'zod';

/** A published call's stored key figures, in the order the calls were held. */
export type CallFiguresRow = { id: string; keyFigures: unknown };

type Basis = FigureSeries['basis'];
type Kind = 'results' | 'guidance';

/** The unit each charted measure is stated in; a figure in another unit is not the measure. */
const UNIT_OF_METRIC: Record<ChartedMetric, FigureSeries['unit']> = {
  revenue: 'USD',
  eps: 'USD',
  'gross-margin': '%',
  'operating-margin': '%',
};

/** Charts run quarter by quarter; half years, full years and year-to-date figures stay out. */
const QUARTER = /^Q([1-4]) (\d{4})$/;

const StoredFiguresSchema = z.array(KeyFigureSchema);

const isChartedMetric = (metric: string): metric is ChartedMetric =>
  (CHARTED_METRICS as readonly string[]).includes(metric);

/** "Q3 2024" as a number that orders quarters in time. */
function quarterOrdinal(fiscalPeriod: string): number {
  const match = QUARTER.exec(fiscalPeriod);
  return match ? Number(match[2]) * 4 + Number(match[1]) : Number.NaN;
}

/**
 * A figure the charts may draw: about the whole company (a segment's revenue is not the
 * company's), not stated with another value elsewhere in the call, in a quarter, with a value.
 */
function isCheckedFigure(figure: KeyFigure): figure is KeyFigure & { fiscalPeriod: string } {
  return (
    figure.part === null &&
    !figure.conflict &&
    isChartedMetric(figure.metric) &&
    figure.unit === UNIT_OF_METRIC[figure.metric] &&
    figure.fiscalPeriod !== null &&
    QUARTER.test(figure.fiscalPeriod) &&
    (figure.amount !== null || (figure.low !== null && figure.high !== null))
  );
}

/** A figure stated without a basis is read as reported, the way calls state GAAP figures. */
const basisOf = (figure: KeyFigure): Basis => (figure.basis === 'adjusted' ? 'adjusted' : 'gaap');

const seriesKey = (metric: ChartedMetric, basis: Basis) => `${metric}|${basis}`;

const sameValue = (a: FigurePoint, b: FigurePoint) =>
  a.amount === b.amount && a.low === b.low && a.high === b.high;

/** The figures one call states for each measure, basis, kind and quarter, by key. */
function callPoints(row: CallFiguresRow): Map<string, FigurePoint[]> {
  const parsed = StoredFiguresSchema.safeParse(row.keyFigures);
  const points = new Map<string, FigurePoint[]>();
  if (!parsed.success) return points;
  for (const figure of parsed.data) {
    if (!isCheckedFigure(figure)) continue;
    const kind: Kind = figure.isGuidance ? 'guidance' : 'results';
    const key = `${seriesKey(figure.metric as ChartedMetric, basisOf(figure))}|${kind}|${figure.fiscalPeriod}`;
    const point: FigurePoint = {
      fiscalPeriod: figure.fiscalPeriod,
      amount: figure.amount,
      low: figure.amount === null ? figure.low : null,
      high: figure.amount === null ? figure.high : null,
      storyId: row.id,
      sentenceId: figure.sentenceId,
    };
    points.set(key, [...(points.get(key) ?? []), point]);
  }
  return points;
}

/**
 * The company's chart series from its calls, oldest call first. Within one call, a measure
 * stated for a quarter with two different values is left out: the charts cannot tell which is
 * the company's. Across calls the later call wins, so a guidance range is the last one given
 * before the quarter's result, and a restated result replaces the first.
 */
export function companyFigureSeries(rows: readonly CallFiguresRow[]): CompanyFigures {
  const chosen = new Map<string, FigurePoint>();
  for (const row of rows) {
    for (const [key, points] of callPoints(row)) {
      const [first] = points;
      if (first && points.every((point) => sameValue(point, first))) chosen.set(key, first);
    }
  }
  const series: FigureSeries[] = [];
  for (const metric of CHARTED_METRICS) {
    for (const basis of ['gaap', 'adjusted'] as const) {
      const pointsOf = (kind: Kind) =>
        [...chosen.entries()]
          .filter(([key]) => key.startsWith(`${seriesKey(metric, basis)}|${kind}|`))
          .map(([, point]) => point)
          .sort((a, b) => quarterOrdinal(a.fiscalPeriod) - quarterOrdinal(b.fiscalPeriod));
      const results = pointsOf('results');
      const guidance = pointsOf('guidance');
      if (results.length + guidance.length === 0) continue;
      series.push({ metric, basis, unit: UNIT_OF_METRIC[metric], results, guidance });
    }
  }
  return { calls: rows.length, series };
}

import {
  CHARTED_METRICS,
  type ChartedMetric,
  type CompanyFigures,
  type FigurePoint,
  type FigureSeries,
} from '@clearcall/contracts';
import { Paper, Table, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, useState } from 'react';
import {
  BASIS_LABELS,
  chartQuarters,
  formatChartValue,
  formatPointValue,
  METRIC_TITLES,
  niceTicks,
  pointValues,
  valueDomain,
} from '../utils/figure-chart';
import classes from './figure-charts.module.css';

/**
 * The drawing is laid out in pixels at its card's measured width, so text and marks keep their
 * size on a phone and on a wide screen; this width stands in until the card is measured.
 */
const DEFAULT_WIDTH = 360;
const HEIGHT = 210;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 52 };
/** How far a guidance range sits left of the result it is compared with. */
const RANGE_OFFSET = 7;

type Scales = {
  width: number;
  x: (quarter: string) => number;
  y: (value: number) => number;
  ticks: number[];
};

function scalesFor(
  series: readonly FigureSeries[],
  quarters: readonly string[],
  width: number,
): Scales {
  const values = series.flatMap((line) => [...line.results, ...line.guidance].flatMap(pointValues));
  const ticks = niceTicks(...valueDomain(values));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const step = plotWidth / quarters.length;
  return {
    width,
    x: (quarter) => MARGIN.left + step * (quarters.indexOf(quarter) + 0.5),
    y: (value) => MARGIN.top + plotHeight * (1 - (value - low) / (high - low)),
    ticks,
  };
}

/** "Q3 2026" on an axis as "Q3 '26", so six quarters fit a phone's width. */
const shortQuarter = (quarter: string) => quarter.replace(/ \d{2}(\d{2})$/, " '$1");

function Axes({
  scales,
  quarters,
  unit,
}: {
  scales: Scales;
  quarters: string[];
  unit: FigureSeries['unit'];
}) {
  return (
    <g className={classes.axes}>
      {scales.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN.left}
            x2={scales.width - MARGIN.right}
            y1={scales.y(tick)}
            y2={scales.y(tick)}
          />
          <text x={MARGIN.left - 6} y={scales.y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatChartValue(tick, unit)}
          </text>
        </g>
      ))}
      {quarters.map((quarter) => (
        <text key={quarter} x={scales.x(quarter)} y={HEIGHT - 8} textAnchor="middle">
          {shortQuarter(quarter)}
        </text>
      ))}
    </g>
  );
}

/** A guidance range as a bar with caps (a single guided value as a hollow mark). */
function GuidanceMark({ point, scales }: { point: FigurePoint; scales: Scales }) {
  const x = scales.x(point.fiscalPeriod) - RANGE_OFFSET;
  if (point.low === null || point.high === null) {
    return point.amount === null ? null : (
      <circle className={classes.guidancePoint} cx={x} cy={scales.y(point.amount)} r={3.5} />
    );
  }
  const top = scales.y(point.high);
  const bottom = scales.y(point.low);
  return (
    <g className={classes.range}>
      <rect x={x - 3} y={top} width={6} height={Math.max(bottom - top, 1.5)} rx={2} />
      <line x1={x - 5} x2={x + 5} y1={top} y2={top} />
      <line x1={x - 5} x2={x + 5} y1={bottom} y2={bottom} />
    </g>
  );
}

function SeriesMarks({ line, scales }: { line: FigureSeries; scales: Scales }) {
  const results = line.results.flatMap((point) =>
    point.amount === null
      ? []
      : [
          {
            quarter: point.fiscalPeriod,
            x: scales.x(point.fiscalPeriod),
            y: scales.y(point.amount),
          },
        ],
  );
  const path = results.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  return (
    <g className={classes.series} data-basis={line.basis}>
      {line.guidance.map((point) => (
        <GuidanceMark key={`g-${point.fiscalPeriod}`} point={point} scales={scales} />
      ))}
      <polyline className={classes.line} points={path} />
      {results.map((point) => (
        <circle key={point.quarter} className={classes.point} cx={point.x} cy={point.y} r={3.5} />
      ))}
    </g>
  );
}

/** One row per series and kind for a quarter, for the tooltip and the table. */
function quarterRows(series: readonly FigureSeries[], quarter: string) {
  return series.flatMap((line) =>
    (['results', 'guidance'] as const).flatMap((kind) => {
      const point = line[kind].find((candidate) => candidate.fiscalPeriod === quarter);
      if (!point) return [];
      const label = `${BASIS_LABELS[line.basis]} ${kind === 'results' ? 'result' : 'guidance'}`;
      return [{ key: `${line.basis}-${kind}`, label, value: formatPointValue(point, line.unit) }];
    }),
  );
}

function Tooltip({
  series,
  quarter,
  scales,
}: {
  series: FigureSeries[];
  quarter: string;
  scales: Scales;
}) {
  // Shown in the corner away from the hovered quarter, so it neither hides it nor overflows.
  const isLeftHalf = scales.x(quarter) < scales.width / 2;
  return (
    <div className={classes.tooltip} style={isLeftHalf ? { right: 0 } : { left: 0 }} role="status">
      <Text size="xs" fw={700}>
        {quarter}
      </Text>
      {quarterRows(series, quarter).map((row) => (
        <Text key={row.key} size="xs">
          {row.label}: <strong>{row.value}</strong>
        </Text>
      ))}
    </div>
  );
}

function Legend({ series }: { series: FigureSeries[] }) {
  const hasGuidance = series.some((line) => line.guidance.length > 0);
  return (
    <div className={classes.legend} aria-hidden>
      {series.map((line) => (
        <span key={line.basis} className={classes.series} data-basis={line.basis}>
          <span className={classes.swatch} />
          {BASIS_LABELS[line.basis]}
        </span>
      ))}
      {hasGuidance ? (
        <span>
          <span className={classes.rangeSwatch} />
          Guidance range
        </span>
      ) : null}
    </div>
  );
}

function FigureTable({
  series,
  quarters,
  title,
}: {
  series: FigureSeries[];
  quarters: string[];
  title: string;
}) {
  return (
    <details className={classes.details}>
      <summary>Show the numbers</summary>
      <Table.ScrollContainer minWidth={280}>
        <Table fz="xs" striped>
          <caption className={classes.caption}>{title} by quarter</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Quarter</Table.Th>
              <Table.Th scope="col">Figure</Table.Th>
              <Table.Th scope="col">Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quarters.flatMap((quarter) =>
              quarterRows(series, quarter).map((row, index) => (
                <Table.Tr key={`${quarter}-${row.key}`}>
                  <Table.Th scope="row" fw={index === 0 ? 600 : 400}>
                    {quarter}
                  </Table.Th>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td>{row.value}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </details>
  );
}

/** What the chart shows, for a screen reader that meets the drawing. */
function chartSummary(title: string, series: FigureSeries[], quarters: string[]): string {
  const last = quarters.at(-1) ?? '';
  const latest = quarterRows(series, last)
    .map((row) => `${row.label} ${row.value}`)
    .join(', ');
  return `${title} from ${quarters[0]} to ${last}; ${last}: ${latest}. The numbers follow as a table.`;
}

type MetricChartProps = {
  metric: ChartedMetric;
  series: FigureSeries[];
  unit: FigureSeries['unit'];
};

/** One measure across quarters: a line per basis, guidance ranges beside the results. */
function MetricChart({ metric, series, unit }: MetricChartProps) {
  const [active, setActive] = useState<string | null>(null);
  const titleId = useId();
  const quarters = chartQuarters(series);
  const { ref, width } = useElementSize();
  const scales = scalesFor(series, quarters, Math.round(width) || DEFAULT_WIDTH);
  const title = METRIC_TITLES[metric];
  const columnWidth = (scales.width - MARGIN.left - MARGIN.right) / quarters.length;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      aria-labelledby={titleId}
      component="figure"
    >
      <Title order={3} size="h6" id={titleId}>
        {title}
      </Title>
      <Legend series={series} />
      {series.every((line) => line.results.length === 0) ? (
        <Text size="xs" c="dimmed">
          Guidance only: no reported result for this measure passed the checks yet.
        </Text>
      ) : null}
      <div ref={ref} className={classes.plot} onMouseLeave={() => setActive(null)}>
        <svg
          viewBox={`0 0 ${scales.width} ${HEIGHT}`}
          className={classes.svg}
          role="img"
          aria-label={chartSummary(title, series, quarters)}
        >
          <Axes scales={scales} quarters={quarters} unit={unit} />
          {active ? (
            <line
              className={classes.cursor}
              x1={scales.x(active)}
              x2={scales.x(active)}
              y1={MARGIN.top}
              y2={HEIGHT - MARGIN.bottom}
            />
          ) : null}
          {series.map((line) => (
            <SeriesMarks key={line.basis} line={line} scales={scales} />
          ))}
          {quarters.map((quarter) => (
            <rect
              key={quarter}
              className={classes.hit}
              x={scales.x(quarter) - columnWidth / 2}
              y={MARGIN.top}
              width={columnWidth}
              height={HEIGHT - MARGIN.top - MARGIN.bottom}
              onMouseEnter={() => setActive(quarter)}
              onClick={() => setActive(quarter)}
            />
          ))}
        </svg>
        {active ? <Tooltip series={series} quarter={active} scales={scales} /> : null}
      </div>
      <FigureTable series={series} quarters={quarters} title={title} />
    </Paper>
  );
}

/**
 * Revenue, EPS and margins across the company's calls, each quarter's guidance range beside the
 * result reported the next call. Drawn in SVG: a handful of points per chart needs no library.
 */
export default function FigureCharts({ figures }: { figures: CompanyFigures }) {
  const charted = CHARTED_METRICS.flatMap((metric) => {
    const series = figures.series.filter((line) => line.metric === metric);
    const [first] = series;
    return first ? [{ metric, series, unit: first.unit }] : [];
  });
  if (charted.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No figure of these calls could be checked for the charts yet.
      </Text>
    );
  }
  return (
    <div className={classes.grid}>
      {charted.map((chart) => (
        <MetricChart
          key={chart.metric}
          metric={chart.metric}
          series={chart.series}
          unit={chart.unit}
        />
      ))}
    </div>
  );
}

import classes from './company-sections.module.css';

type SparklineProps = {
  values: number[];
  label: string;
  width?: number;
  height?: number;
};

/** A small inline line chart of a series, oldest first. */
export function Sparkline({ values, label, width = 96, height = 28 }: SparklineProps) {
  if (values.length === 0) return null;
  const max = Math.max(...values, 1);
  const step = values.length > 1 ? (width - 4) / (values.length - 1) : 0;
  const points = values.map((value, index) => {
    const x = 2 + index * step;
    const y = height - 2 - (value / max) * (height - 4);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const last = points.at(-1)?.split(',') ?? ['0', '0'];
  return (
    <svg
      className={classes.sparkline}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={last[0]} cy={last[1]} r={2.5} fill="currentColor" />
    </svg>
  );
}

import { periodLabel, shownAmount } from '../bullets/render-bullet';
import { acronymCase } from '../text/newswire-case';
import type { Transcript } from '../transcript/types';
import { readCallFigures, type CallFigureOptions, type CallFigures } from './call-figures';
import type { Quantity } from '../text/quantities';
import type { ComparisonBase, KeyFigure } from './extract-figures';
import { amountsOf, fiscalPeriodOf } from './figure-record';
import { checkCallFigures } from './check';
import { COMPANY_SCOPE, UNNAMED_PART_SCOPE } from './scope';

/** A key figure as shown to a reader: value, unit, period, change and direction. */
export type KeyFigureView = {
  metric: KeyFigure['metric'];
  label: string;
  value: string;
  unit: 'USD' | '%' | 'bps' | 'number';
  period: string;
  isGuidance: boolean;
  change: string | null;
  direction: 'up' | 'down' | null;
  citation: number;
  /** The segment, region or product the figure belongs to; null for the whole company. */
  part: string | null;
  /** `Q3 2024`, `H1 2024`, `FY 2024`, `Q3 2024 YTD`: one form across calls, for charts. */
  fiscalPeriod: string;
  basis: 'gaap' | 'adjusted' | null;
  /** What the change is measured against, when the call says. */
  changeBase: Exclude<ComparisonBase, 'unspecified'> | null;
  /** In base units; a range has `low` and `high` instead. */
  amount: number | null;
  low: number | null;
  high: number | null;
  /** The call states this measure, part and period with another value too. */
  conflict: boolean;
  confidence: number;
};

function unitOf(figure: KeyFigure): KeyFigureView['unit'] {
  const kind = figure.range?.high.kind ?? figure.value?.kind;
  if (kind === 'money') return 'USD';
  if (kind === 'percent') return '%';
  if (kind === 'basis-points') return 'bps';
  return 'number';
}

/**
 * Lists the figures the call states (revenue, EPS, margins, segments, cash flow, buybacks,
 * dividends, guidance), one per measure, basis, value and period, in the order they were said.
 * They are read as the bullet brief reads them: from the prepared remarks (the Q&A mostly repeats
 * them and compares with other periods), with ranges as outlooks and outlook sections keeping
 * their period.
 */
export function extractKeyFigures(
  transcript: Transcript,
  options: CallFigureOptions = {},
): KeyFigureView[] {
  return keyFiguresOf(readCallFigures(transcript, options));
}

/**
 * The key figures of a call whose figures {@link readCallFigures} already read, so a caller that
 * also writes the bullet brief from them settles the call's figures once.
 */
export function keyFiguresOf(read: CallFigures): KeyFigureView[] {
  const seen = new Set<string>();
  const out: KeyFigureView[] = [];
  for (const { figure, scope, conflict } of checkCallFigures(read)) {
    // A part's figure whose part the call does not name cannot be shown as anyone's.
    if (scope === UNNAMED_PART_SCOPE) continue;
    // A part's figure the call does not name the part of is never shown as the company's.
    if ((figure.value === null && figure.range === null) || scope === undefined) continue;
    const base = figure.change && figure.base !== 'unspecified' ? (figure.base ?? null) : null;
    const shown = (q: Quantity) => shownAmount(q, figure.label, '-');
    const amount = figure.range
      ? `${shown(figure.range.low)} to ${shown(figure.range.high)}`
      : figure.value
        ? shown(figure.value)
        : '';
    const amounts = amountsOf(figure);
    const view: KeyFigureView = {
      metric: figure.metric,
      label: acronymCase(figure.label),
      value: figure.qualifier && !figure.range ? `${figure.qualifier} ${amount}` : amount,
      unit: unitOf(figure),
      period: acronymCase(periodLabel(figure, read.call)),
      isGuidance: figure.isGuidance,
      change: base ? (figure.change?.value.display ?? null) : null,
      direction: base ? (figure.change?.direction ?? null) : null,
      citation: figure.sentence,
      part: scope === COMPANY_SCOPE ? null : scope,
      fiscalPeriod: fiscalPeriodOf(figure, read.call),
      basis: figure.basis === null ? null : figure.basis === 'gaap' ? 'gaap' : 'adjusted',
      changeBase: base,
      amount: amounts.value,
      low: amounts.low,
      high: amounts.high,
      conflict: conflict ?? false,
      confidence: figure.confidence,
    };
    // "Franchise fees revenue" and "revenue" of the same part, amount and period are one figure.
    const key = `${view.metric}|${view.part}|${amount}|${view.fiscalPeriod}|${view.isGuidance}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(view);
  }
  return out;
}

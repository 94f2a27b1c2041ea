import type { KeyFigure } from '../figures/extract-figures';
import type { CallPeriod } from '../figures/period';
import { newswireCase } from '../text/newswire-case';
import type { Quantity } from '../text/quantities';
import type { GuidanceAction } from './guidance-action';

/** The period words of a bullet: "q3", "fy 2021" or "fy". */
export function periodLabel(figure: KeyFigure, call: CallPeriod): string {
  const period = figure.period;
  if (period.kind === 'quarter') return `q${period.quarter}`;
  if (period.kind === 'year') {
    const name = period.span ?? 'fy';
    return period.year === null ? name : `${name} ${period.year}`;
  }
  if (figure.isGuidance) return 'fy';
  return call.quarter === null ? 'qtrly' : `q${call.quarter}`;
}

/**
 * An amount as a bullet or a key figure shows it: a negative amount or margin of a measure whose
 * label does not already say loss keeps its sign ("free cash flow negative $652 million"); a
 * percentage of change has its direction told in words elsewhere.
 */
export function shownAmount(q: Quantity, label: string, minus = 'negative '): string {
  const digits = q.display.replace(/^-/, '');
  const signed = q.kind === 'money' || (q.kind === 'percent' && /margin/i.test(label));
  return q.negative && signed && !/\bloss\b/i.test(label) ? `${minus}${digits}` : digits;
}

function changeWords(figure: KeyFigure, guidance: boolean): string {
  const change = figure.change;
  if (!change) return '';
  const pct = change.value.digits;
  if (guidance) return `${change.direction === 'up' ? 'up' : 'down'} ${pct}%`;
  return `${change.direction === 'up' ? 'rose' : 'fell'} ${pct} percent`;
}

const CONTINUING = ' from continuing operations';

/** Measures stated as percentages (margins): a percentage is their level. */
function isLevelPercent(figure: KeyFigure): boolean {
  return /margin/.test(figure.metric);
}

/** Writes one figure as a terse newswire bullet, e.g. "Q3 revenue rose 14 percent to $1.7 billion." */
export function renderBullet(
  figure: KeyFigure,
  call: CallPeriod,
  action: GuidanceAction | null = null,
): string {
  const period = periodLabel(figure, call);
  // Newswire order: "q4 earnings per share $0.23 from continuing operations".
  const label = figure.label.replace(CONTINUING, '');
  const tail = label === figure.label ? '' : CONTINUING;
  const value = figure.range
    ? `${shownAmount(figure.range.low, label)} to ${shownAmount(figure.range.high, label)}`
    : figure.value
      ? shownAmount(figure.value, label)
      : '';
  let body: string;
  if (figure.worded) {
    // "sees fy 2021 organic revenue up mid-single digits", "sees q4 sales up in low 20% range".
    const { words, direction, range } = figure.worded;
    const growth = /flat$/.test(words)
      ? words
      : `${direction} ${range ? `in ${words} range` : words}`;
    body = `sees ${period} ${label} ${growth}`;
  } else if (figure.isGuidance && figure.range?.high.kind === 'percent' && isLevelPercent(figure)) {
    // "sees q3 operating margin 13% to 13.5%": a margin's range is its level, not its growth.
    body = `sees ${period} ${label} ${value}`;
  } else if (figure.isGuidance && figure.range?.high.kind === 'percent') {
    const direction = figure.change?.direction === 'down' ? 'down' : 'up';
    body = `sees ${period} ${label} ${direction} ${value}`;
  } else if (figure.isGuidance && action !== null && value) {
    // Newswire wording: "raises fy eps view to $6.35 to $6.75", "reaffirms fy eps view $3.00 to $3.20".
    body = `${action} ${period} ${label} view ${action === 'reaffirms' ? '' : 'to '}${value}`;
  } else if (figure.isGuidance) {
    const change = figure.change && !figure.range ? ` ${changeWords(figure, true)}` : '';
    // "sees fy sales about $3.9 billion": the hedge the call put on a single amount.
    const hedged = figure.qualifier && !figure.range ? `${figure.qualifier} ${value}` : value;
    body = `sees ${period} ${label}${value ? ` ${hedged}` : ''}${value ? '' : change}`;
  } else if (figure.metric === 'same-store-sales' && figure.value) {
    const direction =
      figure.value.negative || figure.change?.direction === 'down' ? 'fell' : 'rose';
    body = `${period} ${label} ${direction} ${figure.value.digits} percent`;
  } else if (figure.metric === 'revenue' && figure.change) {
    body = `${period} ${label} ${changeWords(figure, false)}${value ? ` to ${value}` : ''}`;
  } else if (figure.change && value && figure.metric !== 'eps' && figure.metric !== 'ffo') {
    body = `${period} ${label} ${value}, ${figure.change.direction} ${figure.change.value.digits}%`;
  } else {
    body = `${period} ${label} ${value}`;
  }
  return newswireCase(`${`${body}${tail}`.replace(/\s+/g, ' ').trim()}.`);
}

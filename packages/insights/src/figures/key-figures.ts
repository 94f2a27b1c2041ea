import { periodLabel } from '../bullets/render-bullet';
import type { Transcript } from '../transcript/types';
import { extractSentenceFigures, type KeyFigure } from './extract-figures';
import { callPeriodOf, type CallPeriod } from './period';

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
 * dividends, guidance), one per measure, basis and period, in the order they were said.
 */
export function extractKeyFigures(
  transcript: Transcript,
  call?: CallPeriod,
  figures?: readonly KeyFigure[][],
): KeyFigureView[] {
  const period = call ?? callPeriodOf(transcript);
  const seen = new Set<string>();
  const out: KeyFigureView[] = [];
  for (const sentence of transcript.sentences) {
    const found =
      figures?.[sentence.index] ?? extractSentenceFigures(sentence.text, sentence.index, period);
    for (const figure of found) {
      if (figure.value === null && figure.range === null) continue;
      const value = figure.range
        ? `${figure.range.low.display} to ${figure.range.high.display}`
        : (figure.value?.display ?? '');
      const view: KeyFigureView = {
        metric: figure.metric,
        label: figure.label,
        value,
        unit: unitOf(figure),
        period: periodLabel(figure, period),
        isGuidance: figure.isGuidance,
        change: figure.change ? figure.change.value.display : null,
        direction: figure.change?.direction ?? null,
        citation: sentence.index,
      };
      const key = `${view.label}|${view.value}|${view.period}|${view.isGuidance}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(view);
    }
  }
  return out;
}

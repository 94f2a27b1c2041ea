import type { KeyFigure } from '../../extract-figures';
import type { CallPeriod } from '../../period';
import { extractWordedGrowth } from '../../worded-growth';
import type { MeasuredSentence } from '../tags';

/**
 * Rule worded-growth: adds an outlook of growth said in words ("mid-single digits"); it replaces
 * a bare change read for the same measure: "sales to be up in the low 20% range, versus our
 * previous guide up approximately 20%".
 */
export function withWordedGrowth(
  measured: MeasuredSentence,
  sentence: number,
  call: CallPeriod,
  figures: KeyFigure[],
): KeyFigure[] {
  const worded = extractWordedGrowth(measured, sentence, call, figures);
  if (worded.length === 0) return figures;
  const kept = figures.filter(
    (f) => f.value !== null || f.range !== null || !worded.some((w) => w.metric === f.metric),
  );
  return [...kept, ...worded.map((w): KeyFigure => ({ ...w, rule: 'worded-growth' }))];
}

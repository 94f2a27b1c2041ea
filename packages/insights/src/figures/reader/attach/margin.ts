import type { Quantity } from '../../../text/quantities';
import type { KeyFigure } from '../../extract-figures';
import { METRICS, type MetricId } from '../../metrics';
import type { AttachSentence } from './sentence';

/** The margin a measure's amount gives when the rate of revenue is said with it. */
const MARGIN_OF: Partial<Record<MetricId, MetricId>> = {
  ebitda: 'ebitda-margin',
  'operating-income': 'operating-margin',
};

/** ", or", ", representing a margin of", "which was": words between an amount and its margin. */
const TO_MARGIN =
  /^\s*,?\s*(?:or|representing|which (?:is|was|represents))\s+(?:an?\s+)?(?:([\w-]+\s+)?margin\s+of\s+)?(?:approximately\s+|about\s+|roughly\s+)?$/i;

/** "of segment revenues", "of net sales", " margin": what makes a rate after an amount its margin. */
const OF_REVENUE_AFTER =
  /^\s*(?:of\s+(?:(?:segment|net|total|our|its)\s+)*(?:revenues?|sales)\b|margin\b)/i;

/** The rate said right after an amount as its share of revenue, if any. */
function marginAfter(s: AttachSentence, figure: KeyFigure): Quantity | null {
  const value = figure.value;
  if (!value || value.kind !== 'money' || value.negative) return null;
  const end = figure.range?.high.end ?? value.end;
  const q = s.quantities.find((each) => each.start >= end && each.start - end <= 50);
  if (!q || q.kind !== 'percent' || q.negative || s.used.has(q)) return null;
  const gap = TO_MARGIN.exec(s.text.slice(end, q.start));
  if (!gap) return null;
  // "representing a margin of 15.8%" says it; a bare rate needs "of revenues" or "margin" after.
  const said = /margin/i.test(gap[0]);
  return said || OF_REVENUE_AFTER.test(s.text.slice(q.end, q.end + 40)) ? q : null;
}

/**
 * The rule "MEASURE AMOUNT or PCT of revenues": "Adjusted EBITDA of $22 million or 9.6% of
 * segment revenues", "operating income totaled $114 million, representing a margin of 15.8%". The
 * rate is the measure's margin, a figure of its own with the amount's basis, period and part.
 */
export function readImpliedMargins(s: AttachSentence, figures: readonly KeyFigure[]): KeyFigure[] {
  const margins: KeyFigure[] = [];
  for (const figure of figures) {
    const metric = MARGIN_OF[figure.metric];
    const def = metric && METRICS.find((each) => each.id === metric);
    if (!def || figure.isGuidance !== s.isGuidance) continue;
    const q = marginAfter(s, figure);
    if (!q) continue;
    s.used.add(q);
    margins.push({
      ...figure,
      rule: 'implied-margin',
      metric: def.id,
      label: def.label
        .replace('{basis}', figure.basis ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
      value: q,
      range: null,
      change: null,
      isLoss: false,
      confidence: figure.confidence * 0.9,
    });
  }
  return margins;
}

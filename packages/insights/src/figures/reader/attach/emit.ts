import type { Quantity, QuantityRange } from '../../../text/quantities';
import type { Basis, KeyFigure } from '../../extract-figures';
import { labelOf } from '../../figure-words';
import { yearRightAfter } from '../../period';
import type { RuleName } from '../rules';
import { isLevelAfterChange } from './amounts';
import { adjustedAlternative, basesOf } from './basis';
import type { MentionReading } from './measure';
import { partNaming, type PartNaming } from './part-names';
import { CONTINUING, CONTINUING_BEFORE, CONTINUING_LABEL } from './per-share';
import { periodOfValue, respectiveAt, yearBefore, type AttachSentence } from './sentence';

/** What every figure of one measure shares: its bases, its part and the rule's choice of values. */
type MentionFigures = {
  bases: Basis[];
  naming: PartNaming;
  alternative: Quantity | null;
};

/**
 * The figures a measure's reading gives: one a value it read (a level, the adjusted alternative
 * after "or", the amounts of each period said "respectively"), or, for revenue with no value, its
 * change alone.
 */
export function figuresOf(s: AttachSentence, reading: MentionReading): KeyFigure[] {
  const { values } = reading;
  const alternative = reading.slot ? null : adjustedAlternative(s, values);
  if (alternative) values.push(alternative);
  const { bases, shared } = basesOf(s, reading, alternative);
  const naming = partNaming(s, reading);
  // "earnings per share of $0.52 and $1.40 for the quarter and the full year, respectively":
  // two amounts of one measure, each of its own period and the measure's basis.
  const second = !shared && !alternative ? values[1] : undefined;
  const byPeriod =
    second !== undefined &&
    values[0] !== undefined &&
    respectiveAt(s, values[0].start) !== null &&
    respectiveAt(s, second.start) !== null;
  if (byPeriod) bases[1] = bases[0] ?? null;
  const common = { bases, naming, alternative };
  const count = shared || alternative ? bases.length : byPeriod ? 2 : 1;
  const figures = values
    .slice(0, count)
    .map((value, k) => valueFigure(s, reading, common, value, k));
  const change = changeFigure(s, reading, naming);
  return change ? [...figures, change] : figures;
}

/** The rule that read a value of a measure, from what the reading found. */
function ruleOf(
  s: AttachSentence,
  reading: MentionReading,
  alternative: boolean,
  value: Quantity,
  range: QuantityRange | null,
): RuleName {
  if (reading.slot) return 'respective-list';
  if (reading.named) return 'amount-of-measure';
  if (reading.leading) return 'rate-before-measure';
  if (alternative) return 'adjusted-alternative';
  if (reading.levelAfterChange || isLevelAfterChange(s.text, reading.change, value))
    return 'measure-change-to-amount';
  return range && s.isGuidance ? 'range-outlook' : 'measure-verb-amount';
}

/** True when a value of a measure is a loss: "net loss", "a loss of $39 million", "lost $0.06". */
function isLossAt(s: AttachSentence, reading: MentionReading, value: Quantity): boolean {
  const { lower } = s;
  const { mention } = reading;
  return (
    /\bloss/.test(mention.text) ||
    value.negative ||
    // "On an earnings per share basis, we lost $0.06 per share", "Adjusted EBITDA for the quarter
    // was a loss of $39 million".
    /\b(?:lost|loss of)\s+(?:approximately\s+|about\s+)?$/.test(
      lower.slice(Math.max(0, value.start - 24), value.start),
    ) ||
    // "adjusted earnings per share loss of $0.38", "Adjusted EBITDA loss was $2 million".
    (/^(?:eps|ebitda|operating-income)$/.test(mention.def.id) &&
      /^\W*(?:\w+\W+){0,2}?loss\b/.test(lower.slice(mention.end, value.start)))
  );
}

/** The label of a value's figure: the measure's words with its basis, part or kind of dividend. */
function labelFor(
  s: AttachSentence,
  reading: MentionReading,
  partName: string | null,
  basis: Basis,
  value: Quantity,
  isLoss: boolean,
): string {
  const { lower } = s;
  const { mention } = reading;
  // "which equates to an annual dividend of $7.60", "declared a special dividend of $0.75".
  const kind =
    mention.def.id === 'dividend'
      ? /\b(annual|special)(?:ized)?\s+$/.exec(lower.slice(0, mention.start))?.[1]
      : undefined;
  const label = kind ? `${kind} dividend` : labelOf(mention, basis, isLoss);
  // "net income from continuing operations was $229 million, with diluted earnings per share of
  // $1.59": the result the per-share amount divides.
  const continuing =
    mention.def.id === 'eps' &&
    !label.endsWith(CONTINUING_LABEL) &&
    (CONTINUING.test(lower.slice(mention.end, value.start)) ||
      CONTINUING_BEFORE.test(lower.slice(Math.max(0, mention.start - 90), mention.start)));
  if (continuing) return `${label}${CONTINUING_LABEL}`;
  return partName ? `${partName} ${label}` : label;
}

/** The figure of the `k`th value read for a measure. */
function valueFigure(
  s: AttachSentence,
  reading: MentionReading,
  { bases, naming, alternative }: MentionFigures,
  value: Quantity,
  k: number,
): KeyFigure {
  const { text, ranges, used } = s;
  const { mention } = reading;
  used.add(value);
  const range = ranges.find((r) => r.low === value || r.low.start === value.start) ?? null;
  if (range) used.add(range.high);
  const isLoss = isLossAt(s, reading, value);
  const basis = bases[k] ?? null;
  return {
    rule: ruleOf(s, reading, alternative !== null && k === 1, value, range),
    metric: mention.def.id,
    label: labelFor(s, reading, naming.partName, basis, value, isLoss),
    basis,
    value,
    range,
    change: k === 0 ? reading.change : null,
    period:
      respectiveAt(s, range?.low.start ?? value.start) ??
      yearRightAfter(text, range?.high.end ?? value.end) ??
      yearBefore(text, mention.start) ??
      periodOfValue(s, mention.start, range?.high.end ?? value.end),
    isGuidance: s.isGuidance,
    isLoss,
    isSegment: naming.isSegment(),
    sentence: s.sentence,
    confidence: Math.max(0.2, 1 - Math.abs(value.start - mention.end) / 160),
    measure: { start: mention.start, end: mention.end },
  };
}

/**
 * "Revenue grew 7%", "we expect revenue to grow 6% to 8%", "a 14% increase in sales": a change of
 * revenue said with no level is a figure of its own.
 */
function changeFigure(
  s: AttachSentence,
  reading: MentionReading,
  { namedPart, isSegment }: PartNaming,
): KeyFigure | null {
  const { mention, change, percentRange } = reading;
  if (reading.values.length > 0 || change === null || mention.def.id !== 'revenue') return null;
  const label = labelOf(mention, null, false);
  return {
    rule: reading.growthBefore
      ? 'pct-change-in-measure'
      : percentRange
        ? 'growth-outlook'
        : 'measure-change',
    metric: mention.def.id,
    label: namedPart ? `${namedPart} ${label}` : label,
    basis: null,
    value: percentRange?.low ?? null,
    range: percentRange,
    change,
    period: s.period,
    isGuidance: s.isGuidance,
    isLoss: false,
    isSegment: isSegment(),
    sentence: s.sentence,
    confidence: 0.5,
    measure: { start: mention.start, end: mention.end },
  };
}

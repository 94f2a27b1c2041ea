import type { Quantity } from '../../../text/quantities';
import type { KeyFigure } from '../../extract-figures';
import { GUIDANCE } from '../../figure-words';
import { respectiveChanges } from '../../respective-measures';

/**
 * "Consolidated revenue was $4.5 billion and fee revenue was $1.8 billion, increases of 18% and
 * 41%, respectively": when two amounts of two measures come before a pair of changes, each takes
 * its own change, the first the first.
 */
export function pairChanges(
  text: string,
  quantities: readonly Quantity[],
  figures: KeyFigure[],
): void {
  const changes = respectiveChanges(text, quantities);
  if (!changes) return;
  const amounts = figures
    .map((figure, at) => ({ figure, at }))
    .filter(
      ({ figure }) =>
        figure.value !== null &&
        figure.value.kind === 'money' &&
        figure.value.end <= changes[0].value.start,
    );
  if (amounts.length !== 2) return;
  amounts.forEach(({ figure, at }, k) => {
    figures[at] = { ...figure, change: changes[k] ?? null };
  });
}

/**
 * "Non-GAAP diluted earnings per share in the range of $0.72 to $0.76", "this yields an adjusted
 * earnings per share range of $2.50 to $2.70": a result is one amount, so a range said without a
 * verb of a result is an outlook or a target, even where the sentence names no outlook.
 */
export function asOutlook(text: string, figure: KeyFigure): KeyFigure {
  const range = figure.range;
  if (!range || figure.change?.value === range.low) return figure;
  return RESULT_VERB.test(text.slice(Math.max(0, range.low.start - 60), range.low.start))
    ? figure
    : { ...figure, isGuidance: true };
}

/** A verb of a reported result right before a value: "sales were $34.2 billion", "increased 1.4% to". */
export const RESULT_VERB =
  /\b(?:was|were|been|invested|spent|generated|delivered|achieved|posted|recorded|produced|increased|decreased|grew|rose|fell|declined|totaled|totalled|came in at)\b(?:(?!\b(?:expect|guid|outlook|forecast|project|anticipat)\w*)[^;])*$/i;

/**
 * "Net sales increased 1.4% to $34.2 billion, which was on the high end of our guidance": a value
 * said with a verb of a result, before any outlook word, is a result.
 */
export function asResult(text: string, figure: KeyFigure): KeyFigure {
  const at = (figure.range?.low ?? figure.value)?.start;
  if (at === undefined || figure.worded) return figure;
  const before = text.slice(0, at);
  if (!GUIDANCE.test(before) && RESULT_VERB.test(before.slice(-60)))
    return { ...figure, isGuidance: false };
  // "We estimate that COVID-19 related sales were about $313 million": an estimate of the past.
  if (ESTIMATED_RESULT.test(before)) return { ...figure, isGuidance: false };
  // "Turning to our free cash flow outlook, we've generated $31 million year to date", "we had
  // forecasted 20%...; I'm pleased to report that we achieved 20.4%": a result said in a clause of
  // its own after the outlook word.
  const clause = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';')) + 1);
  return !GUIDANCE.test(clause) && PAST_RESULT_CLAUSE.test(clause)
    ? { ...figure, isGuidance: false }
    : figure;
}

/** "We estimate that ... were about": the size of something past, estimated. */
export const ESTIMATED_RESULT =
  /\bestimated?\s+that\b[^,;]*\b(?:was|were|had been|totaled)\s+(?:about\s+|approximately\s+|roughly\s+|around\s+)?$/i;

/** "we've generated", "we delivered": the company reporting what it did. */
export const PAST_RESULT_CLAUSE =
  /\b(?:we(?:'ve| have)?|the company(?: has)?)\s+(?:already\s+)?(?:generated|delivered|achieved|reported|posted|recorded|produced|returned|spent)\b/i;

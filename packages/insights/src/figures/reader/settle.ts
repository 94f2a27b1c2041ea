import type { KeyFigure } from '../extract-figures';
import { partOf } from '../figure-words';
import type { FigureTrace } from '../trace';
import { comparisonBaseOf } from './base';
import { candidateText, FIGURE_FILTERS, type FigureFilter, type FilterContext } from './filters';
import type { TaggedSentence } from './tags';

/** Runs the filters in their declared order over one candidate, telling the trace what each drops. */
function filtered(
  figure: KeyFigure,
  filters: readonly FigureFilter[],
  context: FilterContext,
  trace: FigureTrace | undefined,
): KeyFigure | null {
  let kept = figure;
  for (const filter of filters) {
    if (filter.drops === 'change' && kept.change === null) continue;
    if (!filter.test(kept, context)) continue;
    trace?.({
      step: 'filter',
      sentence: figure.sentence,
      name: filter.name,
      candidate: candidateText(context.tagged.text, kept),
      reason: filter.reason,
    });
    if (filter.drops === 'figure') return null;
    kept = { ...kept, change: null };
  }
  return kept;
}

/** A new clause, or words that turn from the part to the whole company. */
const COMPANY_BETWEEN = /[;:]|\b(?:total|consolidated|company|overall)\b/i;

/**
 * The part the sentence names for a figure: the last part tag before its amount in the same
 * clause ("Marine Systems revenue was $2.5 billion"), else, for a figure the reader already
 * placed in a part, the part the sentence opens with.
 */
function partFor(figure: KeyFigure, tagged: TaggedSentence): string | null {
  const at = (figure.range?.low ?? figure.value ?? figure.change?.value)?.start ?? 0;
  const tag = [...tagged.parts]
    .reverse()
    .find((part) => part.end <= at && !COMPANY_BETWEEN.test(tagged.text.slice(part.end, at)));
  if (tag) return tag.name;
  return figure.isSegment ? partOf(tagged.text) : null;
}

/**
 * Filters the candidates a sentence's rules read, then gives each kept figure the part it is of
 * and the base of its change, and tells the trace which rule read it.
 */
export function settleCandidates(
  candidates: readonly KeyFigure[],
  context: Omit<FilterContext, 'candidates'>,
  trace: FigureTrace | undefined,
): KeyFigure[] {
  // The filters whose sentence test fails cannot drop any candidate of this sentence.
  const filters = FIGURE_FILTERS.filter((filter) => filter.sentence?.(context.tagged) ?? true);
  const kept: KeyFigure[] = [];
  for (const candidate of candidates) {
    const read = filtered(candidate, filters, { ...context, candidates }, trace);
    if (!read) continue;
    // Where the measure was named mattered to the filters only.
    const { measure: _measure, ...figure } = read;
    const part = partFor(figure, context.tagged);
    const settled: KeyFigure = {
      ...figure,
      part,
      isSegment: figure.isSegment || part !== null,
      base: figure.change ? comparisonBaseOf(context.tagged, figure.change.value) : undefined,
    };
    trace?.({
      step: 'rule',
      sentence: figure.sentence,
      name: figure.rule ?? 'unnamed',
      figure: candidateText(context.tagged.text, settled),
    });
    kept.push(settled);
  }
  return kept;
}

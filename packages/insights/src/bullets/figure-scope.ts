import type { CallFigure } from '../figures/call-figures';
import { partOf } from '../figures/reader/part-words';

/**
 * The business part a figure of the call belongs to, as the call names it, or null for the
 * company's own figure. The call-level scope wins when it is settled; otherwise the reader's mark
 * that the figure is a part's, with the part it or its sentence names ("segment" when none).
 */
export function partOfFigure(each: CallFigure, sentenceText: string): string | null {
  if (each.scope !== undefined) return each.scope === 'company' ? null : each.scope;
  if (!each.figure.isSegment) return null;
  return each.figure.part ?? partOf(sentenceText) ?? 'segment';
}

/**
 * True when a figure may be told as the company's: it is of the whole company and the call does
 * not state the same measure and period with another value, so an analyst can take it as the
 * company's result or outlook.
 */
export function isCompanyFigure(each: CallFigure, sentenceText: string): boolean {
  return each.conflict !== true && partOfFigure(each, sentenceText) === null;
}

/**
 * True when a part's figure is worded as the part's: its label names the part ("Marine Systems
 * revenue"), so a reader cannot take it for the company's. A part the call does not name cannot
 * be worded so.
 */
export function isNamedPartFigure(each: CallFigure, sentenceText: string): boolean {
  const part = partOfFigure(each, sentenceText);
  if (part === null || part === 'segment' || each.conflict === true) return false;
  return each.figure.label.toLowerCase().includes(part.toLowerCase());
}

import type { Quantity, QuantityRange } from '../../text/quantities';
import { TRANSCRIPT_LIMITS } from '../../text/limits';
import type { KeyFigure } from '../extract-figures';

/**
 * The longest text read as one sentence: what the transcript parser lets a sentence grow to. A
 * longer text (one given straight to the reader) is read in pieces of at most this length, so
 * that the time to read it grows with its length and no faster.
 */
export const PIECE_CHARS = TRANSCRIPT_LIMITS.maxSentenceChars;

/** Where a piece may end, best first: after a sentence's end, a clause's, a word's. */
const PIECE_ENDS = ['. ', '; ', ', ', ' '];

/** A piece of a long text and where it starts in the text. */
export type Piece = { text: string; offset: number };

/** The end of the piece starting at `from`: the latest good break within the limit. */
function pieceEnd(text: string, from: number): number {
  const limit = from + PIECE_CHARS;
  if (limit >= text.length) return text.length;
  const window = text.slice(from, limit);
  for (const end of PIECE_ENDS) {
    const at = window.lastIndexOf(end);
    if (at > PIECE_CHARS / 2) return from + at + end.length;
  }
  return limit;
}

/** A text cut into pieces of at most {@link PIECE_CHARS}, at the best breaks it offers. */
export function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (let from = 0; from < text.length;) {
    const end = pieceEnd(text, from);
    pieces.push({ text: text.slice(from, end), offset: from });
    from = end;
  }
  return pieces;
}

function shiftQuantity(q: Quantity, by: number): Quantity {
  return { ...q, start: q.start + by, end: q.end + by };
}

function shiftRange(range: QuantityRange, by: number): QuantityRange {
  return {
    low: shiftQuantity(range.low, by),
    high: shiftQuantity(range.high, by),
    start: range.start + by,
    end: range.end + by,
  };
}

/** A figure read from a piece, with its amounts placed where they stand in the whole text. */
export function placeFigure(figure: KeyFigure, offset: number): KeyFigure {
  if (offset === 0) return figure;
  return {
    ...figure,
    value: figure.value && shiftQuantity(figure.value, offset),
    range: figure.range && shiftRange(figure.range, offset),
    change: figure.change && {
      ...figure.change,
      value: shiftQuantity(figure.change.value, offset),
    },
  };
}

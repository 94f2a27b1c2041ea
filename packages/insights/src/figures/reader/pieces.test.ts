import { describe, expect, it } from 'vitest';
import { extractSentenceFigures } from '../extract-figures';
import { PIECE_CHARS, piecesOf } from './pieces';

const call = { quarter: 2, year: 2021 };
const filler =
  'and the team worked through the quarter with customers across the regions we serve ';
const figure = 'revenue versus 2019 was up 10% to $1.2 billion year over year ';

describe('piecesOf', () => {
  it('cuts a long text at clause breaks into pieces no longer than the limit', () => {
    const text = `${filler.repeat(20)}, ${figure}`.repeat(10);
    const pieces = piecesOf(text);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(pieces.every((p) => p.text.length <= PIECE_CHARS)).toBe(true);
    expect(pieces.slice(0, -1).every((p) => p.text.endsWith(', '))).toBe(true);
  });
});

describe('a sentence longer than the transcript parser allows', () => {
  it('keeps each figure where it stands in the whole sentence', () => {
    const text = `${filler.repeat(30)}. Net sales were $2.5 billion.`;
    const [found] = extractSentenceFigures(text, 0, call);
    expect(found && text.slice(found.value?.start, found.value?.end)).toBe('$2.5 billion');
  });

  // A reader whose time grew with the square of the length took over a minute on such a
  // sentence; the budget leaves room for a busy machine.
  it('reads 250 KB with a figure every 600 characters in linear time', () => {
    const text = `${filler.repeat(6)}${figure}`.repeat(450);
    const started = performance.now();
    const figures = extractSentenceFigures(text, 0, call);
    expect(performance.now() - started).toBeLessThan(2_000);
    // With no clause break to cut at, a break between words may split a few figures in two.
    expect(figures.length).toBeGreaterThan(430);
  });
});

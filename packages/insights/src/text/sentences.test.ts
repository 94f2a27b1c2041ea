import { describe, expect, it } from 'vitest';
import { clipText, pieceEnd } from './limits';
import { sentencePieces, splitSentences } from './sentences';

const texts = (text: string, max?: number) => splitSentences(text, 0, max).map((s) => s.text);

describe('splitSentences', () => {
  it('ends sentences on . ! ? and closing quotes before a capital, digit, quote or bracket', () => {
    expect(texts('It rose. "Good," he said! Was it? (Yes.) 2024 was fine. $5 more.')).toEqual([
      'It rose.',
      '"Good," he said!',
      'Was it?',
      '(Yes.)',
      '2024 was fine.',
      '$5 more.',
    ]);
    expect(
      texts('Dr. Smith met J. Doe at Acme Inc. on Monday. Then he left...  Now we go.'),
    ).toEqual(['Dr. Smith met J. Doe at Acme Inc. on Monday.', 'Then he left...', 'Now we go.']);
  });

  it('keeps offsets into the original text', () => {
    const spans = splitSentences('  First one.  Second one.', 10);
    expect(spans).toEqual([
      { text: 'First one.', start: 12, end: 22 },
      { text: 'Second one.', start: 24, end: 35 },
    ]);
  });

  it('cuts a sentence longer than the limit at word boundaries', () => {
    const text = 'alpha beta gamma delta epsilon zeta eta theta';
    const pieces = texts(text, 12);
    expect(pieces.every((piece) => piece.length <= 12)).toBe(true);
    expect(pieces.join(' ')).toBe(text);
    expect(texts('abcdefghij'.repeat(3), 12).map((piece) => piece.length)).toEqual([12, 12, 6]);
    expect(sentencePieces('one two three four', 5, 9)).toEqual([
      { text: 'one two', start: 5, end: 12 },
      { text: 'three', start: 13, end: 18 },
      { text: 'four', start: 19, end: 23 },
    ]);
  });

  it('reads a megabyte of runs of punctuation in well under a second', () => {
    const text = `${'.'.repeat(300_000)} ${'?!'.repeat(150_000)} A${'. a'.repeat(100_000)}`;
    const started = performance.now();
    const spans = splitSentences(text);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(spans.every((span) => span.text.length <= 2_000)).toBe(true);
  });
});

describe('clipText and pieceEnd', () => {
  it('clips at a word boundary and marks the cut', () => {
    expect(clipText('short', 10)).toBe('short');
    expect(clipText('one two three four five', 12)).toBe('one two…');
    expect(clipText('x'.repeat(50), 10)).toHaveLength(10);
  });

  it('never cuts inside a surrogate pair', () => {
    const text = `${'a'.repeat(9)}😀${'b'.repeat(10)}`;
    expect(pieceEnd(text, 0, text.length, 10)).toBe(9);
  });
});

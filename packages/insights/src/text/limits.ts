/**
 * Bounds on the text the engine reads, so that a hostile or broken upload costs a bounded time:
 * a longer text is refused, a longer "sentence" is cut at word boundaries into pieces.
 */
export const TRANSCRIPT_LIMITS = {
  /** Characters in one transcript (a long call is about 100,000). */
  maxChars: 2_000_000,
  /** Sentences in one transcript (a long call has about 1,500). */
  maxSentences: 20_000,
  /** Characters in one sentence; a longer run of text is cut into pieces of at most this. */
  maxSentenceChars: 2_000,
  /**
   * Characters of sentences read for figures (a long call's prepared remarks are about 60,000):
   * figures are read from the first sentences up to this many.
   */
  maxFigureChars: 200_000,
} as const;

/** Bounds on what the engine writes for a reader. */
export const OUTPUT_LIMITS = {
  /** Characters in one answer to a question (extractive or from a language model). */
  maxAnswerChars: 4_000,
  /** Characters in one FAQ question and in one FAQ answer. */
  maxFaqChars: 1_500,
  /** Characters in one template report. */
  maxReportChars: 40_000,
} as const;

/** Why {@link TranscriptInputError} refused a text. */
export type TranscriptInputCode = 'EMPTY' | 'TOO_LONG' | 'TOO_MANY_SENTENCES' | 'INVALID_OPTION';

/** A transcript the engine will not read, with a plain message saying why. */
export class TranscriptInputError extends Error {
  readonly code: TranscriptInputCode;

  constructor(code: TranscriptInputCode, message: string) {
    super(message);
    this.name = 'TranscriptInputError';
    this.code = code;
  }
}

const isSpaceCode = (code: number) =>
  code === 32 || code === 10 || code === 9 || code === 13 || code === 160 || code === 12;

/**
 * The end of the first piece of `text.slice(from, to)` no longer than `max` characters: the last
 * whitespace inside the window, or `from + max` when the window has none (never inside a
 * surrogate pair).
 */
export function pieceEnd(text: string, from: number, to: number, max: number): number {
  if (to - from <= max) return to;
  const limit = from + max;
  for (let i = limit; i > from + Math.floor(max / 2); i--) {
    if (isSpaceCode(text.charCodeAt(i))) return i;
  }
  const code = text.charCodeAt(limit);
  return code >= 0xdc00 && code <= 0xdfff ? limit - 1 : limit;
}

/** Cuts a text to at most `max` characters at a word boundary, marking the cut with "…". */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = pieceEnd(text, 0, text.length, max - 1);
  return `${text.slice(0, end).trimEnd()}…`;
}

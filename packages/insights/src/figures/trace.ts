/**
 * What the figure reader decided and why, one event at a time: which rule read a figure, which
 * filter dropped a candidate, and which check of the call's figures kept, marked or removed one.
 * `npm run insights -- figures FILE --trace` prints these.
 */
export type FigureTraceEvent =
  | { step: 'rule'; sentence: number; name: string; figure: string }
  | { step: 'filter'; sentence: number; name: string; candidate: string; reason: string }
  | { step: 'check'; sentence: number; name: string; figure: string; reason: string };

/** Receives trace events; the reader calls it only when one is given. */
export type FigureTrace = (event: FigureTraceEvent) => void;

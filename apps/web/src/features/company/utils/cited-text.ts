/** One sentence of generated text with the transcript sentence ids it rests on. */
export type CitedSentence = { text: string; citations: number[] };

const SENTENCE_BREAK = /(?<=[.!?]["”’)]?)\s+(?=["“(]?[A-Z0-9$])/u;

/**
 * Pairs a generated text with its citations (one id list per sentence, in order). The engine
 * joins its sentences with single spaces, so the text is first cut where the cited transcript
 * sentences end; when that fails, at sentence punctuation. If the pieces still do not line up
 * with the citations, the whole text is one piece citing every sentence, so no link is wrong.
 */
export function pairCitations(
  text: string,
  citations: number[][],
  sentenceText: (id: number) => string | undefined,
): CitedSentence[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (citations.length === 0) return [{ text: trimmed, citations: [] }];

  const byTranscript: CitedSentence[] = [];
  let rest = trimmed;
  for (const ids of citations) {
    const quoted = ids.map((id) => sentenceText(id)?.trim() ?? '').join(' ');
    if (quoted === '' || !rest.startsWith(quoted)) break;
    byTranscript.push({ text: quoted, citations: ids });
    rest = rest.slice(quoted.length).trimStart();
  }
  if (byTranscript.length === citations.length && rest === '') return byTranscript;

  const pieces = trimmed.split(SENTENCE_BREAK);
  if (pieces.length === citations.length) {
    return pieces.map((piece, index) => ({ text: piece, citations: citations[index] ?? [] }));
  }
  return [{ text: trimmed, citations: [...new Set(citations.flat())].sort((a, b) => a - b) }];
}

/** Cuts a text to `max` characters plus '...' (the header's company description). */
export function truncateText(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}...` : trimmed;
}

/** "Q2 2024" from a quarter and a year, either of which may be unknown. */
export function quarterLabel(quarter: number | null, year: number | null): string {
  if (quarter === null && year === null) return 'Undated';
  if (quarter === null) return String(year);
  return year === null ? `Q${quarter}` : `Q${quarter} ${year}`;
}

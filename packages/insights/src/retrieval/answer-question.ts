import { clipText, OUTPUT_LIMITS } from '../text/limits';
import { splitSentences } from '../text/sentences';
import { tokenize } from '../text/tokenize';
import type { SearchHit } from './bm25-index';

/** One part of a streamed answer: text to append, or the source a citation marker points to. */
export type AnswerPart =
  | { type: 'text'; text: string }
  | { type: 'citation'; marker: number; passageId: string; documentId: string; companyId: string };

const NO_ANSWER = 'The selected transcripts do not cover this question.';

function queryTerms(question: string): Set<string> {
  return new Set(
    tokenize(question)
      .filter((t) => !t.isStopword)
      .map((t) => t.term),
  );
}

/** Openings that refer to the sentence before: "They", "This", "That is why". */
const POINTS_BACK = /^(?:they|it|this|that|these|those|he|she|its|their|such)\b/i;

/** The sentences of the retrieved passages that share the most terms with the question. */
export function pickAnswerSentences(question: string, hits: readonly SearchHit[], limit = 4) {
  const terms = queryTerms(question);
  const candidates: { text: string; hit: number; score: number }[] = [];
  hits.forEach((hit, index) => {
    const spans = splitSentences(hit.passage.text);
    spans.forEach((span, at) => {
      const tokens = tokenize(span.text);
      let shared = 0;
      for (const token of tokens) if (terms.has(token.term)) shared++;
      const numbers = tokens.filter((t) => t.isNumber).length;
      const score =
        shared / Math.sqrt(tokens.length + 1) + 0.1 * Math.min(numbers, 3) + hit.score * 0.01;
      if (shared === 0) return;
      // "They were a drag on margins.": a sentence that opens by pointing back is quoted with
      // the one it points to.
      const before = at > 0 && POINTS_BACK.test(span.text) ? spans[at - 1] : undefined;
      const text = before ? `${before.text} ${span.text}` : span.text;
      candidates.push({ text, hit: index, score });
    });
  });
  return candidates.sort((a, b) => b.score - a.score).slice(0, limit);
}

/**
 * Composes an extractive answer from the best passages and yields it part by part:
 * each sentence followed by its citation, so a server can relay the answer as it grows. The
 * whole answer's text is at most {@link OUTPUT_LIMITS.maxAnswerChars} characters.
 */
export async function* answerQuestion(
  question: string,
  hits: readonly SearchHit[],
): AsyncGenerator<AnswerPart> {
  if (question.trim() === '') throw new Error('The question is empty.');
  const picked = pickAnswerSentences(question, hits);
  if (picked.length === 0) {
    yield { type: 'text', text: NO_ANSWER };
    return;
  }
  const markers = new Map<number, number>();
  let room = OUTPUT_LIMITS.maxAnswerChars;
  for (const [i, sentence] of picked.entries()) {
    const hit = hits[sentence.hit];
    if (!hit) continue;
    const gap = i > 0 ? ' ' : '';
    // The marker and its gap are always written whole: only the quoted sentence is shortened.
    const markerRoom = room - gap.length - ` [${markers.size + 1}]`.length;
    if (markerRoom < 40) break;
    let marker = markers.get(sentence.hit);
    const isNew = marker === undefined;
    if (marker === undefined) {
      marker = markers.size + 1;
      markers.set(sentence.hit, marker);
    }
    const text = `${gap}${clipText(sentence.text, markerRoom)} [${marker}]`;
    room -= text.length;
    yield { type: 'text', text };
    if (isNew) {
      yield {
        type: 'citation',
        marker,
        passageId: hit.passage.id,
        documentId: hit.passage.documentId,
        companyId: hit.passage.companyId,
      };
    }
  }
}

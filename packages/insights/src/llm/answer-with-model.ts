import { OUTPUT_LIMITS } from '../text/limits';
import type { SearchHit } from '../retrieval/bm25-index';
import { answerQuestion, type AnswerPart } from '../retrieval/answer-question';
import { streamChat, type ChatMessage, type ChatModelConfig } from './chat-client';

const SYSTEM_PROMPT =
  'You answer questions about earnings calls using only the numbered passages given. ' +
  'Cite every statement with the passage number in brackets, like [2]. ' +
  'If the passages do not answer the question, say so. This is not investment advice.';

/** Builds the chat messages: the numbered passages and the question. */
export function buildAnswerMessages(question: string, hits: readonly SearchHit[]): ChatMessage[] {
  const context = hits.map(
    (hit, i) =>
      `[${i + 1}] (${hit.passage.companyId} Q${hit.passage.quarter} ${hit.passage.year}) ${hit.passage.text}`,
  );
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `Passages:\n${context.join('\n')}\n\nQuestion: ${question}` },
  ];
}

function citationPart(hits: readonly SearchHit[], marker: number): AnswerPart | null {
  const hit = hits[marker - 1];
  if (!hit) return null;
  return {
    type: 'citation',
    marker,
    passageId: hit.passage.id,
    documentId: hit.passage.documentId,
    companyId: hit.passage.companyId,
  };
}

/**
 * Answers with the configured language model, streaming its text and the citations it uses;
 * with no model configured, or when the model fails, the extractive engine answers instead. A
 * model's answer stops at {@link OUTPUT_LIMITS.maxAnswerChars} characters.
 */
export async function* answerWithModel(
  question: string,
  hits: readonly SearchHit[],
  config: ChatModelConfig | null,
  signal?: AbortSignal,
): AsyncGenerator<AnswerPart> {
  if (config === null || hits.length === 0) {
    yield* answerQuestion(question, hits);
    return;
  }
  const cited = new Set<number>();
  let streamed = false;
  let pending = '';
  let room = OUTPUT_LIMITS.maxAnswerChars;
  try {
    for await (const chunk of streamChat(config, buildAnswerMessages(question, hits), signal)) {
      streamed = true;
      const delta = chunk.length > room ? `${chunk.slice(0, Math.max(0, room - 1))}…` : chunk;
      room -= delta.length;
      yield { type: 'text', text: delta };
      // Markers can be split across chunks, so scan a short tail of what came before.
      pending = (pending + delta).slice(-16);
      for (const match of pending.matchAll(/\[(\d{1,2})\]/g)) {
        const marker = Number(match[1]);
        if (cited.has(marker)) continue;
        const part = citationPart(hits, marker);
        if (part) {
          cited.add(marker);
          yield part;
        }
      }
      // Leaving the loop closes the model's stream.
      if (room <= 0) break;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    if (streamed) yield { type: 'text', text: '\n\nThe model stopped early; the sources say:\n' };
    yield* answerQuestion(question, hits);
  }
}

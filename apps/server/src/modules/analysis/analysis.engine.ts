import { createHash } from 'node:crypto';
import {
  answerQuestion,
  answerWithModel,
  Bm25Index,
  parseTranscript,
  toPassages,
  type AnswerPart,
  type ChatModelConfig,
  type SearchHit,
  type TemplateInput,
} from '@clearcall/insights';
import type { LlmConfig } from '../../config/env';
import type { Database } from '../../db/database';
import type { AnalysisMessageSource } from '../../db/schema';
import { DatabaseCache } from '../../lib/database-cache';
import { readCallTexts, type CallHead, type CallRow } from './analysis.repository';

/** Passages a question retrieves and an answer may cite. */
const PASSAGES_PER_ANSWER = 6;

/** A retrieval index over a set of calls, with what a citation needs to name its call. */
export type RetrievalIndex = {
  index: Bm25Index;
  calls: ReadonlyMap<string, Pick<CallHead, 'companyName' | 'year' | 'quarter'>>;
  /** Characters of text indexed, the cache's measure. */
  chars: number;
};

/**
 * Built indexes, per set of calls: a conversation asks several questions over one selection,
 * and building means splitting and tokenizing every call. A call that changes changes the
 * version, so the index is rebuilt.
 */
const indexes = new DatabaseCache<RetrievalIndex>({
  maxEntries: 64,
  maxSize: 64 * 1024 * 1024,
  sizeOf: (value) => value.chars,
});

/**
 * The call's sentences one per line, without the speaker lines, so that a passage (and a
 * quoted sentence) never starts with "Jane Doe -- Chief Financial Officer". Text that does not
 * parse as a call is indexed as it is.
 */
function sentenceLines(content: string): string {
  try {
    return parseTranscript(content)
      .sentences.map((sentence) => sentence.text)
      .join('\n');
  } catch {
    return content;
  }
}

/** Builds a BM25 index over the passages of the given calls. */
export function buildRetrievalIndex(calls: readonly CallRow[]): RetrievalIndex {
  const index = new Bm25Index();
  const meta = new Map<string, Pick<CallHead, 'companyName' | 'year' | 'quarter'>>();
  let chars = 0;
  for (const call of calls) {
    index.add(
      toPassages(
        { documentId: call.id, companyId: call.companyId, year: call.year, quarter: call.quarter },
        sentenceLines(call.content),
      ),
    );
    meta.set(call.id, { companyName: call.companyName, year: call.year, quarter: call.quarter });
    chars += call.content.length;
  }
  return { index, calls: meta, chars };
}

/** The index of these calls, from the cache, or built from their text read only then. */
export function retrievalIndexFor(
  db: Database,
  calls: readonly CallHead[],
): Promise<RetrievalIndex> {
  const ids = calls.map((call) => call.id).sort();
  const key = createHash('sha256').update(ids.join(',')).digest('base64url');
  const latest = Math.max(0, ...calls.map((call) => call.updatedAt.getTime()));
  return indexes.get(db, key, async () => buildRetrievalIndex(await readCallTexts(db, calls)), {
    version: `${ids.length}|${latest}`,
  });
}

/** The selected calls as the insights engine's template inputs. */
export function templateInputs(calls: readonly CallRow[]): TemplateInput[] {
  return calls.map((call) => ({
    companyId: call.companyId,
    companyName: call.companyName,
    year: call.year,
    quarter: call.quarter,
    text: call.content,
  }));
}

/** The model settings of the engine's chat client, or null for the extractive engine. */
export function chatModelConfig(llm: LlmConfig | undefined): ChatModelConfig | null {
  if (!llm) return null;
  return {
    baseUrl: llm.baseUrl,
    apiKey: llm.apiKey,
    model: llm.model,
    fallbackModel: llm.fallbackModel,
  };
}

export type ComposedAnswer = { text: string; sources: AnalysisMessageSource[] };

/**
 * Answers a question over a retrieval index. `onText` receives the whole reply so far after
 * each part. With a model configured it answers; any failure of the model falls back to the
 * extractive engine. Markers are renumbered at the end, so that `[n]` is the n-th source.
 */
export async function composeAnswer(
  question: string,
  retrieval: RetrievalIndex,
  model: ChatModelConfig | null,
  onText: (text: string) => void,
): Promise<ComposedAnswer> {
  const hits = retrieval.index.search(question, {}, PASSAGES_PER_ANSWER);
  // The model reads the company's name where the passage has its id.
  const named: SearchHit[] = hits.map((hit) => ({
    ...hit,
    passage: {
      ...hit.passage,
      companyId: retrieval.calls.get(hit.passage.documentId)?.companyName ?? hit.passage.companyId,
    },
  }));
  let text = '';
  const cited = new Map<number, AnalysisMessageSource>();
  const consume = async (parts: AsyncIterable<AnswerPart>) => {
    for await (const part of parts) {
      if (part.type === 'text') {
        text += part.text;
        onText(text);
        continue;
      }
      const hit = hits.find((candidate) => candidate.passage.id === part.passageId);
      const call = hit && retrieval.calls.get(hit.passage.documentId);
      if (!hit || !call || cited.has(part.marker)) continue;
      cited.set(part.marker, {
        storyId: hit.passage.documentId,
        companyName: call.companyName,
        year: call.year,
        quarter: call.quarter,
        text: hit.passage.text,
      });
    }
  };
  if (model === null) {
    await consume(answerQuestion(question, hits));
  } else {
    try {
      await consume(answerWithModel(question, named, model));
    } catch {
      // answerWithModel falls back by itself; this catches what escapes it.
      if (text !== '') text += '\n\n';
      cited.clear();
      await consume(answerQuestion(question, hits));
    }
  }
  return renumbered(text, cited);
}

/** Renumbers the cited markers 1, 2, ... in order; a marker that names no source is left as is. */
function renumbered(text: string, cited: ReadonlyMap<number, AnalysisMessageSource>) {
  const markers = [...cited.keys()].sort((a, b) => a - b);
  const numberOf = new Map(markers.map((marker, position) => [marker, position + 1]));
  const rewritten = text.replace(/\[(\d{1,2})\]/g, (match, digits: string) => {
    const position = numberOf.get(Number(digits));
    return position === undefined ? match : `[${position}]`;
  });
  return { text: rewritten, sources: markers.flatMap((marker) => cited.get(marker) ?? []) };
}

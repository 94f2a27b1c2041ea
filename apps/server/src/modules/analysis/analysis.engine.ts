import { createHash } from 'node:crypto';
import {
  answerQuestion,
  answerWithModel,
  Bm25Index,
  parseTranscript,
  toPassages,
  transcriptPassages,
  type AnswerPart,
  type Passage,
  type ChatModelConfig,
  type SearchHit,
  type TemplateInput,
} from '@clearcall/insights';
import type { LlmConfig } from '../../config/env';
import type { AnalysisMessageSource } from '../../db/schema';
import { SizedLru } from '../../lib/sized-lru';
import type { CallHead, CallRow } from './analysis.repository';

/** Passages a question retrieves and an answer may cite. */
const PASSAGES_PER_ANSWER = 6;

/** What the index of a call reads: its identity, period and text, and nothing else of its row. */
export type CallText = Pick<CallRow, 'id' | 'companyId' | 'year' | 'quarter' | 'content'>;

/** What a citation names of a call, by the call's id. */
export type CallNames = ReadonlyMap<string, Pick<CallHead, 'companyName' | 'year' | 'quarter'>>;

/** A retrieval index over a set of calls. */
export type RetrievalIndex = {
  index: Bm25Index;
  /** Characters of text indexed, the cache's measure. */
  chars: number;
};

/**
 * Built indexes, per set of calls, in each engine worker: a conversation asks several
 * questions over one selection, and building means splitting and tokenizing every call. The
 * key names every call with its update time, so a changed call is a new key (and a rebuild),
 * and two selections share an index only when they are the very same versions of the same calls.
 */
const indexes = new SizedLru<RetrievalIndex>({
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

/**
 * The passages of a call: within each speaker's turn, naming the speaker, when the call names
 * its speakers (so an answer says who said it and never quotes the operator or an analyst);
 * otherwise a few of its sentences each.
 */
function callPassages(meta: Omit<Passage, 'id' | 'text'>, content: string): Passage[] {
  try {
    const transcript = parseTranscript(content);
    if (transcript.turns.some((turn) => turn.speaker !== null))
      return transcriptPassages(meta, transcript);
  } catch {
    // Text that does not parse as a call is indexed by its lines below.
  }
  return toPassages(meta, sentenceLines(content));
}

/** Builds a BM25 index over the passages of the given calls. */
export function buildRetrievalIndex(calls: readonly CallText[]): RetrievalIndex {
  const index = new Bm25Index();
  let chars = 0;
  for (const call of calls) {
    const meta = {
      documentId: call.id,
      companyId: call.companyId,
      year: call.year,
      quarter: call.quarter,
    };
    index.add(callPassages(meta, call.content));
    chars += call.content.length;
  }
  return { index, chars };
}

/** The cache key of the index of these calls: each call's id with its update time, hashed. */
export function retrievalKey(calls: readonly Pick<CallHead, 'id' | 'updatedAt'>[]): string {
  const versions = calls.map((call) => `${call.id}@${call.updatedAt.getTime()}`).sort();
  return createHash('sha256').update(versions.join(',')).digest('base64url');
}

/** A question to retrieve passages for, with the calls' texts when the index must be built. */
export type RetrievalInput = { question: string; key: string; calls?: CallText[] };

/**
 * The passages a question retrieves and the extractive answer over them (the reply without a
 * model, and the fallback when the model fails), or `missing` when the index of `key` is not
 * built here and the input brought no texts to build it from.
 */
export type Retrieved = { hits: SearchHit[]; extractive: AnswerPart[] } | { missing: true };

/**
 * The engine work of a question, run on an engine worker: find or build the index, search it
 * and compose the extractive answer. Only the streaming of the reply is left to the caller.
 */
export async function retrieveAnswer(input: RetrievalInput): Promise<Retrieved> {
  let retrieval = indexes.get(input.key);
  if (!retrieval) {
    if (!input.calls) return { missing: true };
    retrieval = buildRetrievalIndex(input.calls);
    indexes.set(input.key, retrieval);
  }
  const index = retrieval.index;
  // Every selected call's best passage is searched, so a comparison of two calls quotes both.
  const hits = index.search(input.question, {}, PASSAGES_PER_ANSWER, { spread: true });
  const extractive: AnswerPart[] = [];
  for await (const part of answerQuestion(input.question, hits, { idf: (t) => index.idf(t) }))
    extractive.push(part);
  return { hits, extractive };
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

/** Parts already composed, yielded one by one as the engine yielded them. */
async function* replayed(parts: readonly AnswerPart[]): AsyncGenerator<AnswerPart> {
  for (const part of parts) yield part;
}

/**
 * Streams the answer to a question from what the engine retrieved. `onText` receives the whole
 * reply so far after each part. With a model configured it answers over the retrieved passages;
 * any failure of the model falls back to the extractive answer. Markers are renumbered at the
 * end, so that `[n]` is the n-th source.
 */
export async function composeAnswer(
  question: string,
  retrieved: { hits: readonly SearchHit[]; extractive: readonly AnswerPart[] },
  calls: CallNames,
  model: ChatModelConfig | null,
  onText: (text: string) => void,
): Promise<ComposedAnswer> {
  const { hits } = retrieved;
  // The model reads the company's name where the passage has its id.
  const named: SearchHit[] = hits.map((hit) => ({
    ...hit,
    passage: {
      ...hit.passage,
      companyId: calls.get(hit.passage.documentId)?.companyName ?? hit.passage.companyId,
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
      const call = hit && calls.get(hit.passage.documentId);
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
    await consume(replayed(retrieved.extractive));
  } else {
    try {
      await consume(answerWithModel(question, named, model));
    } catch {
      // answerWithModel falls back by itself; this catches what escapes it.
      if (text !== '') text += '\n\n';
      cited.clear();
      await consume(replayed(retrieved.extractive));
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

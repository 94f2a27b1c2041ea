import { splitSentences } from '../text/sentences';
import type { SpeakerRole, Transcript } from '../transcript/types';
import { tokenize } from '../text/tokenize';
import { isNonAnswer } from './non-answer';
import { queryWeights } from './thesaurus';

/** A passage of a transcript or story that can be retrieved and cited. */
export type Passage = {
  id: string;
  documentId: string;
  companyId: string;
  year: number;
  quarter: number;
  text: string;
  /** Who says the passage ("Jane Doe, Chief Financial Officer"), where the call names speakers. */
  speaker?: string;
  /** The speaker's part in the call, where the call tells it. */
  role?: SpeakerRole;
};

/** A retrieved passage with its BM25 score. */
export type SearchHit = { passage: Passage; score: number };

/** Filters on the companies, years and quarters an analysis selected. */
export type SearchFilters = { companyIds?: string[]; years?: number[]; quarters?: number[] };

/** Parallel arrays keep millions of postings compact. */
type Postings = { docs: number[]; tfs: number[] };

const K1 = 1.2;
const B = 0.75;

function termsOf(text: string): string[] {
  return tokenize(text)
    .filter((t) => !t.isStopword)
    .map((t) => t.term);
}

/** Cuts a document into passages of a few sentences, the unit answers cite. */
export function toPassages(
  meta: Omit<Passage, 'id' | 'text'>,
  text: string,
  sentencesPerPassage = 3,
): Passage[] {
  const sentences = text
    .split(/\n+/)
    .flatMap((line) => splitSentences(line))
    .map((span) => span.text);
  const passages: Passage[] = [];
  for (let i = 0; i < sentences.length; i += sentencesPerPassage) {
    passages.push({
      ...meta,
      id: `${meta.documentId}#${passages.length}`,
      text: sentences.slice(i, i + sentencesPerPassage).join(' '),
    });
  }
  return passages;
}

/** The sentences of each passage {@link transcriptPassages} cuts, by index, with their turn. */
export function turnChunks(
  transcript: Pick<Transcript, 'turns'>,
  sentencesPerPassage = 3,
): { turn: Transcript['turns'][number]; sentences: number[] }[] {
  const chunks: { turn: Transcript['turns'][number]; sentences: number[] }[] = [];
  for (const turn of transcript.turns)
    for (let i = 0; i < turn.sentences.length; i += sentencesPerPassage)
      chunks.push({ turn, sentences: turn.sentences.slice(i, i + sentencesPerPassage) });
  return chunks;
}

/**
 * Cuts a parsed call into passages of a few sentences within one speaker's turn, each naming its
 * speaker and role, so an answer can say who said what and leave out the operator and analysts.
 */
export function transcriptPassages(
  meta: Omit<Passage, 'id' | 'text' | 'speaker' | 'role'>,
  transcript: Pick<Transcript, 'turns' | 'sentences'>,
  sentencesPerPassage = 3,
): Passage[] {
  return turnChunks(transcript, sentencesPerPassage).map(({ turn, sentences }, at) => {
    const detail = turn.title ?? turn.firm;
    const speaker = turn.speaker ? (detail ? `${turn.speaker}, ${detail}` : turn.speaker) : null;
    return {
      ...meta,
      id: `${meta.documentId}#${at}`,
      text: sentences.map((i) => transcript.sentences[i]?.text ?? '').join(' '),
      ...(speaker ? { speaker } : {}),
      role: turn.role,
    };
  });
}

/** An in-memory BM25 index: build once, then search in time proportional to the postings read. */
export class Bm25Index {
  private readonly passages: Passage[] = [];
  private readonly lengths: number[] = [];
  private readonly postings = new Map<string, Postings>();
  private totalLength = 0;
  private accumulator = new Float64Array(0);
  private norms = new Float64Array(0);

  /** Adds passages; call before searching. */
  add(passages: readonly Passage[]): void {
    for (const passage of passages) {
      const doc = this.passages.length;
      // A passage is found by its sentences that can answer: the welcome and the safe-harbour
      // notice name the quarter and the outlook, but never answer a question about them.
      const answering = splitSentences(passage.text)
        .filter((span) => !isNonAnswer(span.text))
        .map((span) => span.text)
        .join(' ');
      const terms = termsOf(answering);
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, tf] of counts) {
        let list = this.postings.get(term);
        if (!list) {
          list = { docs: [], tfs: [] };
          this.postings.set(term, list);
        }
        list.docs.push(doc);
        list.tfs.push(tf);
      }
      this.passages.push(passage);
      this.lengths.push(terms.length);
      this.totalLength += terms.length;
    }
  }

  /** K1 * (1 - B + B * length / average) per passage, cached until passages are added. */
  private lengthNorms(average: number): Float64Array {
    if (this.norms.length !== this.lengths.length) {
      this.norms = Float64Array.from(
        this.lengths,
        (length) => K1 * (1 - B + (B * length) / average),
      );
    }
    return this.norms;
  }

  /** The inverse document frequency of a search term over the passages; 0 for an unseen term. */
  idf(term: string): number {
    const df = this.postings.get(term)?.docs.length ?? 0;
    if (df === 0) return 0;
    const n = this.passages.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  get size(): number {
    return this.passages.length;
  }

  /**
   * Returns the best passages for a query among those matching the filters. With `spread`, the
   * best passage of every matching document is added after them when it is not among them: a
   * question over two calls ("how did guidance move from Q1 to Q2?") needs a passage of each.
   */
  search(
    query: string,
    filters: SearchFilters = {},
    limit = 5,
    { spread = false }: { spread?: boolean } = {},
  ): SearchHit[] {
    const n = this.passages.length;
    if (n === 0) return [];
    const average = this.totalLength / n;
    const companies = filters.companyIds?.length ? new Set(filters.companyIds) : null;
    const years = filters.years?.length ? new Set(filters.years) : null;
    const quarters = filters.quarters?.length ? new Set(filters.quarters) : null;
    // One flat accumulator and a list of touched passages: no per-query maps or objects.
    if (this.accumulator.length < n) this.accumulator = new Float64Array(n + 1024);
    const acc = this.accumulator;
    const touched: number[] = [];
    const allowedCache = new Map<number, boolean>();
    const allowed = (doc: number) => {
      let ok = allowedCache.get(doc);
      if (ok === undefined) {
        const p = this.passages[doc];
        ok =
          p !== undefined &&
          (!companies || companies.has(p.companyId)) &&
          (!years || years.has(p.year)) &&
          (!quarters || quarters.has(p.quarter));
        allowedCache.set(doc, ok);
      }
      return ok;
    };
    const isFiltered = companies !== null || years !== null || quarters !== null;
    // The question's own terms count in full; names and the thesaurus's terms ("repurchased"
    // for "buy back") count for less, so a passage in the question's words still ranks first.
    const lists = [...queryWeights(query)].flatMap(([term, weight]) => {
      const list = this.postings.get(term);
      return list ? [{ ...list, weight }] : [];
    });
    // Terms in most passages barely move BM25; skip them unless the query has nothing rarer.
    const informative = lists.filter((list) => list.docs.length <= n * 0.4);
    const norms = this.lengthNorms(average);
    for (const list of informative.length > 0 ? informative : lists) {
      const df = list.docs.length;
      const idf = list.weight * Math.log(1 + (n - df + 0.5) / (df + 0.5));
      const docs = list.docs;
      const tfs = list.tfs;
      for (let k = 0; k < df; k++) {
        const doc = docs[k] ?? 0;
        if (isFiltered && !allowed(doc)) continue;
        const tf = tfs[k] ?? 0;
        const norm = tf + (norms[doc] ?? 0);
        if (acc[doc] === 0) touched.push(doc);
        acc[doc] = (acc[doc] ?? 0) + (idf * tf * (K1 + 1)) / norm;
      }
    }
    const scores: [number, number][] = touched.map((doc) => {
      const score = acc[doc] ?? 0;
      acc[doc] = 0;
      return [doc, score];
    });
    // Keep only the best `limit` while scanning: no sort over every matching passage.
    const top: SearchHit[] = [];
    const bestOfDocument = new Map<string, SearchHit>();
    for (const [doc, score] of scores) {
      if (spread) {
        const passage = this.passages[doc];
        const held = passage && bestOfDocument.get(passage.documentId);
        if (passage && (!held || held.score < score))
          bestOfDocument.set(passage.documentId, { passage, score });
      }
      if (top.length === limit && score <= (top[top.length - 1]?.score ?? 0)) continue;
      const passage = this.passages[doc];
      if (!passage) continue;
      let at = top.length;
      while (at > 0 && (top[at - 1]?.score ?? 0) < score) at--;
      top.splice(at, 0, { passage, score });
      if (top.length > limit) top.pop();
    }
    if (spread) {
      const present = new Set(top.map((hit) => hit.passage.documentId));
      const missing = [...bestOfDocument.values()].filter(
        (hit) => !present.has(hit.passage.documentId),
      );
      top.push(...missing.sort((a, b) => b.score - a.score));
    }
    return top;
  }
}

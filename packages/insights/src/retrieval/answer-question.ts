import { clipText, OUTPUT_LIMITS } from '../text/limits';
import { splitSentences } from '../text/sentences';
import { tokenize } from '../text/tokenize';
import type { SearchHit } from './bm25-index';
import { isNonAnswer } from './non-answer';
import { queryWeights } from './thesaurus';

/** One part of a streamed answer: text to append, or the source a citation marker points to. */
export type AnswerPart =
  | { type: 'text'; text: string }
  | {
      type: 'citation';
      marker: number;
      passageId: string;
      documentId: string;
      companyId: string;
      /** Who said the cited passage, where the call names speakers. */
      speaker?: string;
    };

const NO_ANSWER = 'The selected transcripts do not cover this question.';

/** Options of {@link pickAnswerSentences} and {@link answerQuestion}. */
export type AnswerOptions = {
  /**
   * How telling a search term is over all the calls searched (the index's inverse document
   * frequency): a company's name, in most of its call's sentences, then counts for little.
   */
  idf?: (term: string) => number;
  /**
   * What the calls searched are about ("data center demand", "freight costs"), offered instead
   * when they do not answer the question.
   */
  covers?: readonly string[];
};

/** The reply when no sentence answers: it says so, and names what the calls do cover. */
export function noAnswerText(covers: readonly string[] = []): string {
  const topics = covers.slice(0, 5);
  if (topics.length === 0) return NO_ANSWER;
  const list =
    topics.length === 1
      ? topics[0]
      : `${topics.slice(0, -1).join(', ')} and ${topics[topics.length - 1]}`;
  return `${NO_ANSWER} They cover ${list}.`;
}

/** Openings that refer to the sentence before: "They", "This", "That is why". */
const POINTS_BACK = /^(?:they|it|this|that|these|those|he|she|its|their|such)\b/i;

/**
 * A sentence scoring below this share of the best one is left out: it shares a word with the
 * question but is about something else.
 */
const RELEVANCE_BAR = 0.6;

/**
 * Sentences an answer quotes at most: a fourth one was rarely needed for a fact and was
 * usually off the question.
 */
const ANSWER_SENTENCES = 3;

/** How much more an executive's sentence counts than one whose speaker is not known. */
const EXECUTIVE_FACTOR = 1.2;

/** A call whose best sentence scores below this share of the best of all calls is not quoted. */
const DOCUMENT_BAR = 0.3;

/** A question about what is expected, and a sentence that states an expectation. */
const ASKS_AHEAD =
  /\b(?:expect\w*|guid\w*|outlook|forecast\w*|project\w*|target\w*|plan\w*|range|going into|intend\w*|will)\b/i;
const LOOKS_AHEAD =
  /\b(?:expect\w*|guidance|outlook|projecting|projected|anticipat\w*|forecast\w*|range of|we see|targeting|plan to|intend)\b/i;
/** A question asking why, and a sentence that gives a reason. */
const ASKS_WHY =
  /^(?:why|what (?:drove|caused|explains|helped|hurt|led))\b|\bhow did .* (?:protect|offset|manage)\b/i;
const GIVES_REASON =
  /\b(?:driven by|due to|because|reflect\w*|as a result|thanks to|primarily|offset|helped|benefit\w* from|led by)\b/i;
/** A question about risks, and a sentence that names a pressure. */
const ASKS_RISK =
  /\b(?:risks?|hurt|temper|eat into|headwinds?|threat\w*|pressures?|problems?|issues?|cost)\b/i;
const NAMES_RISK =
  /\b(?:headwinds?|pressures?|inflation\w*|constrain\w*|shortages?|risks?|challeng\w*|uncertain\w*|disruption\w*)\b/i;

/** How much a sentence's kind suits the kind of question asked. */
function intentFactor(question: string, sentence: string): number {
  let factor = 1;
  const ahead = LOOKS_AHEAD.test(sentence);
  // "What EPS did they report?" is answered by the quarter's result, not next quarter's range.
  if (ASKS_AHEAD.test(question)) factor *= ahead ? 1.3 : 1;
  else if (ahead) factor *= 0.75;
  if (ASKS_WHY.test(question) && GIVES_REASON.test(sentence)) factor *= 1.3;
  if (ASKS_RISK.test(question) && NAMES_RISK.test(sentence)) factor *= 1.3;
  return factor;
}

/** A sentence's text for spotting repeats: case and spacing do not make it new. */
function repeatKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

type Candidate = { text: string; parts: string[]; hit: number; document: string; score: number };

/**
 * The sentences of the retrieved passages that best answer the question: scored on the terms they
 * share with it (the thesaurus's count for less, each weighted by how telling it is), on figures,
 * and on whether their kind suits the question (an expectation, a reason, a risk). Sentences that
 * never answer (see {@link isNonAnswer}) and repeats are left out, as is any sentence below the
 * relevance bar; when the passages come from several calls, each call's best sentence is quoted
 * before a second one of any call.
 */
export function pickAnswerSentences(
  question: string,
  hits: readonly SearchHit[],
  limit = ANSWER_SENTENCES,
  options: AnswerOptions = {},
) {
  const weights = queryWeights(question);
  if (options.idf) {
    const idf = options.idf;
    for (const [term, weight] of weights) weights.set(term, weight * Math.max(idf(term), 0.1));
  }
  const all = [...weights.values()].filter((w) => w > 0);
  const meanWeight = all.length > 0 ? all.reduce((a, b) => a + b, 0) / all.length : 1;
  const candidates: Candidate[] = [];
  hits.forEach((hit, index) => {
    // The operator and the analysts ask; only the company's answers are quoted.
    const role = hit.passage.role;
    if (role === 'operator' || role === 'analyst') return;
    const speakerFactor = role === 'executive' ? EXECUTIVE_FACTOR : 1;
    const spans = splitSentences(hit.passage.text);
    spans.forEach((span, at) => {
      if (isNonAnswer(span.text)) return;
      const tokens = tokenize(span.text);
      const matched = new Set<string>();
      for (const token of tokens) if (weights.has(token.term)) matched.add(token.term);
      if (matched.size === 0) return;
      let shared = 0;
      for (const term of matched) shared += weights.get(term) ?? 0;
      const numbers = tokens.filter((t) => t.isNumber).length;
      const score =
        (shared / Math.sqrt(tokens.length + 1) + 0.1 * meanWeight * Math.min(numbers, 3)) *
          intentFactor(question, span.text) *
          speakerFactor +
        hit.score * 0.01;
      // "They were a drag on margins.": a sentence that opens by pointing back is quoted with
      // the one it points to.
      const previous = at > 0 && POINTS_BACK.test(span.text) ? spans[at - 1] : undefined;
      const before = previous && !isNonAnswer(previous.text) ? previous.text : undefined;
      candidates.push({
        text: before ? `${before} ${span.text}` : span.text,
        parts: before ? [before, span.text] : [span.text],
        hit: index,
        document: hit.passage.documentId,
        score,
      });
    });
  });
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0]?.score ?? 0;
  const bestOfDocument = new Map<string, number>();
  for (const c of candidates)
    if (!bestOfDocument.has(c.document)) bestOfDocument.set(c.document, c.score);
  // A call whose best sentence is far below the best of all is not about the question; within a
  // call that is, a sentence is kept against that call's best, so a second call is quoted too.
  const relevant = candidates.filter((c) => {
    const ofDocument = bestOfDocument.get(c.document) ?? 0;
    return ofDocument >= best * DOCUMENT_BAR && c.score >= ofDocument * RELEVANCE_BAR;
  });
  // Each call's best sentence first, so a comparison of two calls quotes both.
  const order: Candidate[] = [];
  const documentsSeen = new Set<string>();
  for (const candidate of relevant) {
    if (documentsSeen.has(candidate.document)) continue;
    documentsSeen.add(candidate.document);
    order.push(candidate);
  }
  for (const candidate of relevant) if (!order.includes(candidate)) order.push(candidate);
  const used = new Set<string>();
  const picked: Candidate[] = [];
  for (const candidate of order) {
    if (picked.length >= limit) break;
    const fresh = candidate.parts.filter((part) => !used.has(repeatKey(part)));
    const last = candidate.parts[candidate.parts.length - 1] ?? '';
    // The sentence itself must be new; the one it points back to is dropped if already quoted.
    if (!fresh.includes(last)) continue;
    for (const part of fresh) used.add(repeatKey(part));
    picked.push({ ...candidate, text: fresh.join(' '), parts: fresh });
  }
  return picked.sort((a, b) => b.score - a.score);
}

/**
 * Composes an extractive answer from the best passages and yields it part by part:
 * each sentence followed by its citation, so a server can relay the answer as it grows. The
 * whole answer's text is at most {@link OUTPUT_LIMITS.maxAnswerChars} characters.
 */
export async function* answerQuestion(
  question: string,
  hits: readonly SearchHit[],
  options: AnswerOptions = {},
): AsyncGenerator<AnswerPart> {
  if (question.trim() === '') throw new Error('The question is empty.');
  const picked = pickAnswerSentences(question, hits, ANSWER_SENTENCES, options);
  if (picked.length === 0) {
    yield { type: 'text', text: noAnswerText(options.covers) };
    return;
  }
  const markers = new Map<number, number>();
  let room = OUTPUT_LIMITS.maxAnswerChars;
  let lastSpeaker: string | undefined;
  for (const [i, sentence] of picked.entries()) {
    const hit = hits[sentence.hit];
    if (!hit) continue;
    const gap = i > 0 ? ' ' : '';
    // The marker and its gap are always written whole: only the quoted sentence is shortened.
    const markerRoom = room - gap.length - ` [${markers.size + 1}]`.length;
    if (markerRoom < 40) break;
    let marker = markers.get(sentence.hit);
    const isNew = marker === undefined;
    // "Jane Doe, Chief Financial Officer: ...": a quote names its speaker where the call does.
    const speaker = hit.passage.speaker;
    const quote =
      speaker && speaker !== lastSpeaker ? `${speaker}: ${sentence.text}` : sentence.text;
    lastSpeaker = speaker;
    if (marker === undefined) {
      marker = markers.size + 1;
      markers.set(sentence.hit, marker);
    }
    const text = `${gap}${clipText(quote, markerRoom)} [${marker}]`;
    room -= text.length;
    yield { type: 'text', text };
    if (isNew) {
      yield {
        type: 'citation',
        marker,
        passageId: hit.passage.id,
        documentId: hit.passage.documentId,
        companyId: hit.passage.companyId,
        ...(speaker ? { speaker } : {}),
      };
    }
  }
}

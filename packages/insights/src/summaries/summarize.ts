import { readCallFigures, type CallFigures } from '../figures/call-figures';
import { termIdCount } from '../text/tokenize';
import { parseTranscript } from '../transcript/parse-transcript';
import type { Section, Sentence, Transcript } from '../transcript/types';
import { headlineSentences, priorYearSentences } from './headline-sentences';
import { isHousekeeping, scoreSentences } from './score-sentences';

/** One summary sentence with the transcript sentence it quotes. */
export type CitedSentence = { text: string; citations: number[]; score: number };

/** A summary in call order, with its word count. */
export type Summary = { sentences: CitedSentence[]; words: number; text: string };

/** Options for {@link summarizeTranscript}. */
export type SummaryOptions = {
  /** Word budget: 250 for cards, 750 for the transcript page. */
  words?: number;
  /** Restrict to one section (highlights); both sections by default. */
  section?: Section;
  /** Precomputed sentence scores, so several summaries share one pass. */
  scores?: Float64Array;
  /** Precomputed {@link rankSentences} order for these scores, so several summaries share one sort. */
  ranked?: readonly Sentence[];
  /**
   * The call's figures as `readCallFigures` settled them, so several summaries and the bullet
   * brief share one reading; read here for a whole-call summary when not given.
   */
  figures?: CallFigures;
  /**
   * Whether the summary opens with the sentences of the call's headline results and outlook
   * rather than reading in call order: a card's short summary (250 words or fewer) opens with
   * them, the transcript page's longer one keeps the call's order.
   */
  headlinesFirst?: boolean;
};

/** The word budget of a card's short summary, the longest that opens with the headlines. */
const SHORT_SUMMARY_WORDS = 250;

/** The share of a summary's words its headline sentences may take, so themes still fit. */
const HEADLINE_SHARE = 0.5;

/**
 * The sentences a whole-call summary must carry first: those stating the call's headline results
 * and outlook, as many as fit in {@link HEADLINE_SHARE} of the budget, in the order given.
 */
function leadSentences(transcript: Transcript, figures: CallFigures, budget: number): Sentence[] {
  const room = budget * HEADLINE_SHARE;
  const lead: Sentence[] = [];
  let words = 0;
  for (const index of headlineSentences(transcript, figures)) {
    const sentence = transcript.sentences[index];
    if (!sentence || isHousekeeping(sentence) || words + sentence.words > room) continue;
    lead.push(sentence);
    words += sentence.words;
  }
  return lead;
}

/** All sentences by descending score; ties keep call order. */
export function rankSentences(
  sentences: readonly Sentence[],
  scores: Float64Array,
): readonly Sentence[] {
  return [...sentences].sort((a, b) => (scores[b.index] ?? 0) - (scores[a.index] ?? 0));
}

/**
 * Marks for {@link overlaps}: `MARK[id] === stamp` when the candidate sentence has the term, so
 * the check allocates nothing; numbers (which have no term id) are compared as text.
 */
let MARK = new Int32Array(1024);
let stamp = 0;

/** True when most of a sentence's content terms already appear in one chosen sentence. */
function overlaps(a: Sentence, chosen: readonly Sentence[]): boolean {
  const ids = termIdCount();
  if (MARK.length < ids) MARK = new Int32Array(Math.max(ids, MARK.length * 2));
  stamp = stamp === 0x7fffffff ? 1 : stamp + 1;
  if (stamp === 1) MARK.fill(0);
  let size = 0;
  const unnumbered: string[] = [];
  for (const token of a.tokens) {
    if (token.isStopword) continue;
    if (token.id >= 0) {
      if (MARK[token.id] !== stamp) {
        MARK[token.id] = stamp;
        size++;
      }
    } else if (!unnumbered.includes(token.term)) {
      unnumbered.push(token.term);
      size++;
    }
  }
  if (size === 0) return true;
  for (const other of chosen) {
    let shared = 0;
    for (const token of other.tokens) {
      if (token.isStopword) continue;
      if (token.id >= 0 ? MARK[token.id] === stamp : unnumbered.includes(token.term)) shared++;
    }
    if (shared / size > 0.6) return true;
  }
  return false;
}

/**
 * Picks the sentences that state the call's headline results and outlook (for a whole-call
 * summary), then the highest-scoring sentences until the word budget is used, skipping
 * near-duplicates and sentences that state only a prior year's results, each citing its
 * transcript sentence. A short summary opens with the headline sentences and reads on in call
 * order; a longer one is all in call order.
 */
export function summarizeTranscript(transcript: Transcript, options: SummaryOptions = {}): Summary {
  const budget = options.words ?? 250;
  if (!Number.isInteger(budget) || budget < 20)
    throw new Error('The word budget must be an integer of at least 20.');
  const scores = options.scores ?? scoreSentences(transcript.sentences);
  const turnRole = transcript.turns.map((turn) => turn.role);
  const order = (options.ranked ?? rankSentences(transcript.sentences, scores)).filter((s) => {
    if (options.section && s.section !== options.section) return false;
    return turnRole[s.turn] !== 'operator';
  });
  const figures = options.figures ?? (options.section ? undefined : readCallFigures(transcript));
  const lead = options.section || !figures ? [] : leadSentences(transcript, figures, budget);
  const stale = figures ? priorYearSentences(figures) : new Set<number>();
  const chosen: Sentence[] = [...lead];
  let words = lead.reduce((sum, sentence) => sum + sentence.words, 0);
  for (const sentence of order) {
    if ((scores[sentence.index] ?? 0) <= 0) break;
    const length = sentence.words;
    if (words + length > budget || stale.has(sentence.index)) continue;
    if (isHousekeeping(sentence) || overlaps(sentence, chosen)) continue;
    chosen.push(sentence);
    words += length;
    if (budget - words < 8) break;
  }
  // A short post or caption repeats no term, so nothing scores: its opening is its summary.
  if (chosen.length === 0) {
    for (const sentence of [...order].sort((a, b) => a.index - b.index)) {
      if (isHousekeeping(sentence)) continue;
      const length = sentence.words;
      if (words + length > budget) break;
      chosen.push(sentence);
      words += length;
    }
  }
  const headlinesFirst = options.headlinesFirst ?? budget <= SHORT_SUMMARY_WORDS;
  const rest = chosen.slice(headlinesFirst ? lead.length : 0).sort((a, b) => a.index - b.index);
  const sentences = [...(headlinesFirst ? lead : []), ...rest].map((s) => ({
    text: s.text,
    citations: [s.index],
    score: scores[s.index] ?? 0,
  }));
  return { sentences, words, text: sentences.map((s) => s.text).join(' ') };
}

/** Summarizes news or filing text (paragraphs, no speakers) within a word budget. */
export function summarizeText(text: string, words = 250): Summary {
  return summarizeTranscript(parseTranscript(text), { words });
}

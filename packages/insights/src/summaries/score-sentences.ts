import { isCueToken, termIdCount, UNNUMBERED } from '../text/tokenize';
import type { Sentence } from '../transcript/types';

const FILLER =
  /^(?:thank you|thanks|good (?:morning|afternoon|evening)|hello|hi\b|okay|great|sure|yes|no\b|got it|welcome|operator|next question|please go ahead|\[)/i;
/** Each phrase starts with a cue word of `isCueToken`: change both together. */
const BOILERPLATE =
  /forward-looking statements|safe harbor|non-gaap (?:financial )?measures? (?:is|are|can be) found|reconciliation|webcast|replay|press release|investor relations website|sec filings|risk factors/i;

/**
 * Call housekeeping that no summary should quote: safe harbor and forward-looking language,
 * pointers to non-GAAP reconciliations, recording and replay notices, operator instructions.
 * Each phrase starts with a cue word of `isCueToken`: change both together.
 */
const HOUSEKEEPING = new RegExp(
  [
    String.raw`forward-looking (?:statements?|information|comments|remarks)`,
    String.raw`safe harbor (?:statements?|provisions?|disclosures?|language|rules?|notices?|slides?)`,
    String.raw`differ materially`,
    String.raw`undertakes? no (?:obligation|duty)`,
    String.raw`risk factors`,
    String.raw`filings? with the (?:sec|securities and exchange commission)`,
    String.raw`sec filings?`,
    // "We will also discuss non-GAAP financial measures", "references to non-GAAP metrics".
    String.raw`(?:discuss|refer|reference|mention|use|include|present|provide)\w*\s+(?:to\s+)?(?:certain\s+|some\s+|several\s+|various\s+)?(?:of\s+)?(?:our\s+)?non-gaap`,
    String.raw`non-gaap (?:financial )?(?:measures?|metrics|information)\b(?![^.]*\b(?:was|were|rose|grew|increased|decreased|declined|of \$))`,
    String.raw`reconciliations?\b[^.]*\b(?:found|available|included|provided|posted|attached|appendix|website|release|slides?|presentation)`,
    String.raw`being recorded`,
    String.raw`replay`,
    String.raw`webcast (?:will|is|can)`,
    String.raw`listen-only`,
    String.raw`press (?:star|\*)`,
    String.raw`star (?:one|1|zero|0)\b`,
    String.raw`question-and-answer session`,
    String.raw`operator instructions`,
    String.raw`turn (?:the|this) (?:call|conference|floor|presentation) (?:back )?over`,
    String.raw`hand (?:the|this) (?:call|conference) (?:back )?over`,
    String.raw`investor relations website`,
    String.raw`(?:available|posted|found|accessed) (?:on|at|in|through|via) (?:our|the) website`,
  ].join('|'),
  'i',
);

/** True when a sentence is call housekeeping (see {@link HOUSEKEEPING}), never summary material. */
export function isHousekeeping(sentence: Sentence): boolean {
  let cue = false;
  for (const token of sentence.tokens) {
    if (isCueToken(token)) {
      cue = true;
      break;
    }
  }
  return cue && HOUSEKEEPING.test(sentence.text);
}

/**
 * Scores every sentence once, in linear time: the weight of its content terms across the
 * call (a centroid score), plus numbers, minus filler and boilerplate. Shared by summaries,
 * highlights and FAQs.
 */
export function scoreSentences(sentences: readonly Sentence[]): Float64Array {
  const counts = countDocumentFrequency(sentences);
  const total = Math.max(1, sentences.length);
  const scores = new Float64Array(sentences.length);
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i] as Sentence;
    let weight = 0;
    let content = 0;
    let numbers = 0;
    let cue = false;
    for (const token of sentence.tokens) {
      if (token.isNumber) {
        numbers++;
        continue;
      }
      if (token.id === -1) continue;
      if (!cue && isCueToken(token)) cue = true;
      if (token.term.length < 3) continue;
      content++;
      const df = token.id >= 0 ? (DF[token.id] ?? 1) : (counts.unnumbered.get(token.term)?.df ?? 1);
      // Terms repeated across the call carry its themes; terms in nearly every sentence do not.
      weight += df > 1 && df < total * 0.5 ? Math.log(1 + df) : 0;
    }
    const length = sentence.tokens.length;
    let score = content > 0 ? weight / Math.sqrt(content + 4) : 0;
    score += Math.min(numbers, 4) * 0.35;
    if (length < 6) score *= 0.3;
    if (length > 60) score *= 0.7;
    if (FILLER.test(sentence.text)) score *= 0.1;
    if (cue && BOILERPLATE.test(sentence.text)) score *= 0.05;
    if (sentence.text.endsWith('?')) score *= 0.5;
    scores[i] = score;
  }
  return scores;
}

/**
 * Document frequency by term id, in arrays reused from call to call: `LAST` holds the sentence
 * that last counted a term and `STAMP` the call that wrote the slot, so nothing is cleared
 * between calls and a term repeated within one sentence counts once.
 */
let DF = new Int32Array(0);
let LAST = new Int32Array(0);
let STAMP = new Int32Array(0);
let generation = 0;

function countDocumentFrequency(sentences: readonly Sentence[]): {
  unnumbered: Map<string, { df: number; last: number }>;
} {
  const size = termIdCount();
  if (DF.length < size) {
    const capacity = Math.max(size, DF.length * 2, 1024);
    DF = new Int32Array(capacity);
    LAST = new Int32Array(capacity);
    STAMP = new Int32Array(capacity);
    generation = 0;
  }
  generation = generation === 0x7fffffff ? 1 : generation + 1;
  if (generation === 1) STAMP.fill(0);
  const unnumbered = new Map<string, { df: number; last: number }>();
  for (let i = 0; i < sentences.length; i++) {
    for (const token of (sentences[i] as Sentence).tokens) {
      const id = token.id;
      if (id === -1 || token.term.length < 3) continue;
      if (id === UNNUMBERED) {
        const entry = unnumbered.get(token.term);
        if (entry === undefined) unnumbered.set(token.term, { df: 1, last: i });
        else if (entry.last !== i) {
          entry.df++;
          entry.last = i;
        }
      } else if (STAMP[id] !== generation) {
        STAMP[id] = generation;
        DF[id] = 1;
        LAST[id] = i;
      } else if (LAST[id] !== i) {
        DF[id] = (DF[id] ?? 0) + 1;
        LAST[id] = i;
      }
    }
  }
  return { unnumbered };
}

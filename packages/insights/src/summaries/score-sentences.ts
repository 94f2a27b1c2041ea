import type { Sentence } from '../transcript/types';

const FILLER =
  /^(?:thank you|thanks|good (?:morning|afternoon|evening)|hello|hi\b|okay|great|sure|yes|no\b|got it|welcome|operator|next question|please go ahead|\[)/i;
const BOILERPLATE =
  /forward-looking statements|safe harbor|non-gaap (?:financial )?measures? (?:is|are|can be) found|reconciliation|webcast|replay|press release|investor relations website|sec filings|risk factors/i;

/**
 * Scores every sentence once, in linear time: the weight of its content terms across the
 * call (a centroid score), plus numbers, minus filler and boilerplate. Shared by summaries,
 * highlights and FAQs.
 */
export function scoreSentences(sentences: readonly Sentence[]): Float64Array {
  // Document frequency per term; `last` marks the sentence that counted it, so a term repeated
  // within one sentence counts once without a set per sentence.
  const frequency = new Map<string, { df: number; last: number }>();
  sentences.forEach((sentence, i) => {
    for (const token of sentence.tokens) {
      if (token.isStopword || token.isNumber || token.term.length < 3) continue;
      const entry = frequency.get(token.term);
      if (entry === undefined) frequency.set(token.term, { df: 1, last: i });
      else if (entry.last !== i) {
        entry.df++;
        entry.last = i;
      }
    }
  });
  const total = Math.max(1, sentences.length);
  const scores = new Float64Array(sentences.length);
  sentences.forEach((sentence, i) => {
    let weight = 0;
    let content = 0;
    let numbers = 0;
    for (const token of sentence.tokens) {
      if (token.isNumber) {
        numbers++;
        continue;
      }
      if (token.isStopword || token.term.length < 3) continue;
      content++;
      const df = frequency.get(token.term)?.df ?? 1;
      // Terms repeated across the call carry its themes; terms in nearly every sentence do not.
      weight += df > 1 && df < total * 0.5 ? Math.log(1 + df) : 0;
    }
    const length = sentence.tokens.length;
    let score = content > 0 ? weight / Math.sqrt(content + 4) : 0;
    score += Math.min(numbers, 4) * 0.35;
    if (length < 6) score *= 0.3;
    if (length > 60) score *= 0.7;
    if (FILLER.test(sentence.text)) score *= 0.1;
    if (BOILERPLATE.test(sentence.text)) score *= 0.05;
    if (sentence.text.endsWith('?')) score *= 0.5;
    scores[i] = score;
  });
  return scores;
}

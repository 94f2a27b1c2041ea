import { scoreSentences } from '../summaries/score-sentences';
import { clipText, OUTPUT_LIMITS } from '../text/limits';
import type { Sentence, Transcript, Turn } from '../transcript/types';

/**
 * One question from the Q&A session with management's condensed answer; each is at most
 * {@link OUTPUT_LIMITS.maxFaqChars} characters.
 */
export type Faq = {
  question: string;
  answer: string;
  askedBy: string | null;
  answeredBy: string | null;
  /** Sentence indexes the question and the answer quote. */
  citations: number[];
  importance: number;
};

const PLEASANTRY =
  /^(?:thank(?:s| you)|good (?:morning|afternoon|evening)|hi|hey|congrat\w*|great(?:,| quarter| job)|nice (?:quarter|job)|yes|yeah|okay|sure|got it|appreciate|that's helpful|helpful)\b/i;
const QUESTION_START =
  /^(?:(?:and|so|but|just|maybe|then|also)[, ]+)*(?:what|how|why|when|where|which|who|can|could|would|will|should|is|are|do|does|did|have|has|any|i was wondering|i wanted to ask|i'd like to ask|my question)/i;

function condenseQuestion(sentences: Sentence[]): string {
  const asks = sentences.filter((s) => s.text.includes('?') || QUESTION_START.test(s.text));
  const useful = asks.filter((s) => !PLEASANTRY.test(s.text));
  const picked = (useful.length > 0 ? useful : asks.length > 0 ? asks : sentences).slice(0, 2);
  return picked.map((s) => s.text).join(' ');
}

/** Answer sentences that take up the question's own words come first. */
function condenseAnswer(
  sentences: Sentence[],
  question: Sentence[],
  scores: Float64Array,
  limit = 2,
): Sentence[] {
  const asked = new Set(
    question.flatMap((s) =>
      s.tokens.filter((t) => !t.isStopword && !t.isNumber).map((t) => t.term),
    ),
  );
  const relevance = (s: Sentence) => {
    let shared = 0;
    for (const token of s.tokens) if (asked.has(token.term)) shared++;
    return (scores[s.index] ?? 0) * (1 + shared);
  };
  const ranked = sentences
    .filter((s) => !PLEASANTRY.test(s.text) && s.tokens.length >= 6)
    .sort((a, b) => relevance(b) - relevance(a))
    .slice(0, limit);
  return ranked.sort((a, b) => a.index - b.index);
}

/**
 * Pairs each analyst question in the Q&A session with the executives' answer that follows,
 * condenses both to their most informative sentences, and orders the pairs by importance.
 */
export function buildFaqs(
  transcript: Transcript,
  scores = scoreSentences(transcript.sentences),
): Faq[] {
  const faqs: Faq[] = [];
  const turns = transcript.turns.filter((t) => t.section === 'qa');
  const at = (turn: Turn) =>
    turn.sentences.map((i) => transcript.sentences[i]).filter((s) => s !== undefined);
  for (let i = 0; i < turns.length; i++) {
    const asked = turns[i];
    if (!asked || asked.role !== 'analyst') continue;
    const questionSentences = at(asked);
    if (!questionSentences.some((s) => s.text.includes('?') || QUESTION_START.test(s.text)))
      continue;
    const answerSentences: Sentence[] = [];
    let answeredBy: string | null = null;
    for (let j = i + 1; j < turns.length; j++) {
      const reply = turns[j];
      if (!reply || reply.role === 'analyst' || reply.role === 'operator') break;
      answeredBy ??= reply.speaker;
      answerSentences.push(...at(reply));
    }
    const answer = condenseAnswer(answerSentences, questionSentences, scores);
    if (answer.length === 0) continue;
    const question = condenseQuestion(questionSentences);
    const importance = answer.reduce((sum, s) => sum + (scores[s.index] ?? 0), 0) / answer.length;
    faqs.push({
      question: clipText(question, OUTPUT_LIMITS.maxFaqChars),
      answer: clipText(answer.map((s) => s.text).join(' '), OUTPUT_LIMITS.maxFaqChars),
      askedBy: asked.speaker,
      answeredBy,
      citations: [...questionSentences.map((s) => s.index), ...answer.map((s) => s.index)],
      importance,
    });
  }
  return faqs.sort((a, b) => b.importance - a.importance);
}

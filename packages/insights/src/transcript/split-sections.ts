import { TranscriptInputError } from '../text/limits';
import type { Sentence, SplitMethod, Turn } from './types';

/** Sentences in which the operator or a host actually hands the call over to questions. */
const HANDOVER =
  /\b(?:(?:first|next) question (?:comes|is coming|will come|is from)|(?:we|we'll|we will|i'd like to|i would like to|let's|let me) (?:now )?(?:like to )?(?:open|begin|start|turn|take)\b[^.?!]{0,60}\b(?:questions?|q&a|question-and-answer|question and answer)|(?:open|opening) (?:up )?the (?:line|lines|call|floor) (?:for|to|up for) (?:questions|q&a)|(?:begin|start|now) the (?:q&a|question-and-answer|question and answer) (?:session|portion|part)|(?:operator|operator,)[^.?!]{0,40}\b(?:q&a|questions)\b)|\[operator instructions\]/i;

/** An operator's welcome (also said again when a call restarts) opens the call, not the Q&A. */
const WELCOME = /\bwelcome\b/i;

/** Agenda sentences announce the Q&A but do not start it. */
const AGENDA =
  /\b(?:followed by|conclude with|after that|at the end of|later|will then|before (?:opening|we open|turning))\b/i;

/** Where the Q&A starts and how that was found. */
export type Split = { method: SplitMethod; qaStart: number | null };

/** What the parser knows besides the turns: the admin's choices and a Q&A heading. */
export type SplitHints = {
  separator?: string | undefined;
  qaStart?: number | undefined;
  /** The first sentence after a "Questions and Answers" heading. */
  heading?: number | null;
};

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function findSeparator(sentences: Sentence[], separator: string): number | null {
  const needle = normalize(separator);
  if (needle === '') return null;
  for (const sentence of sentences) {
    const hay = normalize(sentence.text);
    if (hay.includes(needle) || (hay.length >= 20 && needle.includes(hay))) return sentence.index;
  }
  return null;
}

function handsOver(turn: Turn, sentences: Sentence[]): boolean {
  if (WELCOME.test(sentences[turn.sentences[0] ?? -1]?.text ?? '')) return false;
  return turn.sentences.some((id) => {
    const text = sentences[id]?.text ?? '';
    return HANDOVER.test(text) && !AGENDA.test(text);
  });
}

/**
 * In a call with speakers: the operator's turn that opens the questions after management spoke,
 * else the operator's turn just before the first analyst, else the first analyst's question.
 */
function findBySpeakers(turns: Turn[], sentences: Sentence[]): Split | null {
  let sawManagement = false;
  let firstAnalyst = -1;
  for (const turn of turns) {
    if (turn.role === 'executive') sawManagement = true;
    else if (turn.role === 'analyst' && sawManagement) {
      firstAnalyst = turn.index;
      break;
    }
  }
  sawManagement = false;
  const end = firstAnalyst === -1 ? turns.length : firstAnalyst;
  for (let i = 0; i < end; i++) {
    const turn = turns[i] as Turn;
    if (turn.role === 'executive') sawManagement = true;
    if (turn.role === 'operator' && sawManagement && handsOver(turn, sentences))
      return { method: 'operator-handover', qaStart: turn.sentences[0] ?? null };
  }
  if (firstAnalyst === -1) {
    // No analyst is known: an operator speaking after management is taken to open questions.
    sawManagement = false;
    for (const turn of turns) {
      if (turn.role === 'executive') sawManagement = true;
      if (turn.role === 'operator' && sawManagement)
        return { method: 'operator-handover', qaStart: turn.sentences[0] ?? null };
    }
    return null;
  }
  const before = turns[firstAnalyst - 1];
  if (before?.role === 'operator')
    return { method: 'operator-handover', qaStart: before.sentences[0] ?? null };
  return { method: 'first-question', qaStart: turns[firstAnalyst]?.sentences[0] ?? null };
}

/**
 * What only the Q&A says: the operator calling the first question, or the instructions for
 * asking one (a welcome reads them too, so the opening sentences are passed over).
 */
const FIRST_QUESTION =
  /\b(?:first questions? (?:today )?(?:comes?|is coming|will come|is from|come from|goes to)|(?:have|take) (?:your|our|the) first question|go first to)\b|\[operator instructions\]/i;
/** The operator opening the session, said just before the first question is called. */
const OPENS_SESSION =
  /\b(?:begin|start|open|now take) (?:the |our )?(?:q&a|question-and-answer|question and answer|questions?)\b/i;
/**
 * The opening sentences of a call, where the operator's welcome reads the instructions: at least
 * five, and the first twelfth of a call (the remarks take more).
 */
const OPENING = 5;

/**
 * In a text with no speakers: the first sentence that calls the first question (or the one
 * before it, when that one opens the session), else the first hand-over sentence after the
 * first fifth of the call.
 */
function findQuestionCue(sentences: Sentence[]): number | null {
  for (let i = Math.max(OPENING, Math.floor(sentences.length / 12)); i < sentences.length; i++) {
    const sentence = sentences[i] as Sentence;
    if (!FIRST_QUESTION.test(sentence.text) || WELCOME.test(sentence.text)) continue;
    const before = sentences[i - 1];
    return before && OPENS_SESSION.test(before.text) && !AGENDA.test(before.text)
      ? before.index
      : sentence.index;
  }
  // The remarks take at least the first fifth of a call; earlier cues are agenda items.
  const from = Math.floor(sentences.length / 5);
  for (let i = from; i < sentences.length; i++) {
    const sentence = sentences[i];
    if (sentence && HANDOVER.test(sentence.text) && !AGENDA.test(sentence.text)) {
      return sentence.index;
    }
  }
  return null;
}

function checkIndex(qaStart: number, count: number): void {
  if (!Number.isInteger(qaStart) || qaStart < 0 || qaStart >= count)
    throw new TranscriptInputError(
      'INVALID_OPTION',
      `The Q&A start must be the index of a sentence, from 0 to ${count - 1}; got ${qaStart}.`,
    );
}

/**
 * Finds where the Q&A begins, and why: at the sentence index or the separating sentence an
 * admin chose, else after a "Questions and Answers" heading, else at the operator's hand-over
 * (or a spoken hand-over in a text without speakers), else at the first analyst's question.
 */
export function splitSections(turns: Turn[], sentences: Sentence[], hints: SplitHints = {}): Split {
  if (hints.qaStart !== undefined) {
    checkIndex(hints.qaStart, sentences.length);
    return { method: 'sentence-index', qaStart: hints.qaStart };
  }
  const separator = hints.separator;
  if (separator !== undefined && separator.trim() !== '') {
    const at = findSeparator(sentences, separator);
    if (at !== null) return { method: 'separator', qaStart: at };
  }
  if (hints.heading !== undefined && hints.heading !== null && hints.heading > 0)
    return { method: 'heading', qaStart: hints.heading };
  if (turns.some((turn) => turn.speaker !== null)) {
    const found = findBySpeakers(turns, sentences);
    if (found !== null && found.qaStart !== null) return found;
  }
  const cue = findQuestionCue(sentences);
  if (cue !== null) return { method: 'question-cue', qaStart: cue };
  return { method: 'none', qaStart: null };
}

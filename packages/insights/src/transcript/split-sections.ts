import type { Sentence, SplitMethod, Turn } from './types';

/** Sentences in which the operator or a host actually hands the call over to questions. */
const HANDOVER =
  /\b(?:(?:first|next) question (?:comes|is coming|will come) from|(?:we|we'll|we will|i'd like to|i would like to|let's|let me) (?:now )?(?:like to )?(?:open|begin|start|turn)\b[^.?!]{0,60}\b(?:questions?|q&a|question-and-answer|question and answer)|(?:open|opening) (?:up )?the (?:line|lines|call|floor) (?:for|to|up for) (?:questions|q&a)|(?:begin|start|now) the (?:q&a|question-and-answer|question and answer) (?:session|portion|part)|(?:operator|operator,)[^.?!]{0,40}\b(?:q&a|questions)\b)/i;

/** Agenda sentences announce the Q&A but do not start it. */
const AGENDA =
  /\b(?:followed by|conclude with|after that|at the end of|later|will then|before (?:opening|we open|turning))\b/i;

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

function findOperatorHandover(turns: Turn[]): number | null {
  let sawManagement = false;
  for (const turn of turns) {
    if (turn.role === 'executive') sawManagement = true;
    if (turn.role === 'analyst' && sawManagement) return turn.sentences[0] ?? null;
    if (turn.role === 'operator' && sawManagement) return turn.sentences[0] ?? null;
  }
  return null;
}

function findQuestionCue(sentences: Sentence[]): number | null {
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

/**
 * Finds where the Q&A begins: at the admin's separating sentence when given and found,
 * else at the operator's hand-over after management spoke, else at a spoken hand-over cue.
 */
export function splitSections(
  turns: Turn[],
  sentences: Sentence[],
  separator?: string,
): { method: SplitMethod; qaStart: number | null } {
  if (separator !== undefined && separator.trim() !== '') {
    const at = findSeparator(sentences, separator);
    if (at !== null) return { method: 'separator', qaStart: at };
  }
  const handover = findOperatorHandover(turns);
  if (handover !== null) return { method: 'operator-handover', qaStart: handover };
  const cue = findQuestionCue(sentences);
  if (cue !== null) return { method: 'question-cue', qaStart: cue };
  return { method: 'none', qaStart: null };
}

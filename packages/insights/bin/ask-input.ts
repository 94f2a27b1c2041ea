import { statSync } from 'node:fs';
import { TRANSCRIPT_LIMITS } from '../src/index';
import { CliError, readTextFile, userPath } from './read-input';

/** Bounds on what `ask` and `batch-ask` read, so that a broken input fails fast and plainly. */
export const ASK_LIMITS = {
  /** Bytes of one call file: room for the engine's longest text in two-byte characters. */
  maxCallBytes: TRANSCRIPT_LIMITS.maxChars * 2,
  /** Lines of one call file (a long call has about 1,500 sentences). */
  maxCallLines: TRANSCRIPT_LIMITS.maxSentences,
  /** Calls one question is asked over. */
  maxCalls: 20,
  /** Characters of one question. */
  maxQuestionChars: 1_000,
  /** Bytes of a questions file. */
  maxQuestionsBytes: 10_000_000,
  /** Questions in a questions file. */
  maxQuestions: 10_000,
} as const;

/** Refuses a file larger than `max` bytes before reading it; a missing file is left to the reader. */
function checkSize(typed: string, max: number): void {
  let size: number;
  try {
    size = statSync(userPath(typed)).size;
  } catch {
    return;
  }
  if (size > max) throw new CliError(`${typed} is larger than ${max} bytes.`);
}

/** Reads one call, refusing one too large or with too many lines for the engine. */
export function readCall(typed: string): string {
  checkSize(typed, ASK_LIMITS.maxCallBytes);
  const text = readTextFile(typed);
  if (text.length > TRANSCRIPT_LIMITS.maxChars)
    throw new CliError(`${typed} has more than ${TRANSCRIPT_LIMITS.maxChars} characters.`);
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  if (lines > ASK_LIMITS.maxCallLines)
    throw new CliError(`${typed} has more than ${ASK_LIMITS.maxCallLines} lines.`);
  return text;
}

/** Refuses an empty or overlong question; `where` says which one. */
export function checkQuestion(question: string, where: string): void {
  if (question.trim() === '') throw new CliError(`${where} is empty.`);
  if (question.length > ASK_LIMITS.maxQuestionChars)
    throw new CliError(`${where} is longer than ${ASK_LIMITS.maxQuestionChars} characters.`);
}

/** One question of a `batch-ask` file, with the 1-based line it was read from. */
export type BatchQuestion = { id: string; question: string; docs: string[]; at: number };

/**
 * Reads a JSON-lines file of `{id, question, docs}`, blank lines skipped; any other line that is
 * not such an object stops the batch with its line number.
 */
export function readQuestions(typed: string): BatchQuestion[] {
  checkSize(typed, ASK_LIMITS.maxQuestionsBytes);
  const questions: BatchQuestion[] = [];
  const ids = new Set<string>();
  readTextFile(typed)
    .split('\n')
    .forEach((raw, index) => {
      const at = index + 1;
      const where = `${typed} line ${at}`;
      if (raw.trim() === '') return;
      if (questions.length === ASK_LIMITS.maxQuestions)
        throw new CliError(`${typed} has more than ${ASK_LIMITS.maxQuestions} questions.`);
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        throw new CliError(`${where} is not JSON.`);
      }
      const { id, question, docs } = (value ?? {}) as Record<string, unknown>;
      if (typeof id !== 'string' || id === '') throw new CliError(`${where} needs an "id" string.`);
      if (ids.has(id)) throw new CliError(`${where} repeats the id "${id}".`);
      if (typeof question !== 'string') throw new CliError(`${where} needs a "question" string.`);
      checkQuestion(question, `${where}: the question`);
      if (
        !Array.isArray(docs) ||
        docs.length === 0 ||
        !docs.every((doc) => typeof doc === 'string' && doc !== '')
      )
        throw new CliError(`${where} needs "docs", a non-empty list of call names.`);
      if (docs.length > ASK_LIMITS.maxCalls)
        throw new CliError(`${where} names more than ${ASK_LIMITS.maxCalls} calls.`);
      ids.add(id);
      questions.push({ id, question, docs: docs as string[], at });
    });
  if (questions.length === 0) throw new CliError(`${typed} holds no questions.`);
  return questions;
}

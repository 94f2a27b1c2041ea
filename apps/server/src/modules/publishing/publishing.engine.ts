import {
  analyzeTranscript,
  parseTranscript,
  TranscriptInputError,
  type AnalyzeOptions,
  type Transcript,
} from '@clearcall/insights';
import type { TranscriptSpeaker } from '../../db/schema';
import { earningsFieldsOf, type EngineFields } from '../stories/stories.engine';

/** Where a call splits into prepared remarks and Q&A: a sentence's text, or its index. */
export type CallSplit = { sentence: string } | { qaStart: number };

export type CallAnalysisInput = {
  content: string;
  company: string;
  split: CallSplit;
  speakers: TranscriptSpeaker[];
};

/** The engine's output for a call, or why it could not be published. */
export type CallAnalysis =
  | { ok: true; fields: EngineFields; qaStart: number; sentences: number }
  | { ok: false; reason: 'sentence-not-found' }
  /** The text breaks one of the engine's bounds (too long, too many sentences). */
  | { ok: false; reason: 'invalid-text'; message: string };

/** The engine's options for the admin's split and speaker corrections. */
function analyzeOptions(input: CallAnalysisInput): AnalyzeOptions {
  const split =
    'sentence' in input.split
      ? { separator: input.split.sentence }
      : { qaStart: input.split.qaStart };
  return {
    ...split,
    ...(input.speakers.length > 0 ? { speakers: input.speakers } : {}),
    company: input.company,
  };
}

/**
 * Runs the insights engine over a call split at the admin's choice, with the speakers as
 * confirmed, and returns its story fields: summaries, highlights, FAQs, figures and citations.
 * Runs in the engine's workers, so refusals come back as data rather than as errors.
 */
export function analyzeCall(input: CallAnalysisInput): CallAnalysis {
  let insights;
  try {
    insights = analyzeTranscript(input.content, analyzeOptions(input));
  } catch (error) {
    if (!(error instanceof TranscriptInputError)) throw error;
    // A Q&A start that is not a sentence index of the call.
    if (error.code === 'INVALID_OPTION') return { ok: false, reason: 'sentence-not-found' };
    return { ok: false, reason: 'invalid-text', message: error.message };
  }
  const { split, sentences } = insights.transcript;
  const expected = 'sentence' in input.split ? 'separator' : 'sentence-index';
  if (split.method !== expected || split.qaStart === null) {
    return { ok: false, reason: 'sentence-not-found' };
  }
  return {
    ok: true,
    fields: earningsFieldsOf(insights),
    qaStart: split.qaStart,
    sentences: sentences.length,
  };
}

/** Prepared remarks shorter than this are probably split too early. */
export const MIN_REMARKS_SENTENCES = 5;

/** The two parts of a split call, counted, with what looks wrong about them. */
export type SplitCheck = {
  remarksSentences: number;
  qaSentences: number;
  analystQuestions: number;
  warnings: string[];
};

/**
 * Counts the parts of a parsed call and warns when either is implausibly short: prepared
 * remarks of fewer than five sentences, or no analyst turn after the split.
 */
export function checkSplit(transcript: Transcript): SplitCheck {
  const qaStart = transcript.split.qaStart ?? transcript.sentences.length;
  const remarksSentences = qaStart;
  const qaSentences = transcript.sentences.length - qaStart;
  const analystQuestions = transcript.turns.filter(
    (turn) => turn.role === 'analyst' && turn.sentences.some((index) => index >= qaStart),
  ).length;
  const warnings: string[] = [];
  if (remarksSentences < MIN_REMARKS_SENTENCES) {
    warnings.push(
      `The prepared remarks would have only ${remarksSentences} sentence${remarksSentences === 1 ? '' : 's'}: the Q&A probably starts later.`,
    );
  }
  if (analystQuestions === 0) {
    warnings.push(
      'No analyst asks a question after this sentence: the Q&A probably starts earlier.',
    );
  }
  return { remarksSentences, qaSentences, analystQuestions, warnings };
}

/** What splitting a call at a sentence would give, or why it cannot be split there. */
export type SplitPreview =
  | { ok: true; check: SplitCheck }
  | { ok: false; reason: 'sentence-not-found' }
  | { ok: false; reason: 'invalid-text'; message: string };

/**
 * What splitting a call at this sentence would give. Runs in the engine's workers, so a text
 * the engine refuses comes back as data rather than as an error.
 */
export function previewSplit(input: { content: string; sentence: string }): SplitPreview {
  let transcript: Transcript;
  try {
    transcript = parseTranscript(input.content, { separator: input.sentence });
  } catch (error) {
    if (!(error instanceof TranscriptInputError)) throw error;
    return { ok: false, reason: 'invalid-text', message: error.message };
  }
  if (transcript.split.method !== 'separator') return { ok: false, reason: 'sentence-not-found' };
  return { ok: true, check: checkSplit(transcript) };
}

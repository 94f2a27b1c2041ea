import {
  analyzeTranscript,
  parseTranscript,
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

/** The engine's output for a call, or why the split could not be applied. */
export type CallAnalysis =
  | { ok: true; fields: EngineFields; qaStart: number; sentences: number }
  | { ok: false; reason: 'sentence-not-found' };

/**
 * The engine's options for the admin's split. A sentence chosen by index is passed on as that
 * sentence's text, the separator the engine splits at; the split is then checked to fall on
 * that very sentence, so a repeated sentence earlier in the call cannot move it.
 */
function splitOptions(input: CallAnalysisInput): AnalyzeOptions | null {
  if ('sentence' in input.split) return { separator: input.split.sentence };
  const { sentences } = parseTranscript(input.content);
  const chosen = sentences[input.split.qaStart];
  return chosen ? { separator: chosen.text } : null;
}

/**
 * Runs the insights engine over a call split at the admin's choice and returns its story
 * fields: summaries, highlights, FAQs, figures and citations. Runs in the engine's workers.
 */
export function analyzeCall(input: CallAnalysisInput): CallAnalysis {
  const options = splitOptions(input);
  if (!options) return { ok: false, reason: 'sentence-not-found' };
  const insights = analyzeTranscript(input.content, { ...options, company: input.company });
  const { split, sentences } = insights.transcript;
  if (split.method !== 'separator' || split.qaStart === null) {
    return { ok: false, reason: 'sentence-not-found' };
  }
  if ('qaStart' in input.split && split.qaStart !== input.split.qaStart) {
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

/** What splitting a call at this sentence would give, or null when it is not in the call. */
export function previewSplit(input: { content: string; sentence: string }): SplitCheck | null {
  const transcript = parseTranscript(input.content, { separator: input.sentence });
  if (transcript.split.method !== 'separator') return null;
  return checkSplit(transcript);
}

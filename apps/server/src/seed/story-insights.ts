import {
  analyzeTranscript,
  parseTranscript,
  summarizeTranscript,
  type TranscriptInsights,
} from '@clearcall/insights';
import {
  asksOf,
  bulletsOf,
  citationsOf,
  keyFiguresOf,
  transcriptView,
} from '../modules/company/company.engine';
import { firstSentences } from './story-common';
import type { StoryRow } from './transcripts';

/** The story fields the insights engine fills in. */
export type EngineFields = Pick<
  StoryRow,
  'shortSummary' | 'longSummary' | 'commentaryHighlight' | 'qaHighlight' | 'asks' | 'summaryData'
>;

/** A text shorter than this is its own long summary, so only the card summary is stored. */
const LONG_SUMMARY_MIN_WORDS = 400;

/**
 * Runs the engine over an earnings call split at the admin's separating sentence and returns
 * the summaries, highlights, FAQs and the preview data (`summaryData`) of its story. The
 * preview shows the 750-word summary, so `citations.summary` follows `longSummary`.
 */
export function earningsFields(
  content: string,
  separatingSentence: string,
  company?: string,
): EngineFields {
  return earningsFieldsOf(
    analyzeTranscript(content, { separator: separatingSentence, ...(company ? { company } : {}) }),
  );
}

/** The story fields of a call the engine has already analysed. */
export function earningsFieldsOf(insights: TranscriptInsights): EngineFields {
  const { transcript } = insights;
  return {
    shortSummary: insights.shortSummary.text,
    longSummary: insights.longSummary.text,
    commentaryHighlight: insights.managementHighlights.text,
    qaHighlight: insights.qaHighlights.text,
    asks: asksOf(insights),
    summaryData: {
      transcript: transcriptView(transcript),
      citations: {
        summary: citationsOf(insights.longSummary),
        shortSummary: citationsOf(insights.shortSummary),
        commentary: citationsOf(insights.managementHighlights),
        qa: citationsOf(insights.qaHighlights),
      },
      keyFigures: keyFiguresOf(insights),
      bullets: bulletsOf(insights),
    },
  };
}

/**
 * The engine's 250-word summary of a news item, filing, job post, video or post, and its
 * 750-word summary when the text is long enough to need one.
 */
export function textSummaryFields(content: string): Pick<StoryRow, 'shortSummary' | 'longSummary'> {
  if (content.trim() === '') return { shortSummary: '', longSummary: '' };
  const parsed = parseTranscript(content);
  const short = summarizeTranscript(parsed, { words: 250 });
  const words = parsed.sentences.reduce((n, s) => n + s.tokens.length, 0);
  const long = words >= LONG_SUMMARY_MIN_WORDS ? summarizeTranscript(parsed, { words: 750 }) : null;
  return { shortSummary: short.text, longSummary: long?.text ?? '' };
}

/**
 * The cheap stand-in used beyond the engine-made part of a very large data set: the opening
 * sentences as the card summary, as a feed would show before the engine has run.
 */
export function leadSummaryFields(content: string): Pick<StoryRow, 'shortSummary' | 'longSummary'> {
  return { shortSummary: firstSentences(content, 3), longSummary: '' };
}

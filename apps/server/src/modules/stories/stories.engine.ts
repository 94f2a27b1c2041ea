import {
  analyzeTranscript,
  parseTranscript,
  summarizeBySource,
  summarizeByTheme,
  summarizeTranscript,
  type CompanyStory,
  type TranscriptInsights,
} from '@clearcall/insights';
import type { stories, summaries } from '../../db/schema';
import {
  asksOf,
  bulletsOf,
  citationsOf,
  keyFiguresOf,
  transcriptView,
} from '../company/company.engine';

type StoryValues = typeof stories.$inferInsert;

/** The story fields the insights engine fills in. */
export type EngineFields = Pick<
  StoryValues,
  'shortSummary' | 'longSummary' | 'commentaryHighlight' | 'qaHighlight' | 'asks' | 'summaryData'
>;

/** One Summary-tab entry of a company quarter, before it is given its company and period. */
export type QuarterSummary = Pick<
  typeof summaries.$inferInsert,
  'type' | 'category' | 'details' | 'citations'
>;

/**
 * Stories read per source type in one company quarter when its Summary-tab entries are written:
 * it bounds the work and the memory of a quarter with very many stories.
 */
export const MAX_STORIES_PER_SOURCE = 4;
const WORDS_PER_SOURCE = 120;
const THEMES_PER_QUARTER = 4;

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
export function textSummaryFields(
  content: string,
): Pick<StoryValues, 'shortSummary' | 'longSummary'> {
  if (content.trim() === '') return { shortSummary: '', longSummary: '' };
  const parsed = parseTranscript(content);
  const short = summarizeTranscript(parsed, { words: 250 });
  const words = parsed.sentences.reduce((n, s) => n + s.tokens.length, 0);
  const long = words >= LONG_SUMMARY_MIN_WORDS ? summarizeTranscript(parsed, { words: 750 }) : null;
  return { shortSummary: short.text, longSummary: long?.text ?? '' };
}

/**
 * The cheap stand-in for the engine's summary when very many stories arrive at once: the
 * opening sentences as the card summary, as a feed would show before the engine has run.
 */
export function leadSummaryFields(
  content: string,
): Pick<StoryValues, 'shortSummary' | 'longSummary'> {
  return { shortSummary: firstSentences(content, 3), longSummary: '' };
}

/** The first `count` sentences of a text; "Inc." and decimals like "$4.21" do not end one. */
export function firstSentences(text: string, count: number): string {
  const sentences = text.split(
    /(?<!\b(?:Inc|Co|Corp|Ltd|No|St)\.)(?<=[.!?]["”]?)\s+(?=["“A-Z0-9$#(])/,
  );
  return sentences.slice(0, count).join(' ').trim();
}

/**
 * The Summary tab's entries of one company quarter: what each source said (earnings calls by
 * their long summary, other stories by their text) and the quarter's main themes, quoted.
 */
export function companyQuarterSummaries(stories: readonly CompanyStory[]): QuarterSummary[] {
  if (stories.length === 0) return [];
  const entries: QuarterSummary[] = [];
  for (const source of summarizeBySource([...stories], WORDS_PER_SOURCE)) {
    if (source.sentences.length === 0) continue;
    entries.push({
      type: 'summary_by_source',
      category: source.source,
      details: source.sentences.map((s) => s.text).join(' '),
      citations: source.storyIds,
    });
  }
  for (const theme of summarizeByTheme([...stories], THEMES_PER_QUARTER)) {
    if (theme.quotes.length === 0) continue;
    entries.push({
      type: 'summary_by_theme',
      category: theme.theme.charAt(0).toUpperCase() + theme.theme.slice(1),
      details: theme.quotes.map((quote) => quote.text).join(' '),
      citations: [...new Set(theme.quotes.map((quote) => quote.storyId))],
    });
  }
  return entries;
}

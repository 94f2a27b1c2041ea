import type {
  CompanyInsights,
  KeyFigure,
  PreviewCitations,
  PreviewTranscript,
  StoryQuote,
} from '@clearcall/contracts';
import {
  analyzeTranscript,
  buildCompanyInsights,
  type Summary,
  type Transcript,
  type TranscriptInsights,
} from '@clearcall/insights';
import type { StoryAsk } from '../../db/schema';

/**
 * What the transcript page shows of a story beyond its card. The parsed transcript, the
 * citations, the key figures and the bullets are JSON text: stored output is passed on as the
 * database returns it, computed output is serialized once.
 */
export type StoryInsightsView = {
  longSummary: string;
  commentaryHighlight: string;
  qaHighlight: string;
  asks: StoryAsk[];
  json: { transcript: string; citations: string; keyFigures: string; bullets: string | null };
};

/** The stored fields a story view is built from. */
export type StoredStoryFields = {
  contentType: string;
  content: string;
  longSummary: string;
  commentaryHighlight: string;
  qaHighlight: string;
  asks: StoryAsk[];
  separatingSentence: string | null;
  /** The company's name, so that the engine reads its figures as the company's, not a part's. */
  companyName?: string;
  /** The engine output stored at load time, as JSON text; null where there is none. */
  transcriptJson: string | null;
  citationsJson: string | null;
  keyFiguresJson: string | null;
  bulletsJson: string | null;
};

/** FAQs kept per call, as at load time: the engine orders them by importance. */
const MAX_ASKS = 12;

/**
 * The engine output stored with an earnings story at load time (`summary_data`), when it is
 * complete: the parsed transcript, the citations of the summary and both highlights, and the
 * key figures.
 */
export function storedStoryView(fields: StoredStoryFields): StoryInsightsView | null {
  const { transcriptJson, citationsJson, keyFiguresJson, bulletsJson } = fields;
  if (transcriptJson === null || citationsJson === null || keyFiguresJson === null) return null;
  return {
    longSummary: fields.longSummary,
    commentaryHighlight: fields.commentaryHighlight,
    qaHighlight: fields.qaHighlight,
    asks: fields.asks,
    json: {
      transcript: transcriptJson,
      citations: citationsJson,
      keyFigures: keyFiguresJson,
      bullets: bulletsJson,
    },
  };
}

/** The parsed call as the transcript preview shows it; sentence ids are call-wide indexes. */
export function transcriptView(transcript: Transcript): PreviewTranscript {
  return {
    turns: transcript.turns.map((turn) => ({
      speaker: turn.speaker,
      // The preview shows one line under a name: an executive's title or an analyst's firm.
      title: turn.title ?? turn.firm,
      role: turn.role === 'unknown' ? 'executive' : turn.role,
      sentences: turn.sentences.map((id) => ({ id, text: transcript.sentences[id]?.text ?? '' })),
    })),
    qaStartsAt: transcript.split.qaStart,
  };
}

function serialized(
  transcript: PreviewTranscript,
  citations: PreviewCitations,
  keyFigures: KeyFigure[],
  bullets: { text: string; citations: number[] }[],
): StoryInsightsView['json'] {
  return {
    transcript: JSON.stringify(transcript),
    citations: JSON.stringify(citations),
    keyFigures: JSON.stringify(keyFigures),
    bullets: bullets.length > 0 ? JSON.stringify(bullets) : null,
  };
}

/** One list of cited sentence ids per summary sentence, in order. */
export const citationsOf = (summary: Summary) =>
  summary.sentences.map((sentence) => sentence.citations);

/** The FAQs kept of a call, most important first; the asks column stores ids as strings. */
export function asksOf(insights: TranscriptInsights): StoryAsk[] {
  return insights.faqs.slice(0, MAX_ASKS).map((faq) => ({
    question: faq.question,
    answer: faq.answer,
    citations: faq.citations.map(String),
  }));
}

/** The key figures the engine found, in the contract's shape. */
export function keyFiguresOf(insights: TranscriptInsights): KeyFigure[] {
  return insights.keyFigures.map((figure) => ({
    name: figure.label,
    value: figure.value,
    unit: figure.unit,
    period: figure.period,
    change: figure.change,
    direction: figure.direction,
    isGuidance: figure.isGuidance,
    sentenceId: figure.citation,
    metric: figure.metric,
    part: figure.part,
    fiscalPeriod: figure.fiscalPeriod,
    basis: figure.basis,
    changeBase: figure.changeBase,
    amount: figure.amount,
    low: figure.low,
    high: figure.high,
    conflict: figure.conflict,
    confidence: figure.confidence,
  }));
}

/** The engine's figure-led brief, each bullet with the sentences it comes from. */
export function bulletsOf(insights: TranscriptInsights): { text: string; citations: number[] }[] {
  return insights.bullets.map((bullet) => ({ text: bullet.text, citations: bullet.sentences }));
}

/**
 * Runs the engine over a story that has no stored engine output (a call published after the
 * data was loaded, a news item, a filing). A call is split at its separating sentence and gets
 * the summaries, highlights and FAQs the engine writes; any other story keeps its stored texts,
 * and a text it has is replaced by the engine's, so that the citations match what is shown.
 */
export function computeStoryView(fields: StoredStoryFields): StoryInsightsView {
  if (fields.content.trim() === '') {
    return {
      longSummary: fields.longSummary,
      commentaryHighlight: fields.commentaryHighlight,
      qaHighlight: fields.qaHighlight,
      asks: fields.asks,
      json: serialized(
        { turns: [], qaStartsAt: null },
        { summary: [], commentary: [], qa: [] },
        [],
        [],
      ),
    };
  }
  const isCall = fields.contentType === 'earnings';
  const insights = analyzeTranscript(fields.content, {
    ...(isCall && fields.separatingSentence ? { separator: fields.separatingSentence } : {}),
    ...(fields.companyName ? { company: fields.companyName } : {}),
  });
  // A call shows every part; another story only the parts it had a text for.
  const part = (stored: string, summary: Summary) =>
    isCall || stored !== '' ? { text: summary.text, citations: citationsOf(summary) } : null;
  const summary = part(fields.longSummary, insights.longSummary);
  const commentary = part(fields.commentaryHighlight, insights.managementHighlights);
  const qa = part(fields.qaHighlight, insights.qaHighlights);
  return {
    longSummary: summary?.text ?? '',
    commentaryHighlight: commentary?.text ?? '',
    qaHighlight: qa?.text ?? '',
    asks: isCall ? asksOf(insights) : fields.asks,
    json: serialized(
      transcriptView(insights.transcript),
      {
        summary: summary?.citations ?? [],
        commentary: commentary?.citations ?? [],
        qa: qa?.citations ?? [],
      },
      keyFiguresOf(insights),
      bulletsOf(insights),
    ),
  };
}

/** A story the company insights are computed from. */
export type InsightStory = {
  id: string;
  source: string;
  publishedAt: Date | string;
  content: string;
};

/** Topics a quarter-over-quarter trend needs at least this many quarters. */
const MIN_TREND_QUARTERS = 2;

const quarterKey = (year: number, quarter: number) => `${year}-Q${quarter}`;

/**
 * The calendar quarter a story was published in. Every story is placed by when it was said,
 * so that a call (published in the quarter after the one it reports on) and the news around
 * it share one time axis.
 */
function periodOf(story: InsightStory): { year: number; quarter: number } {
  const date = new Date(story.publishedAt);
  return { year: date.getUTCFullYear(), quarter: Math.floor(date.getUTCMonth() / 3) + 1 };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Trends, Buzz Index, SWOT and Strategy of a company, computed by the engine from its own
 * stories. A section without enough data to stand on is null, with the reason in `gaps`.
 */
export function computeCompanyInsights(stories: readonly InsightStory[]): CompanyInsights {
  const withText = stories.filter((story) => story.content.trim() !== '');
  if (withText.length === 0) {
    const gap = { reason: 'There are no stories about this company to analyse yet.' };
    return {
      quarters: [],
      storyCount: 0,
      trends: null,
      buzzIndex: null,
      swot: null,
      strategy: null,
      gaps: { trends: gap, buzzIndex: gap, swot: gap, strategy: gap },
    };
  }
  const engineStories = withText.map((story) => {
    const { year, quarter } = periodOf(story);
    return { id: story.id, source: story.source, year, quarter, text: story.content };
  });
  const quarters = [...new Set(engineStories.map((s) => quarterKey(s.year, s.quarter)))].sort();
  const result = buildCompanyInsights(engineStories);
  const gaps: CompanyInsights['gaps'] = {};

  const hasQuarters = quarters.length >= MIN_TREND_QUARTERS;
  const tooFewQuarters = {
    reason: `Trends compare quarters: this company has stories from ${plural(quarters.length, 'quarter')} only.`,
  };
  let trends: CompanyInsights['trends'] = null;
  if (!hasQuarters) gaps.trends = tooFewQuarters;
  else if (result.trends.length === 0) {
    gaps.trends = { reason: 'No topic is mentioned often enough in this company’s stories.' };
  } else {
    trends = result.trends.map((trend, position) => {
      const series = quarters.map((quarter) => ({
        quarter,
        mentions: trend.mentions[quarter] ?? 0,
      }));
      return {
        rank: position + 1,
        topic: trend.topic,
        mentions: series.reduce((total, point) => total + point.mentions, 0),
        series,
        momentum: round(trend.momentum, 3),
      };
    });
  }

  let buzzIndex: CompanyInsights['buzzIndex'] = null;
  if (hasQuarters) buzzIndex = { value: result.buzzIndex, quarter: quarters.at(-1) ?? '' };
  else gaps.buzzIndex = tooFewQuarters;

  const { strengths, weaknesses, opportunities, threats } = result.swot;
  const quoted = [strengths, weaknesses, opportunities, threats].filter((list) => list.length > 0);
  let swot: CompanyInsights['swot'] = null;
  if (quoted.length === 0) {
    gaps.swot = {
      reason:
        'No sentence in this company’s stories speaks to its strengths, weaknesses, opportunities or threats.',
    };
  } else {
    swot = { strengths, weaknesses, opportunities, threats };
  }

  let strategy: StoryQuote[] | null = null;
  if (result.strategy.length === 0) {
    gaps.strategy = { reason: 'No strategy statement was found in this company’s stories.' };
  } else {
    strategy = result.strategy;
  }

  return { quarters, storyCount: withText.length, trends, buzzIndex, swot, strategy, gaps };
}

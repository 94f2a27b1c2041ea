import { scoreSentences } from '../summaries/score-sentences';
import { summarizeTranscript, type CitedSentence } from '../summaries/summarize';
import { parseTranscript } from '../transcript/parse-transcript';
import type { Sentence } from '../transcript/types';

/** One story of a company: a transcript, news article or filing. */
export type CompanyStory = {
  id: string;
  source: string;
  year: number;
  quarter: number;
  text: string;
};

/** A sentence quoted from a story. */
export type StoryQuote = { storyId: string; sentence: number; text: string };

/** A topic's mentions per quarter ("2024-Q1") and its momentum over the last two quarters. */
export type TopicTrend = { topic: string; mentions: Record<string, number>; momentum: number };

/** Topic trends, buzz, SWOT and strategy statements, each grounded in quotes. */
export type CompanyInsights = {
  trends: TopicTrend[];
  /** 0..100: how much more the company is discussed in its latest quarter than on average. */
  buzzIndex: number;
  swot: Record<'strengths' | 'weaknesses' | 'opportunities' | 'threats', StoryQuote[]>;
  strategy: StoryQuote[];
};

const SWOT_CUES = {
  strengths:
    /\b(?:record|strong(?:er)?|grew|growth|increased|improv\w+|outperform\w*|leadership|exceeded|margin expansion)\b/i,
  weaknesses:
    /\b(?:declin\w+|decreas\w+|weak\w*|lower|shortfall|loss(?:es)?|pressure[sd]?|challeng\w+|underperform\w*)\b/i,
  opportunities:
    /\b(?:opportunit\w+|pipeline|new markets?|expan\w+ into|launch\w*|demand|tailwinds?|acquisition)\b/i,
  threats:
    /\b(?:risks?|headwinds?|inflation\w*|competition|competitive|uncertain\w*|supply chain|regulat\w+|shortages?|recession)\b/i,
} as const;
const STRATEGY =
  /\b(?:strateg\w+|priorit\w+|we will continue to|focus(?:ed)? on|invest(?:ing|ment)? in|long-term|roadmap|transform\w*|plan to)\b/i;

const quarterKey = (story: CompanyStory) => `${story.year}-Q${story.quarter}`;

function parsed(stories: readonly CompanyStory[]) {
  return stories.map((story) => {
    const transcript = parseTranscript(story.text);
    return { story, transcript, scores: scoreSentences(transcript.sentences) };
  });
}

function topQuotes(
  docs: ReturnType<typeof parsed>,
  test: (s: Sentence) => boolean,
  limit: number,
): StoryQuote[] {
  const quotes: (StoryQuote & { score: number })[] = [];
  for (const { story, transcript, scores } of docs) {
    for (const sentence of transcript.sentences) {
      if (!test(sentence)) continue;
      quotes.push({
        storyId: story.id,
        sentence: sentence.index,
        text: sentence.text,
        score: scores[sentence.index] ?? 0,
      });
    }
  }
  return quotes
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ storyId, sentence, text }) => ({ storyId, sentence, text }));
}

/**
 * Computes a company's topic trends over quarters, a buzz index, a SWOT and its strategy
 * statements from its own stories; every item quotes the sentences it rests on.
 */
export function buildCompanyInsights(stories: readonly CompanyStory[]): CompanyInsights {
  if (stories.length === 0) throw new Error('At least one story is needed.');
  const docs = parsed(stories);
  const quarters = [...new Set(stories.map(quarterKey))].sort();
  const byTopic = new Map<string, Map<string, number>>();
  const display = new Map<string, string>();
  for (const { story, transcript } of docs) {
    const key = quarterKey(story);
    for (const sentence of transcript.sentences) {
      for (const token of sentence.tokens) {
        if (token.isStopword || token.isNumber || token.text.length < 5) continue;
        const counts = byTopic.get(token.term) ?? new Map<string, number>();
        counts.set(key, (counts.get(key) ?? 0) + 1);
        byTopic.set(token.term, counts);
        if (!display.has(token.term)) display.set(token.term, token.text.toLowerCase());
      }
    }
  }
  const last = quarters[quarters.length - 1] ?? '';
  const previous = quarters[quarters.length - 2] ?? null;
  const trends = [...byTopic]
    .map(([term, counts]) => {
      const now = counts.get(last) ?? 0;
      const before = previous ? (counts.get(previous) ?? 0) : 0;
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      return {
        topic: display.get(term) ?? term,
        mentions: Object.fromEntries(counts),
        momentum: (now - before) / Math.max(1, before),
        total,
      };
    })
    .filter((t) => t.total >= 3)
    .sort((a, b) => b.total - a.total)
    .slice(0, 12)
    .map(({ topic, mentions, momentum }) => ({ topic, mentions, momentum }));
  const perQuarter = quarters.map((q) =>
    docs
      .filter((d) => quarterKey(d.story) === q)
      .reduce((n, d) => n + d.transcript.sentences.length, 0),
  );
  const average = perQuarter.reduce((a, b) => a + b, 0) / Math.max(1, perQuarter.length);
  const latest = perQuarter[perQuarter.length - 1] ?? 0;
  const buzzIndex = Math.round(Math.min(100, (50 * latest) / Math.max(1, average)));
  const swotOf = (cue: RegExp) => topQuotes(docs, (s) => cue.test(s.text), 3);
  return {
    trends,
    buzzIndex,
    swot: {
      strengths: swotOf(SWOT_CUES.strengths),
      weaknesses: swotOf(SWOT_CUES.weaknesses),
      opportunities: swotOf(SWOT_CUES.opportunities),
      threats: swotOf(SWOT_CUES.threats),
    },
    strategy: topQuotes(docs, (s) => STRATEGY.test(s.text), 5),
  };
}

/** Summarizes a company's stories of a quarter one source at a time ("Summary by Sources"). */
export function summarizeBySource(
  stories: readonly CompanyStory[],
  words = 120,
): { source: string; sentences: CitedSentence[]; storyIds: string[] }[] {
  const sources = [...new Set(stories.map((s) => s.source))];
  return sources.map((source) => {
    const group = stories.filter((s) => s.source === source);
    const text = group.map((s) => s.text).join('\n');
    return {
      source,
      sentences: summarizeTranscript(parseTranscript(text), { words }).sentences,
      storyIds: group.map((s) => s.id),
    };
  });
}

/** Summarizes a company's stories around their most discussed topics ("Summary by Theme"). */
export function summarizeByTheme(
  stories: readonly CompanyStory[],
  themes = 4,
): { theme: string; quotes: StoryQuote[] }[] {
  const insights = buildCompanyInsights(stories);
  const docs = parsed(stories);
  return insights.trends.slice(0, themes).map((trend) => ({
    theme: trend.topic,
    quotes: topQuotes(docs, (s) => s.text.toLowerCase().includes(trend.topic), 2),
  }));
}

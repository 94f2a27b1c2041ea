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
  return insightsOf(stories, parsed(stories));
}

/** The most mentioned topics over the stories' quarters, with momentum into the latest one. */
function trendsOf(
  quarters: readonly string[],
  docs: ReturnType<typeof parsed>,
  limit = 12,
): TopicTrend[] {
  const topics = new Map<string, { display: string; total: number; counts: Map<string, number> }>();
  for (const { story, transcript } of docs) {
    const key = quarterKey(story);
    for (const sentence of transcript.sentences) {
      for (const token of sentence.tokens) {
        if (token.isStopword || token.isNumber || token.text.length < 5) continue;
        let topic = topics.get(token.term);
        if (topic === undefined) {
          topic = { display: token.text.toLowerCase(), total: 0, counts: new Map() };
          topics.set(token.term, topic);
        }
        topic.total++;
        topic.counts.set(key, (topic.counts.get(key) ?? 0) + 1);
      }
    }
  }
  const last = quarters[quarters.length - 1] ?? '';
  const previous = quarters[quarters.length - 2] ?? null;
  // Rare words are dropped before any per-topic object is built.
  return [...topics.values()]
    .filter((topic) => topic.total >= 3)
    .sort((a, b) => b.total - a.total)
    .slice(0, limit)
    .map(({ display, counts }) => {
      const now = counts.get(last) ?? 0;
      const before = previous ? (counts.get(previous) ?? 0) : 0;
      return {
        topic: display,
        mentions: Object.fromEntries(counts),
        momentum: (now - before) / Math.max(1, before),
      };
    });
}

function insightsOf(
  stories: readonly CompanyStory[],
  docs: ReturnType<typeof parsed>,
): CompanyInsights {
  const quarters = [...new Set(stories.map(quarterKey))].sort();
  const trends = trendsOf(quarters, docs);
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
  if (stories.length === 0) throw new Error('At least one story is needed.');
  // One parse serves both the trends and the quotes; SWOT and buzz are not needed here.
  const docs = parsed(stories);
  const quarters = [...new Set(stories.map(quarterKey))].sort();
  const lower = new Map<Sentence, string>();
  for (const { transcript } of docs)
    for (const sentence of transcript.sentences) lower.set(sentence, sentence.text.toLowerCase());
  return trendsOf(quarters, docs, themes).map((trend) => ({
    theme: trend.topic,
    quotes: topQuotes(docs, (s) => (lower.get(s) ?? '').includes(trend.topic), 2),
  }));
}

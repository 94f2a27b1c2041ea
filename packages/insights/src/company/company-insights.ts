import { scoreSentences } from '../summaries/score-sentences';
import { summarizeTranscript, type CitedSentence } from '../summaries/summarize';
import { parseTranscript } from '../transcript/parse-transcript';
import type { Sentence, Transcript } from '../transcript/types';
import { GENERIC_WORDS, METRIC_WORDS } from './background-vocabulary';
import { extractTopics, isBoilerplate, mentions, type Topic } from './topics';

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
    /\b(?:record|strong(?:er)?|grew|growth|increased|improv\w+|outperform\w*|leadership|exceeded|margin expansion|expanded|more than offset|ahead of (?:plan|expectations)|gain(?:ed|ing)? share|won)\b/gi,
  weaknesses:
    /\b(?:declin\w+|decreas\w+|weak\w*|lower|shortfall|loss(?:es)?|pressure[sd]?|challeng\w+|underperform\w*|softer|slower|below)\b/gi,
  opportunities:
    /\b(?:opportunit\w+|pipeline|new markets?|expan\w+ into|launch\w*|demand|tailwinds?|acquisition|adoption|ramp\w*)\b/gi,
  threats:
    /\b(?:risks?|headwinds?|inflation\w*|competition|competitive|uncertain\w*|supply chain|regulat\w+|shortages?|recession|tariffs?|disruption\w*)\b/gi,
} as const;
type SwotKind = keyof typeof SWOT_CUES;
/** Whether a sentence has any SWOT cue at all, tested once before counting the cues of each kind. */
const ANY_SWOT_CUE = new RegExp(
  Object.values(SWOT_CUES)
    .map((cue) => cue.source)
    .join('|'),
  'i',
);
const SWOT_KINDS = Object.keys(SWOT_CUES) as SwotKind[];
const STRATEGY =
  /\b(?:strateg\w+|priorit\w+|we will continue to|focus(?:ed)? on|invest(?:ing|ment)? in|long-term (?:strateg\w+|growth|goals?|targets?|plans?|opportunit\w+|value)|roadmap|transform\w*|plan to)\b/i;

/** An outlook range ("our range of $1.9 billion to $2.0 billion implies growth of 5.8%") is a forecast, not a finding. */
const OUTLOOK_RANGE =
  /\b(?:our range of|guidance range|implies (?:growth|a decline)|the \w+ quarter guide)\b/i;

/** How many distinct cues of one kind a sentence has. */
function cueCount(cue: RegExp, text: string): number {
  cue.lastIndex = 0;
  return new Set(text.toLowerCase().match(cue) ?? []).size;
}

const quarterKey = (story: CompanyStory) => `${story.year}-Q${story.quarter}`;

function parsed(stories: readonly CompanyStory[]) {
  return stories.map((story) => {
    const transcript = parseTranscript(story.text);
    return { story, transcript, scores: scoreSentences(transcript.sentences) };
  });
}

/** Whether a sentence can be quoted as a finding: said by the company or reported about it. */
function quotable(transcript: Transcript, sentence: Sentence): boolean {
  const role = transcript.turns[sentence.turn]?.role;
  if (role === 'operator' || role === 'analyst') return false;
  if (sentence.words < 8 || sentence.words > 70 || sentence.text.endsWith('?')) return false;
  return !isBoilerplate(sentence);
}

/** The share of a sentence's content words that are not the genre's background vocabulary. */
function specificity(sentence: Sentence): number {
  let content = 0;
  let specific = 0;
  for (const token of sentence.tokens) {
    if (token.isStopword || token.isNumber) continue;
    content++;
    const lower = token.text.toLowerCase();
    if (!GENERIC_WORDS.has(lower) && !METRIC_WORDS.has(lower)) specific++;
  }
  return content === 0 ? 0 : specific / content;
}

/** Content terms of a sentence, for telling a repeated statement from a new one. */
function termSet(sentence: Sentence): Set<string> {
  const terms = new Set<string>();
  for (const token of sentence.tokens)
    if (!token.isStopword && !token.isNumber) terms.add(token.term);
  return terms;
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/** Statements this alike (share of the shorter one's terms) say the same thing. */
const SAME_STATEMENT = 0.7;

/** The sentences a company's findings may quote, found once and shared by every section. */
type Quoting = {
  candidates: { story: CompanyStory; sentence: Sentence; score: number }[];
  topics: readonly Pick<Topic, 'terms'>[];
  weights: Map<Sentence, number>;
};

function quoting(docs: ReturnType<typeof parsed>, topics: Quoting['topics'] = []): Quoting {
  const candidates: Quoting['candidates'] = [];
  for (const { story, transcript, scores } of docs) {
    for (const sentence of transcript.sentences) {
      if (quotable(transcript, sentence))
        candidates.push({ story, sentence, score: scores[sentence.index] ?? 0 });
    }
  }
  return { candidates, topics, weights: new Map() };
}

/**
 * How strongly a sentence deserves quoting: its weight in its story, how specific its words
 * are, and how many of the company's topics it speaks to.
 */
function weightOf(quoting: Quoting, sentence: Sentence, score: number): number {
  let weight = quoting.weights.get(sentence);
  if (weight === undefined) {
    let topical = 0;
    for (const topic of quoting.topics) if (mentions(sentence, topic)) topical++;
    weight = score * (0.2 + specificity(sentence)) * (1 + 0.5 * topical);
    quoting.weights.set(sentence, weight);
  }
  return weight;
}

/**
 * The best quotable sentences that pass `test`, with each statement quoted once however many
 * stories repeat it.
 */
function topQuotes(quoting: Quoting, test: (s: Sentence) => boolean, limit: number): StoryQuote[] {
  const quotes: { story: CompanyStory; sentence: Sentence; weight: number }[] = [];
  for (const { story, sentence, score } of quoting.candidates) {
    if (test(sentence))
      quotes.push({ story, sentence, weight: weightOf(quoting, sentence, score) });
  }
  quotes.sort((a, b) => b.weight - a.weight);
  const chosen: { quote: StoryQuote; terms: Set<string> }[] = [];
  for (const { story, sentence } of quotes) {
    if (chosen.length >= limit) break;
    const terms = termSet(sentence);
    if (chosen.some((c) => overlap(c.terms, terms) >= SAME_STATEMENT)) continue;
    chosen.push({
      quote: { storyId: story.id, sentence: sentence.index, text: sentence.text },
      terms,
    });
  }
  return chosen.map((c) => c.quote);
}

/** The SWOT kind a sentence speaks to most, or null when it has no cue of any kind. */
function swotKindOf(text: string): SwotKind | null {
  if (!ANY_SWOT_CUE.test(text) || OUTLOOK_RANGE.test(text)) return null;
  let best: SwotKind | null = null;
  let most = 0;
  for (const kind of SWOT_KINDS) {
    const count = cueCount(SWOT_CUES[kind], text);
    if (count > most) {
      best = kind;
      most = count;
    }
  }
  return best;
}

/**
 * Computes a company's topic trends over quarters, a buzz index, a SWOT and its strategy
 * statements from its own stories; every item quotes the sentences it rests on.
 */
export function buildCompanyInsights(stories: readonly CompanyStory[]): CompanyInsights {
  if (stories.length === 0) throw new Error('At least one story is needed.');
  return insightsOf(stories, parsed(stories));
}

/** The most salient topics over the stories' quarters, with momentum into the latest one. */
function trendsOf(
  quarters: readonly string[],
  docs: ReturnType<typeof parsed>,
  limit = 12,
): (TopicTrend & { terms: string[] })[] {
  const topics = extractTopics(
    docs.map(({ story, transcript }) => ({
      source: story.source,
      quarter: quarterKey(story),
      transcript,
    })),
    limit,
  );
  const last = quarters[quarters.length - 1] ?? '';
  const previous = quarters[quarters.length - 2] ?? null;
  return topics.map(({ display, terms, counts }) => {
    const now = counts.get(last) ?? 0;
    const before = previous ? (counts.get(previous) ?? 0) : 0;
    return {
      topic: display,
      terms,
      mentions: Object.fromEntries([...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))),
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
  const kinds = new Map<Sentence, SwotKind | null>();
  const quotes = quoting(docs, trends);
  const swotOf = (kind: SwotKind) =>
    topQuotes(
      quotes,
      (s) => {
        let found = kinds.get(s);
        if (found === undefined) {
          found = swotKindOf(s.text);
          kinds.set(s, found);
        }
        return found === kind;
      },
      3,
    );
  return {
    trends: trends.map(({ topic, mentions: counts, momentum }) => ({
      topic,
      mentions: counts,
      momentum,
    })),
    buzzIndex,
    swot: {
      strengths: swotOf('strengths'),
      weaknesses: swotOf('weaknesses'),
      opportunities: swotOf('opportunities'),
      threats: swotOf('threats'),
    },
    strategy: topQuotes(quotes, (s) => STRATEGY.test(s.text) && !OUTLOOK_RANGE.test(s.text), 5),
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
  const trends = trendsOf(quarters, docs, themes);
  const quotes = quoting(docs);
  return trends.map((trend) => ({
    theme: trend.topic,
    quotes: topQuotes(quotes, (s) => mentions(s, trend), 2),
  }));
}

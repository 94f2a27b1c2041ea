import type { Token } from '../text/tokenize';
import type { Sentence, Transcript } from '../transcript/types';
import { GENERIC_WORDS, METRIC_WORDS } from './background-vocabulary';

/** One story's parse, where it comes from ("Earnings call", "News") and its quarter ("2024-Q3"). */
export type TopicSource = { source: string; quarter: string; transcript: Transcript };

/** A salient phrase of a company's stories and how often each quarter mentions it. */
export type Topic = {
  /** The stemmed words of the phrase, joined by spaces: singular and plural share one key. */
  key: string;
  /** The stemmed words, in order, for finding the phrase in a sentence. */
  terms: string[];
  /** The phrase as most often written. */
  display: string;
  /** Every mention, including those inside a longer phrase. */
  total: number;
  /** Mentions per quarter. */
  counts: Map<string, number>;
  /** How many stories mention the phrase. */
  stories: number;
  score: number;
};

/** Call mechanics, legal language and pleasantries: never a finding about the company. */
const BOILERPLATE =
  /forward-looking|safe harbor|non-gaap|reconciliation|webcast|replay|press release|investor relations|sec filings?|form 8-k|risk factors|differ materially|undertake no obligation|conference (?:call|operator)|listen-only|being recorded|turn (?:it|the call) over|open the (?:floor|line)|question-and-answer|next question|thank you|thanks (?:to|for)|good (?:morning|afternoon|evening)|joining us|is looking for|we are hiring|apply now|this role/i;
const BOILERPLATE_SEEN = new WeakMap<Sentence, boolean>();

/** Whether a sentence is boilerplate; remembered, since topics and quotes both ask. */
export function isBoilerplate(sentence: Sentence): boolean {
  let found = BOILERPLATE_SEEN.get(sentence);
  if (found === undefined) {
    found = BOILERPLATE.test(sentence.text);
    BOILERPLATE_SEEN.set(sentence, found);
  }
  return found;
}

/** Topics are phrases of one to this many words. */
const MAX_WORDS = 3;
/** A longer phrase is worth more than the words it is made of when it recurs as a whole. */
const LENGTH_WEIGHT = [0, 1, 1.7, 2.1];
/** Fewer mentions than this is an aside, not a topic. */
const MIN_MENTIONS = 3;

/** Participles and adjectives ending in -ed that commonly name a kind of thing. */
const ED_NOUNS = new Set(
  'managed extended advanced connected automated integrated distributed embedded licensed branded insured seed red bed shed feed speed need'.split(
    ' ',
  ),
);

type Candidate = {
  terms: string[];
  total: number;
  counts: Map<string, number>;
  /** Mentions with every word capitalized, as a name is written. */
  capitalized: number;
  stories: number;
  lastStory: number;
  /** Mentions of the most mentioned phrase one word longer that contains this one. */
  nested: number;
};

/** Acronyms keep their capitals ("AI", "EV"); every other word is shown in lower case. */
function shownAs(word: string): string {
  return word.length <= 5 && /^[A-Z]{2,}s?$/.test(word) ? word : word.toLowerCase();
}

/** The most frequent key of a tally; the first in sort order on a tie. */
function commonest(tally: ReadonlyMap<string, number> | undefined): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const [key, count] of tally ?? []) {
    if (count > most || (count === most && best !== undefined && key < best)) {
      best = key;
      most = count;
    }
  }
  return best;
}

/** Whether a token can be part of a topic phrase. */
function isTopicWord(token: Token, names: ReadonlySet<string>): boolean {
  if (token.isStopword || token.isNumber) return false;
  const lower = token.text.toLowerCase().replace(/['’]s$/, '');
  const acronym = /^[A-Z]{2,5}s?$/.test(token.text);
  if (lower.length < 3 && !acronym) return false;
  if (GENERIC_WORDS.has(lower) || names.has(lower) || /['’]/.test(lower)) return false;
  // Adverbs and verbs in the past tense describe, they do not name.
  if (lower.endsWith('ly') && lower.length > 4) return false;
  if (lower.endsWith('ed') && !ED_NOUNS.has(lower)) return false;
  return true;
}

/** True when only spaces or one hyphen separate two tokens of a sentence. */
function joined(sentence: Sentence, left: Token, right: Token): boolean {
  const gap = sentence.text.slice(left.end - sentence.start, right.start - sentence.start);
  return gap === ' ' || gap === '-' || gap === ' - ';
}

/** The words of every speaker's name: "thank you, Jasper" is not a topic. */
function speakerNames(sources: readonly TopicSource[]): Set<string> {
  const names = new Set<string>();
  for (const { transcript } of sources) {
    for (const turn of transcript.turns) {
      if (turn.speaker === null) continue;
      for (const part of turn.speaker.toLowerCase().split(/[^a-z']+/)) {
        if (part.length > 1 && !METRIC_WORDS.has(part)) names.add(part);
      }
    }
  }
  return names;
}

/** The runs of adjacent topic words in one sentence (operator lines have none). */
function runsOf(sentence: Sentence, names: ReadonlySet<string>): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  let previous: Token | null = null;
  for (const token of sentence.tokens) {
    const fits = isTopicWord(token, names);
    if (!fits || (previous !== null && !joined(sentence, previous, token))) {
      if (run.length > 0) runs.push(run);
      run = [];
    }
    if (fits) run.push(token);
    previous = token;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** A sentence in at least this many stories of one source may be a template, not a statement. */
const TEMPLATE_STORIES = 3;

/**
 * Template sentences: said word for word in at least {@link TEMPLATE_STORIES} stories of one
 * source and in more than half of that source's stories, such as a disclaimer closing every job post or
 * filing, or the safe-harbor paragraph opening every call. They are the company's background.
 */
function templateSentences(sources: readonly TopicSource[]): Set<string> {
  const perSource = new Map<string, number>();
  const seen = new Map<string, { stories: number; last: number; bySource: Map<string, number> }>();
  sources.forEach(({ source, transcript }, story) => {
    perSource.set(source, (perSource.get(source) ?? 0) + 1);
    for (const sentence of transcript.sentences) {
      let entry = seen.get(sentence.text);
      if (entry === undefined) {
        entry = { stories: 0, last: -1, bySource: new Map() };
        seen.set(sentence.text, entry);
      }
      if (entry.last === story) continue;
      entry.last = story;
      entry.stories++;
      entry.bySource.set(source, (entry.bySource.get(source) ?? 0) + 1);
    }
  });
  const templates = new Set<string>();
  for (const [text, entry] of seen) {
    if (entry.stories < TEMPLATE_STORIES) continue;
    for (const [source, count] of entry.bySource) {
      if (count >= TEMPLATE_STORIES && count * 2 > (perSource.get(source) ?? 0))
        templates.add(text);
    }
  }
  return templates;
}

/**
 * The company's topics, most salient first: noun phrases of one to three words, counted in
 * every story, weighed against the background of earnings-call language (a phrase of generic
 * words or of report measures alone is never a topic) and against the longer phrases they are
 * part of (the C-value of terminology extraction: "center" mostly said as "data center" is not
 * a topic of its own), and favouring phrases mentioned across the quarters. Singular and plural,
 * and other forms with one stem, are one topic; a phrase inside a chosen one is not chosen again.
 */
export function extractTopics(sources: readonly TopicSource[], limit: number): Topic[] {
  const names = speakerNames(sources);
  const templates = templateSentences(sources);
  const candidates = new Map<string, Candidate>();
  /** How each stemmed word is written, and how often. */
  const forms = new Map<string, Map<string, number>>();
  const quarters = new Set<string>();
  sources.forEach(({ quarter, transcript }, story) => {
    quarters.add(quarter);
    const roles = transcript.turns.map((turn) => turn.role);
    for (const sentence of transcript.sentences) {
      if (roles[sentence.turn] === 'operator' || templates.has(sentence.text)) continue;
      if (isBoilerplate(sentence)) continue;
      for (const run of runsOf(sentence, names)) {
        for (const token of run) {
          let written = forms.get(token.term);
          if (written === undefined) {
            written = new Map();
            forms.set(token.term, written);
          }
          written.set(token.text, (written.get(token.text) ?? 0) + 1);
        }
        for (let from = 0; from < run.length; from++) {
          let key = '';
          let capitalized = true;
          for (let n = 1; n <= MAX_WORDS && from + n <= run.length; n++) {
            const token = run[from + n - 1] as Token;
            key = n === 1 ? token.term : `${key} ${token.term}`;
            const first = token.text.charCodeAt(0);
            capitalized &&= first >= 65 && first <= 90;
            let candidate = candidates.get(key);
            if (candidate === undefined) {
              candidate = {
                terms: key.split(' '),
                total: 0,
                counts: new Map(),
                capitalized: 0,
                stories: 0,
                lastStory: -1,
                nested: 0,
              };
              candidates.set(key, candidate);
            }
            candidate.total++;
            if (capitalized) candidate.capitalized++;
            candidate.counts.set(quarter, (candidate.counts.get(quarter) ?? 0) + 1);
            if (candidate.lastStory !== story) {
              candidate.lastStory = story;
              candidate.stories++;
            }
          }
        }
      }
    }
  });

  // With a handful of stories one call may be all there is to say about a topic.
  const minStories = sources.length >= 4 ? 2 : 1;
  const companyName = Math.max(3, sources.length / 2);
  const frequent = [...candidates.entries()].filter(
    ([, c]) => c.total >= MIN_MENTIONS && c.stories >= minStories,
  );
  // Each phrase passes its mentions down to the two phrases one word shorter inside it.
  for (const [, candidate] of frequent) {
    const { terms } = candidate;
    if (terms.length < 2) continue;
    for (const inner of [terms.slice(1), terms.slice(0, -1)]) {
      const shorter = candidates.get(inner.join(' '));
      if (shorter !== undefined) shorter.nested = Math.max(shorter.nested, candidate.total);
    }
  }

  const scored: Topic[] = [];
  for (const [key, candidate] of frequent) {
    const { terms } = candidate;
    const display = terms.map((term) => shownAs(commonest(forms.get(term)) ?? term)).join(' ');
    const words = display.toLowerCase().split(' ');
    // The genre's own measures ("gross margin", "free cash flow") are no company's topic.
    if (words.every((word) => METRIC_WORDS.has(word))) continue;
    // A name in most of the stories is the company's own ("Northwind Foods"), not a topic.
    if (candidate.capitalized * 10 >= candidate.total * 9 && candidate.stories >= companyName)
      continue;
    const independent = candidate.total - candidate.nested;
    if (independent <= 0) continue;
    const coverage = candidate.counts.size / Math.max(1, quarters.size);
    // A phrase ending in a measure ("data center demand") is as salient as its lead words.
    const metricTail =
      terms.length > 1 && METRIC_WORDS.has(words[words.length - 1] ?? '') ? 0.8 : 1;
    const score =
      (LENGTH_WEIGHT[terms.length] ?? 1) *
      independent *
      (0.5 + 0.5 * coverage) *
      (1 + Math.log2(candidate.stories)) *
      metricTail;
    scored.push({
      key,
      terms,
      display,
      total: candidate.total,
      counts: candidate.counts,
      stories: candidate.stories,
      score,
    });
  }
  scored.sort((a, b) => b.score - a.score || b.total - a.total || (a.key < b.key ? -1 : 1));

  const chosen: Topic[] = [];
  for (const topic of scored) {
    if (chosen.length >= limit) break;
    const padded = ` ${topic.key} `;
    // A phrase inside a chosen topic, or around one, is the same topic said again.
    if (chosen.some((c) => ` ${c.key} `.includes(padded) || padded.includes(` ${c.key} `)))
      continue;
    chosen.push(topic);
  }
  showAsWritten(sources, chosen);
  return chosen;
}

/**
 * Shows each chosen topic as the company most often writes the whole phrase ("freight costs"
 * even where "cost" alone is the commoner form of the word).
 */
function showAsWritten(sources: readonly TopicSource[], topics: readonly Topic[]): void {
  const byFirst = new Map<string, { topic: Topic; written: Map<string, number> }[]>();
  for (const topic of topics) {
    const first = topic.terms[0] ?? '';
    byFirst.set(first, [...(byFirst.get(first) ?? []), { topic, written: new Map() }]);
  }
  for (const { transcript } of sources) {
    for (const { tokens } of transcript.sentences) {
      for (let i = 0; i < tokens.length; i++) {
        const starting = byFirst.get((tokens[i] as Token).term);
        if (starting === undefined) continue;
        for (const { topic, written } of starting) {
          const { terms } = topic;
          let k = 1;
          while (k < terms.length && tokens[i + k]?.term === terms[k]) k++;
          if (k < terms.length) continue;
          const form = tokens
            .slice(i, i + k)
            .map((token) => shownAs(token.text))
            .join(' ');
          written.set(form, (written.get(form) ?? 0) + 1);
        }
      }
    }
  }
  for (const entries of byFirst.values()) {
    for (const { topic, written } of entries) topic.display = commonest(written) ?? topic.display;
  }
}

/** Whether a sentence says the topic's phrase (in any of its written forms). */
export function mentions(sentence: Sentence, topic: Pick<Topic, 'terms'>): boolean {
  const { tokens } = sentence;
  const { terms } = topic;
  outer: for (let i = 0; i + terms.length <= tokens.length; i++) {
    for (let k = 0; k < terms.length; k++) if (tokens[i + k]?.term !== terms[k]) continue outer;
    return true;
  }
  return false;
}

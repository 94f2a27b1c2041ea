import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_OPTIONS } from './generate';
import { MAX_TRANSCRIPT_WORDS, MIN_TRANSCRIPT_WORDS } from './transcripts';
import { DAY_MS, quarterEnd } from './period';
import { wordCount } from './format';
import { collectDemoData } from './test-support';

const data = collectDemoData();
const published = data.transcripts.filter((transcript) => transcript.status);
const reference = DEFAULT_DEMO_OPTIONS.referenceDate;

/** Reads "$4.21 billion", "$310 million" or "$1,070.4 million" as tenths of a million. */
function tenths(text: string): number {
  const match = /\$([\d,]+(?:\.\d+)?) (billion|million)/.exec(text);
  if (!match) throw new Error(`No amount in: ${text}`);
  const value = Number((match[1] ?? '').replace(/,/g, ''));
  return Math.round(value * (match[2] === 'billion' ? 10_000 : 10));
}

const amounts = (text: string) =>
  [...text.matchAll(/\$[\d,]+(?:\.\d+)? (?:billion|million)/g)].map((m) => tenths(m[0]));

function blocks(content: string) {
  return content.split('\n\n');
}

function isSpeaker(block: string): boolean {
  return (
    block === 'Operator' || (!block.includes('\n') && / -- /.test(block) && !/[.?!]$/.test(block))
  );
}

/** The paragraphs spoken by the first speaker whose line matches. */
function turnOf(content: string, speaker: RegExp): string[] {
  const all = blocks(content);
  const start = all.findIndex((block) => isSpeaker(block) && speaker.test(block));
  const end = all.findIndex((block, index) => index > start && isSpeaker(block));
  return all.slice(start + 1, end);
}

describe('earnings-call transcripts', () => {
  it('cover at least 120 companies with four consecutive quarters each', () => {
    const bySymbol = new Map<string, string[]>();
    for (const transcript of published) {
      bySymbol.set(transcript.symbol, [
        ...(bySymbol.get(transcript.symbol) ?? []),
        `${transcript.year}-Q${transcript.quarter}`,
      ]);
    }
    expect(bySymbol.size).toBeGreaterThanOrEqual(120);
    for (const periods of bySymbol.values()) {
      expect(periods.sort()).toEqual(['2025-Q4', '2026-Q1', '2026-Q2', '2026-Q3']);
    }
  });

  it('run between 4,000 and 9,000 words', () => {
    for (const transcript of data.transcripts) {
      const words = wordCount(transcript.content);
      expect(words).toBeGreaterThanOrEqual(MIN_TRANSCRIPT_WORDS);
      expect(words).toBeLessThanOrEqual(MAX_TRANSCRIPT_WORDS);
    }
  });

  it('follow the structure of a call: intro, safe harbor, CEO, CFO, Q&A and closing', () => {
    for (const { content, separatingSentence } of published) {
      const all = blocks(content);
      const speakers = all.filter(isSpeaker);
      expect(all[0]).toBe('Operator');
      expect(all[1]).toMatch(/welcome|thank you for (joining|standing by)/i);
      expect(content).toMatch(/forward-looking statements/);
      expect(speakers.some((line) => /Investor Relations$/.test(line))).toBe(true);
      expect(speakers.some((line) => / -- .*Chief Executive Officer$/.test(line))).toBe(true);
      expect(speakers.some((line) => / -- .*Chief Financial Officer$/.test(line))).toBe(true);
      const analysts = new Set(speakers.filter((line) => /^[^-]+ -- [^-]+ -- Analyst$/.test(line)));
      expect(analysts.size).toBeGreaterThanOrEqual(6);
      // The separating sentence is said once, by the operator, after the prepared remarks.
      expect(separatingSentence).toBeTruthy();
      const sentence = separatingSentence ?? '';
      expect(content.split(sentence)).toHaveLength(2);
      const cfoAt = all.findIndex((block) => / -- .*Chief Financial Officer$/.test(block));
      const qaAt = all.findIndex((block) => block.includes(sentence));
      expect(qaAt).toBeGreaterThan(cfoAt);
      expect(all[qaAt - 1]).toBe('Operator');
      expect(all.findIndex((block) => / -- Analyst$/.test(block))).toBeGreaterThan(qaAt);
      expect(all[all.length - 2]).toBe('Operator');
      expect(all[all.length - 1]).toMatch(/concludes/);
      expect(content).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('give CFO figures that add up: segments, margins, expenses and guidance', () => {
    for (const { content, symbol } of published) {
      const cfo = turnOf(content, / -- .*Chief Financial Officer$/);
      const revenue = amounts(cfo[0] ?? '')[0] ?? 0;
      const segmentParagraph =
        cfo.find((text) =>
          /^(By segment|Looking at our segments|Turning to the segments)/.test(text),
        ) ?? '';
      const segments = amounts(segmentParagraph);
      expect(segments.length, symbol).toBeGreaterThanOrEqual(2);
      expect(
        segments.reduce((sum, value) => sum + value, 0),
        symbol,
      ).toBe(revenue);

      const margins = cfo.find((text) => text.startsWith('Gross profit was')) ?? '';
      const [grossProfit = 0, opex = 0, operatingIncome = 0] = amounts(margins);
      const [grossMargin = 0, operatingMargin = 0] = [...margins.matchAll(/(-?\d+\.\d)%/g)].map(
        (m) => Number(m[1]),
      );
      expect(Math.abs((grossProfit / revenue) * 100 - grossMargin), symbol).toBeLessThanOrEqual(
        0.051,
      );
      expect(
        Math.abs((operatingIncome / revenue) * 100 - operatingMargin),
        symbol,
      ).toBeLessThanOrEqual(0.051);
      expect(grossProfit - opex, symbol).toBe(operatingIncome);

      const expenses = cfo.find((text) => text.startsWith('Looking at operating expenses')) ?? '';
      const lines = amounts(expenses);
      expect(
        lines.reduce((sum, value) => sum + value, 0),
        symbol,
      ).toBe(opex);

      const outlook = cfo.find((text) => text.startsWith('Now let me turn to our outlook')) ?? '';
      const [low = 0, high = 0] = amounts(outlook);
      expect(low).toBeLessThan(high);
      expect(outlook).toMatch(/adjusted earnings per share of \$\d+\.\d\d to \$\d+\.\d\d/);
      expect(cfo.join(' ')).toMatch(/free cash flow of \$/);
    }
  });

  it('let quarters evolve plausibly: each result lands near the previous guidance', () => {
    const bySymbol = new Map<string, typeof published>();
    for (const transcript of published)
      bySymbol.set(transcript.symbol, [...(bySymbol.get(transcript.symbol) ?? []), transcript]);
    for (const calls of bySymbol.values()) {
      calls.sort((a, b) => a.year * 4 + a.quarter - (b.year * 4 + b.quarter));
      for (let index = 1; index < calls.length; index += 1) {
        const before = turnOf(calls[index - 1]?.content ?? '', / -- .*Chief Financial Officer$/);
        const outlook =
          before.find((text) => text.startsWith('Now let me turn to our outlook')) ?? '';
        const [low = 0, high = 0] = amounts(outlook);
        const now = turnOf(calls[index]?.content ?? '', / -- .*Chief Financial Officer$/);
        const revenue = amounts(now[0] ?? '')[0] ?? 0;
        expect(revenue).toBeGreaterThan(low * 0.94);
        expect(revenue).toBeLessThan(high * 1.06);
      }
    }
  });

  it('become published earnings stories dated three to six weeks after the quarter', () => {
    const earnings = data.stories.filter((story) => story.contentType === 'earnings');
    expect(earnings).toHaveLength(published.length);
    const byId = new Map(earnings.map((story) => [story.id, story]));
    for (const transcript of published) {
      const story = byId.get(transcript.storyId ?? '');
      expect(story).toBeDefined();
      if (!story) continue;
      expect(story.content).toBe(transcript.content);
      expect(story.title).toMatch(
        new RegExp(` Q${transcript.quarter} ${transcript.year} Earnings Call Transcript$`),
      );
      expect(story.source).toBe('Earnings call');
      expect(story.quarter).toBe(transcript.quarter);
      expect(story.year).toBe(transcript.year);
      const date = story.publishedAt as Date;
      const days =
        (date.getTime() -
          quarterEnd({ year: transcript.year, quarter: transcript.quarter }).getTime()) /
        DAY_MS;
      expect(days).toBeGreaterThanOrEqual(18);
      expect(days).toBeLessThanOrEqual(43);
      expect(date.getTime()).toBeLessThan(reference.getTime());
      expect([0, 6]).not.toContain(date.getUTCDay());
      // The engine's output is checked in detail in story-insights.test.ts.
      for (const field of ['shortSummary', 'longSummary', 'commentaryHighlight'] as const) {
        expect(story[field]).not.toBe('');
      }
      expect(story.asks?.length).toBeGreaterThan(0);
    }
  });

  it('include two or three transcripts that wait for their separating sentence', () => {
    const pending = data.transcripts.filter((transcript) => !transcript.status);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.length).toBeLessThanOrEqual(3);
    const publishedSymbols = new Set(published.map((transcript) => transcript.symbol));
    for (const transcript of pending) {
      expect(transcript.storyId).toBeNull();
      expect(transcript.separatingSentence).toBeNull();
      expect(publishedSymbols.has(transcript.symbol)).toBe(false);
    }
  });

  it('vary their wording between calls', () => {
    const openings = new Set(
      published.map((transcript) => blocks(transcript.content)[1]?.slice(0, 60)),
    );
    expect(openings.size).toBeGreaterThan(3);
    const ceoOpenings = new Set(
      published.map(
        (transcript) => turnOf(transcript.content, / -- .*Chief Executive Officer$/)[0],
      ),
    );
    expect(ceoOpenings.size).toBe(published.length);
  });
});

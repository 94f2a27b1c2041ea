import { unsupportedNumbers } from '@clearcall/insights';
import { describe, expect, it } from 'vitest';
import { leadSummaryFields } from '@clearcall/server/modules/stories/stories.engine';
import { wordCount } from './format';
import { collectDemoData } from './test-support';

const data = collectDemoData({ companies: 40, stories: 400, transcriptCompanies: 4 });
const calls = data.stories.filter((story) => story.contentType === 'earnings');

type SummaryData = {
  transcript: {
    turns: { speaker: string | null; role: string; sentences: { id: number; text: string }[] }[];
    qaStartsAt: number | null;
  };
  citations: { summary: number[][]; commentary: number[][]; qa: number[][] };
  keyFigures: { name: string; value: string; unit: string; sentenceId: number }[];
  bullets: { text: string; citations: number[] }[];
};

const dataOf = (story: (typeof calls)[number]) => story.summaryData as SummaryData;

describe('earnings stories of the demo data', () => {
  it('carry 250- and 750-word summaries and both highlights', () => {
    expect(calls).toHaveLength(16);
    for (const story of calls) {
      const short = wordCount(story.shortSummary ?? '');
      const long = wordCount(story.longSummary ?? '');
      expect(short).toBeGreaterThan(100);
      expect(short).toBeLessThanOrEqual(250);
      expect(long).toBeGreaterThan(short);
      expect(long).toBeLessThanOrEqual(750);
      expect(story.commentaryHighlight).not.toBe('');
      expect(story.qaHighlight).not.toBe('');
    }
  });

  it('cite transcript sentences for every summary sentence, FAQ and key figure', () => {
    for (const story of calls) {
      const summaryData = dataOf(story);
      const sentences = new Map(
        summaryData.transcript.turns.flatMap((turn) => turn.sentences.map((s) => [s.id, s.text])),
      );
      expect(summaryData.transcript.qaStartsAt).not.toBeNull();
      expect(summaryData.citations.summary.length).toBeGreaterThan(0);
      // The 750-word summary is its cited sentences, in order.
      const quoted = summaryData.citations.summary.map((ids) => sentences.get(ids[0] ?? -1));
      expect(quoted.join(' ')).toBe(story.longSummary);
      expect(story.asks?.length).toBeGreaterThan(0);
      for (const ask of story.asks ?? []) {
        expect(ask.question).not.toBe('');
        expect(ask.answer).not.toBe('');
        expect(ask.citations.length).toBeGreaterThan(0);
        for (const id of ask.citations) expect(sentences.has(Number(id))).toBe(true);
      }
      for (const figure of summaryData.keyFigures) {
        expect(sentences.get(figure.sentenceId)).toBeDefined();
      }
    }
  });

  it('list key figures including revenue', () => {
    for (const story of calls) {
      const figures = dataOf(story).keyFigures;
      const revenue = figures.find((figure) => /revenue|sales/.test(figure.name));
      expect(revenue, story.title).toBeDefined();
      expect(revenue?.value).toMatch(/\d/);
    }
  });

  it('write bullets whose every number the transcript states', () => {
    for (const story of calls) {
      const { bullets } = dataOf(story);
      expect(bullets.length).toBeGreaterThan(0);
      for (const bullet of bullets) {
        expect(unsupportedNumbers(bullet.text, story.content ?? '')).toEqual([]);
      }
    }
  });
});

describe('Summary tab rows of the demo data', () => {
  it('summarize each company quarter by source and by theme, citing its stories', () => {
    const storyIds = new Set(data.stories.map((story) => story.id));
    const bySource = data.summaries.filter((row) => row.type === 'summary_by_source');
    const byTheme = data.summaries.filter((row) => row.type === 'summary_by_theme');
    expect(bySource.length).toBeGreaterThan(0);
    expect(byTheme.length).toBeGreaterThan(0);
    expect(new Set(bySource.map((row) => row.category))).toContain('Earnings calls');
    for (const row of data.summaries) {
      expect(row.details).not.toBe('');
      expect(row.citations?.length).toBeGreaterThan(0);
      for (const id of row.citations ?? []) expect(storyIds.has(id)).toBe(true);
    }
    const keys = data.summaries.map(
      (row) => `${row.companyId}|${row.year}|${row.quarter}|${row.type}|${row.category}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    // Every company quarter with an earnings call has its call summarized as a source.
    for (const call of calls) {
      expect(
        bySource.some(
          (row) =>
            row.companyId === call.companyId &&
            row.year === call.year &&
            row.quarter === call.quarter &&
            row.category === 'Earnings calls',
        ),
      ).toBe(true);
    }
  });
});

describe('leadSummaryFields', () => {
  it('uses the opening sentences for stories beyond the engine-made part of a huge data set', () => {
    const fields = leadSummaryFields('Sales rose. Costs fell. Margins widened. Debt was repaid.');
    expect(fields).toEqual({
      shortSummary: 'Sales rose. Costs fell. Margins widened.',
      longSummary: '',
    });
  });
});

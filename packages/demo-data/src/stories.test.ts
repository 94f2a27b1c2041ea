import { STORY_TYPES } from '@clearcall/contracts';
import { describe, expect, it } from 'vitest';
import { wordCount } from './format';
import { DEFAULT_DEMO_OPTIONS } from './generate';
import { DAY_MS } from './period';
import { STORY_WINDOW_DAYS } from './stories';
import { collectDemoData } from './test-support';

const data = collectDemoData({ companies: 120, stories: 3000, transcriptCompanies: 20 });
const shortStories = data.stories.filter((story) => story.contentType !== 'earnings');
const reference = DEFAULT_DEMO_OPTIONS.referenceDate;
const ofType = (type: string) => shortStories.filter((story) => story.contentType === type);

describe('news, filings, job posts, videos and posts', () => {
  it('come in the requested number and cover every story type', () => {
    expect(shortStories).toHaveLength(3000);
    expect(new Set(data.stories.map((story) => story.contentType))).toEqual(new Set(STORY_TYPES));
    expect(new Set(shortStories.map((story) => story.id)).size).toBe(3000);
  });

  it('are spread over the eighteen months before the reference date, across companies', () => {
    const earliest = reference.getTime() - STORY_WINDOW_DAYS * DAY_MS;
    for (const story of shortStories) {
      const time = (story.publishedAt as Date).getTime();
      expect(time).toBeGreaterThanOrEqual(earliest - 1);
      expect(time).toBeLessThan(reference.getTime());
      // A 10-Q or 10-K is filed for the quarter before its filing date; all else use their own.
      if (!/Form 10-[QK]/.test(story.title)) {
        expect(story.quarter).toBe(Math.floor((story.publishedAt as Date).getUTCMonth() / 3) + 1);
      }
    }
    expect(new Set(shortStories.map((story) => story.companyId)).size).toBeGreaterThan(100);
  });

  it('write news as 80-200 word articles from fictional outlets on example domains', () => {
    for (const story of ofType('news')) {
      const words = wordCount(story.content ?? '');
      expect(words).toBeGreaterThanOrEqual(80);
      expect(words).toBeLessThanOrEqual(200);
      expect(story.content?.startsWith(story.description ?? '-')).toBe(true);
      expect(story.url).toMatch(/^https:\/\/[a-z-]+\.example\/\d{4}\/\d{2}\//);
      expect(story.source).not.toBe('');
    }
  });

  it('file 10-K, 10-Q and 8-K reports as SEC filings', () => {
    const filings = ofType('companyReports');
    const forms = new Set(filings.map((story) => /Form (10-K|10-Q|8-K)/.exec(story.title)?.[1]));
    expect(forms).toEqual(new Set(['10-K', '10-Q', '8-K']));
    for (const story of filings) {
      expect(story.source).toBe('SEC filing');
      expect(story.content).toContain('SECURITIES AND EXCHANGE COMMISSION');
    }
  });

  it('describe job posts with team and location, videos with a thumbnail and posts with their author', () => {
    for (const story of ofType('hiring')) {
      expect(story.description).toMatch(/^.+ · .+ · (Full-time|Contract)$/);
      expect(story.content).toContain('What you will do');
    }
    for (const story of ofType('youtubeAndWebinar')) {
      expect(story.thumbnailUrl).toMatch(/^\/api\/logos\/[A-Z]{2,5}(-WHITE)?\.svg$/);
      expect(story.videoUrl).toMatch(/^https:\/\/video\.example\/watch\?v=[a-z0-9]{11}$/);
    }
    for (const story of ofType('linkedin')) {
      expect(story.postUser).toMatch(/^\S+ \S+$/);
      expect(story.postUserTitle).toMatch(/ at /);
    }
  });

  it('carry a card summary by the insights engine, drawn from their own text', () => {
    for (const story of shortStories) {
      const summary = story.shortSummary ?? '';
      expect(summary).not.toBe('');
      expect(wordCount(summary)).toBeLessThanOrEqual(250);
      // An extractive summary quotes whole sentences of the story.
      const firstSentence = summary.split(/(?<=[.!?])\s+(?=[A-Z])/)[0] ?? '';
      expect(story.content).toContain(firstSentence);
      expect(story.asks).toBeUndefined();
      expect(JSON.stringify(story)).not.toMatch(/undefined|NaN|\[object/);
    }
  });
});

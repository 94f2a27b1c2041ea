import type { TopicTrend } from '@clearcall/contracts';
import { describe, expect, it } from 'vitest';
import {
  TREND_SLIDER,
  formatQuarter,
  momentumBand,
  momentumScore,
  trendsInRange,
} from './trend-momentum';

const QUARTERS = ['2026-Q2', '2026-Q3', '2026-Q4'];

/** A topic with mentions per quarter (oldest first), ranked in the order given. */
function topic(rank: number, name: string, mentions: number[]): TopicTrend {
  return {
    rank,
    topic: name,
    mentions: mentions.reduce((total, count) => total + count, 0),
    series: mentions.map((count, index) => ({ quarter: QUARTERS[index] ?? '', mentions: count })),
    momentum: 0,
  };
}

describe('momentumScore', () => {
  it('is 500 for a topic mentioned as often as in the quarter before', () => {
    expect(momentumScore(topic(1, 'pricing', [3, 12, 12]))).toBe(500);
  });

  it('is 1000 for a topic new in the latest quarter and 0 for one no longer mentioned', () => {
    expect(momentumScore(topic(1, 'new plant', [4, 0, 9]))).toBe(1000);
    expect(momentumScore(topic(1, 'old contract', [0, 7, 0]))).toBe(0);
  });

  it('gives 667 to twice as many mentions and 333 to half as many', () => {
    expect(momentumScore(topic(1, 'a', [0, 10, 20]))).toBe(667);
    expect(momentumScore(topic(1, 'b', [0, 20, 10]))).toBe(333);
  });

  it('compares only the last two quarters, and calls a topic absent from both steady', () => {
    expect(momentumScore(topic(1, 'a', [50, 10, 10]))).toBe(500);
    expect(momentumScore(topic(1, 'b', [8, 0, 0]))).toBe(500);
  });
});

describe('momentumBand', () => {
  it('names the score', () => {
    expect([0, 200, 399, 400, 500, 600, 601, 999, 1000].map(momentumBand)).toEqual([
      'Gone',
      'Fading',
      'Fading',
      'Steady',
      'Steady',
      'Steady',
      'Rising',
      'Rising',
      'New',
    ]);
  });
});

describe('the default range, 400 to 800', () => {
  const trends = [
    topic(1, 'flat', [9, 20, 20]), // 500
    topic(2, 'doubled', [5, 10, 20]), // 667
    topic(3, 'halved', [30, 20, 10]), // 333
    topic(4, 'new this quarter', [0, 0, 4]), // 1000
    topic(5, 'gone this quarter', [3, 6, 0]), // 0
    topic(6, 'four times', [1, 5, 20]), // 800
    topic(7, 'five times', [1, 4, 20]), // 833
    topic(8, 'a third less', [2, 12, 8]), // 400
    topic(9, 'slightly down', [2, 10, 8]), // 444
  ];

  it('shows the topics that hold steady or rise up to fourfold, in rank order', () => {
    expect(trendsInRange(trends, TREND_SLIDER.initial).map((trend) => trend.topic)).toEqual([
      'flat',
      'doubled',
      'four times',
      'a third less',
      'slightly down',
    ]);
  });

  it('leaves out fading, vanished, new and fast-rising topics, which the full range shows', () => {
    const shown = new Set(trendsInRange(trends, TREND_SLIDER.initial));
    expect(trends.filter((trend) => !shown.has(trend)).map((trend) => trend.topic)).toEqual([
      'halved',
      'new this quarter',
      'gone this quarter',
      'five times',
    ]);
    expect(trendsInRange(trends, [TREND_SLIDER.min, TREND_SLIDER.max])).toHaveLength(9);
  });
});

describe('formatQuarter', () => {
  it('turns the engine quarter into the label the page uses', () => {
    expect(formatQuarter('2026-Q4')).toBe('Q4 2026');
    expect(formatQuarter('2026')).toBe('2026');
  });
});

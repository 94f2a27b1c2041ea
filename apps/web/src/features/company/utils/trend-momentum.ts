import type { TopicTrend } from '@clearcall/contracts';

/**
 * The specification's Trends slider, 0 to 1000 and initially 400 to 800, over the momentum
 * score: the default window shows the topics that hold steady or gain.
 */
export const TREND_SLIDER = {
  min: 0,
  max: 1000,
  step: 50,
  initial: [400, 800] as [number, number],
};

/** The score of a topic mentioned as often in the latest quarter as in the one before. */
export const STEADY_SCORE = 500;

/** A topic's mentions in the company's latest quarter and in the quarter before it. */
export function latestMentions(trend: TopicTrend): { latest: number; previous: number } {
  const points = trend.series;
  return {
    latest: points.at(-1)?.mentions ?? 0,
    previous: points.length > 1 ? (points.at(-2)?.mentions ?? 0) : 0,
  };
}

/**
 * A topic's momentum from the quarter before to the latest one, on 0 to 1000:
 * 500 + 500 × (latest − previous) / (latest + previous). 500 is as often as before, 1000 a topic
 * new in the latest quarter, 0 one no longer mentioned; twice as often is 667, half as often 333.
 */
export function momentumScore(trend: TopicTrend): number {
  const { latest, previous } = latestMentions(trend);
  if (latest + previous === 0) return STEADY_SCORE;
  return Math.round(STEADY_SCORE + (STEADY_SCORE * (latest - previous)) / (latest + previous));
}

/**
 * The words for the score: Steady is 400 to 600 (from two thirds as often to half as often
 * again), Fading below and Rising above it, Gone at 0 and New at 1000.
 */
export type MomentumBand = 'Gone' | 'Fading' | 'Steady' | 'Rising' | 'New';

/** The band of a momentum score. */
export function momentumBand(score: number): MomentumBand {
  if (score <= TREND_SLIDER.min) return 'Gone';
  if (score >= TREND_SLIDER.max) return 'New';
  if (score < 400) return 'Fading';
  return score <= 600 ? 'Steady' : 'Rising';
}

/** The topics whose momentum score is within the range (both ends included), in rank order. */
export function trendsInRange(trends: readonly TopicTrend[], [from, to]: readonly number[]) {
  return trends.filter((trend) => {
    const score = momentumScore(trend);
    return score >= (from ?? TREND_SLIDER.min) && score <= (to ?? TREND_SLIDER.max);
  });
}

/** "Q4 2026" from the engine's "2026-Q4". */
export function formatQuarter(quarter: string): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter);
  return match ? `Q${match[2]} ${match[1]}` : quarter;
}

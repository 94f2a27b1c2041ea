import { longDate } from './format';

/** A calendar quarter: Q1 is January-March, Q4 October-December. */
export type Period = { year: number; quarter: number };

/** A quarter as one integer, so periods can be compared and offset with plain arithmetic. */
export function periodIndex(period: Period): number {
  return period.year * 4 + (period.quarter - 1);
}

export function periodFromIndex(index: number): Period {
  return { year: Math.floor(index / 4), quarter: (index % 4) + 1 };
}

export function offsetPeriod(period: Period, quarters: number): Period {
  return periodFromIndex(periodIndex(period) + quarters);
}

/** The first instant after the quarter ends (midnight UTC on the first day of the next quarter). */
export function quarterEnd(period: Period): Date {
  const next = offsetPeriod(period, 1);
  return new Date(Date.UTC(next.year, (next.quarter - 1) * 3, 1));
}

/** The calendar quarter that contains a date. */
export function periodOf(date: Date): Period {
  return { year: date.getUTCFullYear(), quarter: Math.floor(date.getUTCMonth() / 3) + 1 };
}

/** The most recent quarter that ended before the reference date. */
export function lastCompletedQuarter(reference: Date): Period {
  return offsetPeriod(periodOf(reference), -1);
}

const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;

/** "third quarter" for Q3. */
export function quarterWord(period: Period): string {
  return `${ORDINALS[period.quarter - 1] ?? 'first'} quarter`;
}

/** The last day of the quarter as "September 30, 2026". */
export function quarterEndLabel(period: Period): string {
  return longDate(new Date(quarterEnd(period).getTime() - DAY_MS));
}

export const DAY_MS = 86_400_000;

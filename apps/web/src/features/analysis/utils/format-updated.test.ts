import { describe, expect, it } from 'vitest';
import { formatLastUpdated } from './format-updated';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatLastUpdated', () => {
  it('gives the time under a day', () => {
    expect(formatLastUpdated(ago(20_000), NOW)).toBe('Last updated just now');
    expect(formatLastUpdated(ago(MINUTE), NOW)).toBe('Last updated 1 minute ago');
    expect(formatLastUpdated(ago(5 * HOUR), NOW)).toBe('Last updated 5 hours ago');
  });

  it("says 'yesterday' at one day, then days, weeks, months and years", () => {
    expect(formatLastUpdated(ago(DAY + HOUR), NOW)).toBe('Last updated yesterday');
    expect(formatLastUpdated(ago(3 * DAY), NOW)).toBe('Last updated 3 days ago');
    expect(formatLastUpdated(ago(15 * DAY), NOW)).toBe('Last updated 2 weeks ago');
    expect(formatLastUpdated(ago(70 * DAY), NOW)).toBe('Last updated 2 months ago');
    expect(formatLastUpdated('2024-05-01T00:00:00.000Z', NOW)).toBe('Last updated 2 years ago');
  });
});

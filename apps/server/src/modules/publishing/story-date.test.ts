import { describe, expect, it } from 'vitest';
import { storyDate } from './publishing.service';

describe('storyDate', () => {
  const now = new Date('2026-11-29T15:00:00Z');

  it('dates a call by the day it was held', () => {
    expect(storyDate('2024-10-29', now).toISOString()).toBe('2024-10-29T12:00:00.000Z');
  });

  it('dates a call without a known day, or with a day still to come, now', () => {
    expect(storyDate(null, now)).toBe(now);
    expect(storyDate('2031-01-30', now)).toBe(now);
    expect(storyDate('not-a-date', now)).toBe(now);
  });
});

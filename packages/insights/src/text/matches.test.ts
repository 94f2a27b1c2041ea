import { describe, expect, it } from 'vitest';
import { matchesOf } from './matches';

describe('matchesOf', () => {
  const same = (pattern: RegExp, text: string) =>
    expect(matchesOf(pattern, text).map((m) => [m.index, ...m])).toEqual(
      [...text.matchAll(pattern)].map((m) => [m.index, ...m]),
    );

  it('finds what matchAll finds, groups included, and leaves the pattern reusable', () => {
    const pattern = /(\d+)(%)?/g;
    same(pattern, 'up 12% to $4.5 billion, 7 stores');
    expect(pattern.lastIndex).toBe(0);
    same(pattern, 'no numbers');
    pattern.lastIndex = 5;
    expect(matchesOf(pattern, '1 2 3').map((m) => m[0])).toEqual(['1', '2', '3']);
  });

  it('steps over empty matches', () => {
    same(/x*/g, 'axxbx');
    same(/\b/g, 'two words');
  });

  it('refuses a pattern that is not global', () => {
    expect(() => matchesOf(/\d/, '1')).toThrow(TypeError);
  });
});

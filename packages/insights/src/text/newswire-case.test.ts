import { describe, expect, it } from 'vitest';
import { acronymCase, newswireCase } from './newswire-case';

describe('newswireCase', () => {
  it('writes acronyms and period names in capitals and opens with a capital', () => {
    expect(newswireCase('sees fy 2026 non-gaap ebitda $1.2 billion to $1.3 billion.')).toBe(
      'Sees FY 2026 non-GAAP EBITDA $1.2 billion to $1.3 billion.',
    );
    expect(newswireCase('q3 gaap earnings per share $2.20.')).toBe(
      'Q3 GAAP earnings per share $2.20.',
    );
    expect(newswireCase('h2 affo per share $0.81.')).toBe('H2 AFFO per share $0.81.');
  });

  it('leaves words that only contain an acronym as they are', () => {
    expect(acronymCase('qtrly revenue rose 4 percent; fyi q5 and gaaps stay')).toBe(
      'qtrly revenue rose 4 percent; fyi q5 and gaaps stay',
    );
  });
});

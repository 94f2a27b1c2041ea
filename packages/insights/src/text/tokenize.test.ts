import { describe, expect, it } from 'vitest';
import { countWords, isCueToken, scanTokens, tokenize, type Token } from './tokenize';

describe('tokenize', () => {
  it('reads numbers with separators, words with one apostrophe, and counts words', () => {
    const text = "The company's revenue was $1,234.5 million -- up 12% (don't-care).";
    const tokens: Token[] = [];
    const words = scanTokens(text, 10, tokens);
    expect(tokens.map((t) => t.text)).toEqual([
      'The',
      "company's",
      'revenue',
      'was',
      '1,234.5',
      'million',
      'up',
      '12',
      "don't",
      'care',
    ]);
    expect(tokens[4]).toMatchObject({ term: '1234.5', isNumber: true, id: -1, start: 37 });
    expect(words).toBe(countWords(text));
  });

  it('gives every written form of a term the same id, and stopwords none', () => {
    const [revenue, revenues, the] = tokenize('Revenue revenues the');
    expect(revenue?.id).toBeGreaterThanOrEqual(0);
    expect(revenues?.id).toBe(revenue?.id);
    expect(the?.id).toBe(-1);
  });

  it('marks the words that can open a boilerplate phrase', () => {
    const cues = tokenize('Forward-looking statements and safe harbor, webcast replay').filter(
      isCueToken,
    );
    expect(cues.map((t) => t.text)).toEqual(['Forward', 'safe', 'webcast', 'replay']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  normalizeForMatch,
  parseQaQuestion,
  scoreAnswer,
  statesFact,
  summarizeScores,
  type QaQuestion,
} from './score-answers';

const question: QaQuestion = {
  id: 'demo-1',
  question: 'How much did they buy back, and what is left?',
  docs: ['ACME_q3_2024'],
  category: 'capital',
  facts: [{ anyOf: ['1.2 billion'] }, { anyOf: ['350 million', '0.35 billion'] }],
  supportLines: [{ doc: 'ACME_q3_2024', line: 4 }],
};

const lines: Record<number, string> = {
  2: 'Good morning, everyone.',
  4: 'We repurchased $1.2 billion of stock.',
  7: 'About $350 million remains under the authorization.',
  9: 'Revenue grew 8%.',
};
const lineText = (_doc: string, line: number) => lines[line];

describe('statesFact', () => {
  it('matches case-insensitively and whatever the thousands separators', () => {
    expect(normalizeForMatch('EBITDA of $1,350 Million')).toBe('ebitda of $1350 million');
    expect(statesFact('EBITDA of $1,350 Million', { anyOf: ['1350 million'] })).toBe(true);
    expect(statesFact('About 2,800 to 3,000 homes', { anyOf: ['3,000'] })).toBe(true);
  });

  it('never matches a number inside a longer one', () => {
    expect(statesFact('Fees were $125 million.', { anyOf: ['25 million'] })).toBe(false);
    expect(statesFact('EPS was $0.66.', { anyOf: ['0.6'] })).toBe(false);
    expect(statesFact('Margin was 130%.', { anyOf: ['30%'] })).toBe(false);
    expect(statesFact('Fees were $25 million.', { anyOf: ['25 million'] })).toBe(true);
    expect(statesFact('EPS was $0.66.', { anyOf: ['0.66'] })).toBe(true);
  });

  it('accepts any of the ways a fact may be written', () => {
    expect(statesFact('Left: 0.35 billion.', question.facts[1] ?? { anyOf: [] })).toBe(true);
  });
});

describe('scoreAnswer', () => {
  it('counts a question answered only when every fact is stated', () => {
    const half = scoreAnswer(
      question,
      { answer: 'They bought $1.2 billion.', citations: [] },
      lineText,
    );
    expect(half.stated).toEqual([true, false]);
    expect(half.fullyAnswered).toBe(false);
    const full = scoreAnswer(
      question,
      { answer: 'They bought $1.2 billion; $350 million is left.', citations: [] },
      lineText,
    );
    expect(full.fullyAnswered).toBe(true);
  });

  it('counts a citation as supporting when it is a support line or its line states a fact', () => {
    const score = scoreAnswer(
      question,
      {
        answer: 'x',
        citations: [
          { doc: 'ACME_q3_2024', line: 4 },
          { doc: 'ACME_q3_2024', line: 7 },
          { doc: 'ACME_q3_2024', line: 9 },
        ],
      },
      lineText,
    );
    expect(score.citations).toBe(3);
    expect(score.supporting).toBe(2);
  });

  it('lists the boilerplate an answer quotes', () => {
    const score = scoreAnswer(
      question,
      { answer: 'Good morning, everyone. We repurchased $1.2 billion of stock.', citations: [] },
      lineText,
    );
    expect(score.boilerplate.map((b) => b.kind)).toEqual(['greeting']);
  });
});

describe('summarizeScores', () => {
  it('gives shares overall, per category and over all citations', () => {
    const full = scoreAnswer(
      question,
      {
        answer: '$1.2 billion and $350 million.',
        citations: [{ doc: 'ACME_q3_2024', line: 4 }],
      },
      lineText,
    );
    const miss = scoreAnswer(
      { ...question, id: 'demo-2', category: 'figure' },
      {
        answer: 'Good morning, everyone.',
        citations: [
          { doc: 'ACME_q3_2024', line: 2 },
          { doc: 'ACME_q3_2024', line: 9 },
          { doc: 'ACME_q3_2024', line: 7 },
        ],
      },
      lineText,
    );
    const summary = summarizeScores([full, miss]);
    expect(summary.questions).toBe(2);
    expect(summary.fullyAnswered).toBe(0.5);
    expect(summary.byCategory).toEqual({
      figure: { questions: 1, fullyAnswered: 0 },
      capital: { questions: 1, fullyAnswered: 1 },
    });
    expect(summary.citations).toBe(4);
    expect(summary.supportingCitations).toBe(0.5);
    expect(summary.withBoilerplate).toBe(0.5);
  });

  it('gives no share, rather than zero, of nothing', () => {
    expect(summarizeScores([]).fullyAnswered).toBeNull();
    expect(summarizeScores([]).supportingCitations).toBeNull();
  });
});

describe('parseQaQuestion', () => {
  it('reads a question that follows the schema', () => {
    expect(parseQaQuestion(JSON.parse(JSON.stringify(question)))).toEqual(question);
  });

  it.each([
    [{ ...question, category: 'trivia' }, /category must be one of/],
    [{ ...question, facts: [] }, /needs facts/],
    [{ ...question, facts: [{ anyOf: [''] }] }, /needs facts/],
    [{ ...question, supportLines: [{ doc: 'OTHER', line: 1 }] }, /not one of its docs/],
    [{ ...question, supportLines: [{ doc: 'ACME_q3_2024', line: -1 }] }, /needs supportLines/],
    [{ ...question, docs: [] }, /needs docs/],
  ])('refuses a question that breaks it (%#)', (value, message) => {
    expect(() => parseQaQuestion(value)).toThrow(message);
  });
});

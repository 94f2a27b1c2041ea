import { describe, expect, it } from 'vitest';
import { boilerplateKind, findBoilerplate } from './boilerplate';

describe('boilerplateKind', () => {
  it.each([
    ['Welcome to the Acme Widgets third quarter earnings call.', 'operator'],
    ['[Operator Instructions] As a reminder, this call is being recorded.', 'operator'],
    ['Our next question comes from Dana Lee with Example Securities.', 'operator'],
    ['This concludes today’s conference, and you may now disconnect.', 'operator'],
    ['A replay of this call will be available until May 1.', 'operator'],
  ])('finds operator talk in "%s"', (sentence, kind) => {
    expect(boilerplateKind(sentence)).toBe(kind);
  });

  it.each([
    'Today we will make forward-looking statements about our outlook.',
    'Actual results may differ materially from those we describe.',
    'We undertake no obligation to update these statements.',
    'These are subject to risks and uncertainties described in our 10-K.',
    'A reconciliation of these non-GAAP measures is in the release.',
    'During the call, we will refer to non-GAAP financial measures.',
    'Acme is not responsible for and does not edit the accuracy of transcripts.',
    'The slides are on the investor relations section of our website.',
  ])('finds a disclaimer in "%s"', (sentence) => {
    expect(boilerplateKind(sentence)).toBe('disclaimer');
  });

  it.each([
    'Operator, please open the line for questions.',
    'With that, I will turn the call over to our CFO, Pat Smith.',
    "Now I'll hand it back over to Sam for the outlook.",
    'We are now happy to take your questions.',
  ])('finds a hand-over in "%s"', (sentence) => {
    expect(boilerplateKind(sentence)).toBe('hand-over');
  });

  it.each([
    'Good morning, everyone.',
    'Thank you, operator.',
    'Thanks for joining us today.',
    'Congrats on a nice quarter.',
  ])('finds a greeting or thanks in "%s"', (sentence) => {
    expect(boilerplateKind(sentence)).toBe('greeting');
  });

  it.each([
    'Can you talk about pricing in Europe?',
    'My follow-up question is on margins.',
    'I wanted to ask about the buyback pace.',
  ])('finds an analyst question in "%s"', (sentence) => {
    expect(boilerplateKind(sentence)).toBe('question');
  });

  it.each([
    'Diluted earnings per share were $1.10, up 8%.',
    'We repurchased $250 million of stock in the quarter.',
    'We expect inflation and chip shortages to remain a risk next year.',
    'Inventory turns improved to 5.1 times.',
    'The board raised the dividend, and we thank our employees for a strong year.',
    'Rising rates bring risks and uncertainties for housing demand.',
    'Operating margin was 23.8%, down 120 basis points.',
  ])('leaves content alone: "%s"', (sentence) => {
    expect(boilerplateKind(sentence)).toBeNull();
  });
});

describe('findBoilerplate', () => {
  it('lists only the boilerplate sentences of an answer, each with its kind', () => {
    const answer =
      'Revenue was $3.3 billion. Thank you, operator.\nWhat is the outlook for margins? Margins were 25%.';
    expect(findBoilerplate(answer)).toEqual([
      { sentence: 'Thank you, operator.', kind: 'greeting' },
      { sentence: 'What is the outlook for margins?', kind: 'question' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { isNonAnswer } from './non-answer';

describe('isNonAnswer', () => {
  it.each([
    'Welcome to the Acme third quarter financial results call.',
    'Operator, please open the line for questions.',
    'Good morning, everyone.',
    'Thank you for joining us today.',
    'These statements are subject to risks and uncertainties described in our Form 10-K.',
    'We will also discuss non-GAAP measures.',
    'With that, I will turn the call over to Dana.',
    'I wanted to ask about gross margin.',
    'How should we think about pricing next year?',
    'That concludes our call for today.',
    'Before getting to the details of the new year, let me share some 2021 highlights.',
    'Let me start with a few highlights of the quarter.',
  ])('leaves out "%s"', (sentence) => {
    expect(isNonAnswer(sentence)).toBe(true);
  });

  it.each([
    'Gross margin was 42%, up 150 basis points on pricing.',
    'We expect full-year revenue of $2.1 billion to $2.2 billion.',
    'We repurchased 1.2 million shares for $80 million.',
  ])('keeps "%s"', (sentence) => {
    expect(isNonAnswer(sentence)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  findSeparatingSentence,
  splitTranscript,
  suggestSeparatingSentence,
} from './transcript-sentences';

const CONTENT = [
  'Operator',
  'Welcome to the call. After the remarks, we will take questions from analysts.',
  'Jane Doe -- Chief Executive Officer',
  'Revenue grew 3.5% to $1.2 billion.  We are "pleased." Any Q&A follows.',
  'Operator',
  'Thank you. We will now begin the question-and-answer session. Please press star one.',
].join('\n\n');

describe('splitTranscript', () => {
  it('keeps speaker lines apart and numbers the sentences, leaving decimals whole', () => {
    const paragraphs = splitTranscript(CONTENT);
    expect(paragraphs.map((paragraph) => paragraph.kind)).toEqual([
      'speaker',
      'speech',
      'speaker',
      'speech',
      'speaker',
      'speech',
    ]);
    const ceo = paragraphs[3];
    expect(ceo).toEqual({
      kind: 'speech',
      speaker: 'Jane Doe -- Chief Executive Officer',
      sentences: [
        { index: 2, text: 'Revenue grew 3.5% to $1.2 billion.' },
        { index: 3, text: 'We are "pleased."' },
        { index: 4, text: 'Any Q&A follows.' },
      ],
    });
  });
});

describe('findSeparatingSentence', () => {
  const paragraphs = splitTranscript(CONTENT);

  it('finds the sentence as the server does: ignoring case and punctuation, or a part of it', () => {
    expect(
      findSeparatingSentence(paragraphs, 'we will now begin the QUESTION AND ANSWER session'),
    ).toBe(6);
    expect(findSeparatingSentence(paragraphs, 'question-and-answer')).toBe(6);
  });

  it('finds nothing for blank text or text that is not in the transcript', () => {
    expect(findSeparatingSentence(paragraphs, '  ')).toBeNull();
    expect(findSeparatingSentence(paragraphs, 'The weather was lovely.')).toBeNull();
  });
});

describe('suggestSeparatingSentence', () => {
  it("offers the operator's hand-over after management spoke, not the opening's agenda", () => {
    expect(suggestSeparatingSentence(splitTranscript(CONTENT))).toBe(
      'We will now begin the question-and-answer session.',
    );
  });

  it('offers nothing when the operator never hands over', () => {
    expect(
      suggestSeparatingSentence(splitTranscript(CONTENT.split('\n\nOperator\n\nThank')[0]!)),
    ).toBeNull();
  });
});

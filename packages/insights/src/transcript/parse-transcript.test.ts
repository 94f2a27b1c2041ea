import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/load-fixture';
import { TranscriptInputError } from '../text/limits';
import { parseTranscript } from './parse-transcript';

describe('parseTranscript', () => {
  it('reads "Name -- Title" speaker lines, roles and the operator hand-over', () => {
    const t = parseTranscript(loadFixture('demo-call.txt'));
    expect(t.layout).toBe('speaker-dash');
    expect(t.turns.map((turn) => turn.role)).toEqual([
      'operator',
      'executive',
      'executive',
      'executive',
      'operator',
      'analyst',
      'executive',
      'operator',
      'analyst',
      'executive',
      'operator',
    ]);
    const analyst = t.turns[5];
    expect(analyst?.speaker).toBe('Alex Morgan');
    expect(analyst?.title).toBeNull();
    expect(analyst?.firm).toBe('Harbor Securities');
    expect(t.split.method).toBe('operator-handover');
    expect(t.sentences[t.split.qaStart ?? -1]?.text).toBe(
      'We will now begin the question-and-answer session.',
    );
    expect(
      t.sentences.every((s) => s.index >= (t.split.qaStart ?? 0) === (s.section === 'qa')),
    ).toBe(true);
  });

  it('uses the admin separating sentence when it is given and found', () => {
    const t = parseTranscript(loadFixture('demo-call.txt'), {
      separator: 'Our first question comes from Alex Morgan',
    });
    expect(t.split.method).toBe('separator');
    expect(t.sentences[t.split.qaStart ?? -1]?.text).toMatch(
      /^Our first question comes from Alex Morgan/,
    );
  });

  it('reads "Name: text" lines and infers analysts from the operator introductions', () => {
    const t = parseTranscript(loadFixture('colon-call.txt'));
    expect(t.layout).toBe('speaker-colon');
    const sam = t.turns.find((turn) => turn.speaker === 'Sam Patel');
    expect(sam?.role).toBe('analyst');
    expect(t.turns.find((turn) => turn.speaker === 'Maria Lopez')?.role).toBe('executive');
    expect(t.split.qaStart).not.toBeNull();
  });

  it('keeps one sentence per line for sentence-per-line documents', () => {
    const t = parseTranscript(loadFixture('sentence-lines.txt'));
    expect(t.layout).toBe('sentence-lines');
    expect(t.sentences).toHaveLength(5);
    expect(t.split).toEqual({ method: 'none', qaStart: null });
  });

  it('splits paragraphs into sentences without breaking on abbreviations or decimals', () => {
    const t = parseTranscript(
      'Revenue at Acme Inc. was $1.5 billion in the U.S. market. Margins rose. EPS was $2.10 per share.',
    );
    expect(t.layout).toBe('paragraphs');
    expect(t.sentences.map((s) => s.text)).toEqual([
      'Revenue at Acme Inc. was $1.5 billion in the U.S. market.',
      'Margins rose.',
      'EPS was $2.10 per share.',
    ]);
  });

  it('rejects an empty transcript with a clear error', () => {
    expect(() => parseTranscript(' \n \n')).toThrow('The transcript is empty.');
    expect(() => parseTranscript('Contents:\nPrepared Remarks:\n')).toThrow(
      expect.objectContaining({ code: 'EMPTY' }),
    );
  });
});

/** A short call in the published `Name -- Title` layout, with contents, headings and a list. */
const LISTED_CALL = [
  'Contents:',
  'Prepared Remarks:',
  'Questions and Answers:',
  'Call Participants:',
  'Prepared Remarks:',
  'Operator',
  'Good morning and welcome to the Contoso second quarter call. I will now turn the call over to Ana Ruiz.',
  'Ana Ruiz -- Chief Executive Officer',
  'Thank you. Revenue grew 8% to $2.1 billion. Margins improved on pricing. We raised our outlook.',
  'Questions and Answers:',
  'Operator',
  'Our first question comes from Ben Okafor with Northgate Capital.',
  'Ben Okafor -- Northgate Capital -- Analyst',
  'How durable is the pricing benefit?',
  'Ana Ruiz -- Chief Executive Officer',
  'We expect it to hold through the year.',
  'Call participants:',
  'Ana Ruiz -- Chief Executive Officer',
  'Ben O. Okafor -- Northgate Capital -- Analyst',
].join('\n');

const texts = (t: ReturnType<typeof parseTranscript>) => t.sentences.map((s) => s.text);

describe('parseTranscript: participants, headings and the Q&A start', () => {
  it('reads the participants list and keeps headings and the list out of the sentences', () => {
    const t = parseTranscript(LISTED_CALL);
    expect(t.layout).toBe('speaker-dash');
    expect(t.participants).toEqual([
      { name: 'Ana Ruiz', role: 'executive', title: 'Chief Executive Officer', firm: null },
      { name: 'Ben O. Okafor', role: 'analyst', title: null, firm: 'Northgate Capital' },
      { name: 'Operator', role: 'operator', title: null, firm: null },
    ]);
    expect(texts(t).some((s) => /Questions and Answers|Participants|Contents|Chief/.test(s))).toBe(
      false,
    );
    expect(t.split.method).toBe('heading');
    expect(t.sentences[t.split.qaStart ?? -1]?.text).toBe(
      'Our first question comes from Ben Okafor with Northgate Capital.',
    );
    const ben = t.turns.find((turn) => turn.speaker === 'Ben Okafor');
    expect(ben).toMatchObject({ role: 'analyst', firm: 'Northgate Capital', title: null });
  });

  it('takes the Q&A start from a sentence index, over a separator and headings', () => {
    const t = parseTranscript(LISTED_CALL, { qaStart: 3, separator: 'first question' });
    expect(t.split).toEqual({ method: 'sentence-index', qaStart: 3 });
    expect(t.sentences.filter((s) => s.section === 'qa')[0]?.index).toBe(3);
    expect(() => parseTranscript(LISTED_CALL, { qaStart: 999 })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION' }),
    );
    expect(() => parseTranscript(LISTED_CALL, { qaStart: 1.5 })).toThrow(TranscriptInputError);
  });

  it("applies an admin's speaker corrections to every turn of that speaker", () => {
    const t = parseTranscript(LISTED_CALL, {
      speakers: [{ name: 'Ana Ruiz', role: 'executive', title: 'President' }],
    });
    const ana = t.turns.filter((turn) => turn.speaker === 'Ana Ruiz');
    expect(ana.map((turn) => turn.title)).toEqual(['President', 'President']);
    expect(t.participants[0]).toEqual({
      name: 'Ana Ruiz',
      role: 'executive',
      title: 'President',
      firm: null,
    });
    const moved = parseTranscript(LISTED_CALL, {
      speakers: [{ name: 'Ben Okafor', role: 'executive', firm: null }],
    });
    expect(moved.turns.find((turn) => turn.speaker === 'Ben Okafor')?.role).toBe('executive');
  });

  it('reads speakers on their own line and tells analysts from the operator introductions', () => {
    const t = parseTranscript(
      [
        'Operator',
        'Welcome to the Fabrikam third quarter earnings call. I will now hand over to Lena Park.',
        'Lena Park',
        'Thanks. Sales rose 4% to $900 million and free cash flow was $120 million.',
        'Tom Reed, Chief Financial Officer',
        'Gross margin was 38%. We bought back $50 million of stock.',
        'Operator',
        'We will now begin the question-and-answer session. The first question comes from Raj Mehta of Keystone Research.',
        'Raj Mehta',
        'Could you talk about demand in Europe?',
        'Lena Park',
        'Demand in Europe was steady and orders grew in September.',
      ].join('\n'),
    );
    expect(t.layout).toBe('speaker-line');
    expect(t.turns.map((turn) => [turn.speaker, turn.role])).toEqual([
      ['Operator', 'operator'],
      ['Lena Park', 'executive'],
      ['Tom Reed', 'executive'],
      ['Operator', 'operator'],
      ['Raj Mehta', 'analyst'],
      ['Lena Park', 'executive'],
    ]);
    expect(t.turns[2]?.title).toBe('Chief Financial Officer');
    expect(t.turns[4]?.firm).toBe('Keystone Research');
    expect(t.split.method).toBe('operator-handover');
    expect(t.sentences[t.split.qaStart ?? -1]?.turn).toBe(3);
    expect(t.participants.map((p) => p.name)).toEqual([
      'Operator',
      'Lena Park',
      'Tom Reed',
      'Raj Mehta',
    ]);
  });

  it('falls back to the first analyst question when no operator hands over', () => {
    const t = parseTranscript(
      [
        'Analysts',
        'Kim Cho - Lakeside Partners - Analyst',
        '',
        'Dana Wu: Good morning. Revenue rose 5% and we expect more growth next year.',
        'Eli Stone: Thank you, Dana. Costs fell by 2% and cash flow was strong.',
        'Kim Cho: What is the outlook for costs?',
        'Eli Stone: We expect costs to stay flat.',
      ].join('\n'),
    );
    expect(t.layout).toBe('speaker-colon');
    expect(t.participants[0]).toEqual({
      name: 'Kim Cho',
      role: 'analyst',
      title: null,
      firm: 'Lakeside Partners',
    });
    expect(t.split.method).toBe('first-question');
    expect(t.sentences[t.split.qaStart ?? -1]?.text).toBe('What is the outlook for costs?');
  });

  it('marks the speaker the operator gives the floor to in the Q&A as an analyst', () => {
    const t = parseTranscript(
      [
        'Operator: Welcome to the call. I will turn it over to Dana Wu.',
        'Dana Wu: Revenue rose 5% and we expect more growth next year.',
        'Operator: We will now open the line for questions. Please go ahead, caller.',
        'Pat Lane: What drove the growth?',
        'Dana Wu: Volume did.',
      ].join('\n'),
    );
    expect(t.turns.find((turn) => turn.speaker === 'Pat Lane')?.role).toBe('analyst');
    expect(t.turns.find((turn) => turn.speaker === 'Dana Wu')?.role).toBe('executive');
  });

  it('finds the first question called in a text with no speakers', () => {
    const remarks = Array.from(
      { length: 14 },
      (_, i) => `In region ${i + 1} sales grew ${i + 2}% on steady demand.`,
    );
    const t = parseTranscript(
      [
        'Good morning and welcome to the call. [Operator Instructions] This call is recorded.',
        ...remarks,
        'With that, we will be happy to take your questions.',
        '[Operator Instructions] Our first question comes from Sam Lee with Crest.',
        'How is demand in the east?',
        'Demand there was steady.',
      ].join(' '),
    );
    expect(t.layout).toBe('paragraphs');
    expect(t.split.method).toBe('question-cue');
    expect(t.sentences[t.split.qaStart ?? -1]?.text).toMatch(
      /^\[Operator Instructions\] Our first/,
    );
  });

  it('reads a dash speaker line whose title ends in an abbreviation', () => {
    const t = parseTranscript(
      [
        'Teresa L. White -- President, Aflac U.S.',
        'Sales grew 4% in the quarter.',
        'Ron Diaz -- Chief Financial Officer',
        'Margins were 12%.',
      ].join('\n'),
    );
    expect(t.layout).toBe('speaker-dash');
    expect(t.turns.map((turn) => [turn.speaker, turn.title])).toEqual([
      ['Teresa L. White', 'President, Aflac U.S.'],
      ['Ron Diaz', 'Chief Financial Officer'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseTranscript } from './parse-transcript';
import { REMARKS, rolesOf } from '../testing/speaker-roles';
import { maySpeakAs } from './person-names';
import { asksQuestion, speaksAsQuestioner } from './qa-roles';

function firmOf(text: string, speaker: string): string | null | undefined {
  return parseTranscript(text).turns.find((turn) => turn.speaker === speaker)?.firm;
}

/** A call in "Name: text" lines with no participants list, opened by its chief executive. */
function colonCall(qa: string[]): string {
  return [
    'Operator: Good morning and welcome to the Example Corp second quarter call.',
    `Dana Whitfield: Thank you. ${REMARKS}`,
    'Lee Okafor: Thanks, Dana. Cash from operations was $96 million, a record for the quarter.',
    ...qa,
  ].join('\n');
}

describe('maySpeakAs', () => {
  it('matches the spellings an operator and a transcript give one person', () => {
    expect(maySpeakAs('Nicholas Joseph', 'Nick Joseph')).toBe(true);
    expect(maySpeakAs('Tommy Reyes', 'Tom Reyes')).toBe(true);
    expect(maySpeakAs('Priya K. Raman', 'Priya Raman')).toBe(true);
    expect(maySpeakAs('Sam Pokorny', 'Sam Pokorney')).toBe(true);
    expect(maySpeakAs('Rick', 'Rick Alvarez')).toBe(true);
    expect(maySpeakAs('Robert (Bob) Lindqvist', 'Bob Lindqvist')).toBe(true);
    expect(maySpeakAs('Robert Lindqvist', 'Bob Lindqvist')).toBe(true);
    expect(maySpeakAs('Douglas', 'Doug Harter')).toBe(true);
    expect(maySpeakAs('José Núñez, Jr.', 'Jose Nunez')).toBe(true);
  });

  it('keeps different people apart', () => {
    expect(maySpeakAs('Sam Patel', 'Sam Porter')).toBe(false);
    expect(maySpeakAs('Ana Patel', 'Sam Patel')).toBe(false);
    expect(maySpeakAs('Rick', 'Dana Rick')).toBe(false);
    expect(maySpeakAs('Lee Ng', 'Lee Ny')).toBe(false);
  });
});

describe('asksQuestion', () => {
  it("hears a questioner's words, not a question mark alone", () => {
    expect(asksQuestion('Good morning, and thanks for taking my questions.')).toBe(true);
    expect(asksQuestion('So my first question is on pricing.')).toBe(true);
    expect(asksQuestion('Lee, do you want to add anything on cash?')).toBe(false);
  });
});

describe('analysts in a Q&A without a participants list', () => {
  it('takes the first speaker after a greeting by management as the one given the floor', () => {
    const text = colonCall([
      'Operator: Our first question comes from Sam Porter with Crescent Bank.',
      'Dana Whitfield: Hi, Sam.',
      'Taylor Brooks: Good morning. This is Taylor on for Sam. How is pricing holding up?',
      'Dana Whitfield: Pricing held through the quarter and into the summer months.',
    ]);
    expect(rolesOf(text)).toMatchObject({
      'Dana Whitfield': 'executive',
      'Taylor Brooks': 'analyst',
    });
    expect(firmOf(text, 'Taylor Brooks')).toBe('Crescent Bank');
  });

  it('reads a hand-over that the transcript put in a host turn', () => {
    const text = colonCall([
      'Lee Okafor: Thank you. Our first question is from Nick Joseph with Harbor Securities.',
      'Nicholas Joseph: Thank you. How should we think about freight costs into next year?',
      'Lee Okafor: We expect them to stay near where they are today.',
    ]);
    expect(rolesOf(text)['Nicholas Joseph']).toBe('analyst');
    expect(firmOf(text, 'Nicholas Joseph')).toBe('Harbor Securities');
    const transcript = parseTranscript(text);
    const firstQuestion = transcript.turns.find((turn) => turn.speaker === 'Nicholas Joseph');
    expect(transcript.split.qaStart).toBe(firstQuestion?.sentences[0]);
  });

  it('takes a speaker who opens with a questioner’s words for an analyst', () => {
    const text = colonCall([
      'Operator: Our first question comes from Sam Porter with Crescent Bank.',
      'Sam Porter: How is pricing holding up in the stores?',
      'Dana Whitfield: Pricing held through the quarter and into the summer months.',
      'Jordan Vance: Good morning and thanks for taking my questions. What about freight?',
      'Lee Okafor: Freight costs should stay near where they are today.',
    ]);
    expect(rolesOf(text)).toMatchObject({ 'Sam Porter': 'analyst', 'Jordan Vance': 'analyst' });
  });

  it('leaves the floor to the person named when management speaks first at length', () => {
    const text = colonCall([
      'Operator: Our first question comes from Sam Porter with Crescent Bank.',
      'Morgan Hale: Before we start, a word on the regional numbers, which we restated this morning.',
      'Sam Porter: Thanks. How is pricing holding up in the stores?',
      'Dana Whitfield: Pricing held through the quarter and into the summer months.',
    ]);
    expect(rolesOf(text)).toMatchObject({ 'Morgan Hale': 'executive', 'Sam Porter': 'analyst' });
  });

  it('keeps management who speak only in the Q&A and hand over to a colleague', () => {
    const text = colonCall([
      'Operator: Our first question comes from Sam Porter with Crescent Bank.',
      'Sam Porter: How is pricing holding up in the stores?',
      'Dana Whitfield: Pricing held through the quarter and into the summer months.',
      'Morgan Hale: On the regional side, orders rose in each month. Lee, anything to add?',
      'Lee Okafor: Only that cash collection was strong.',
    ]);
    expect(rolesOf(text)).toMatchObject({ 'Sam Porter': 'analyst', 'Morgan Hale': 'executive' });
  });
});

describe('speaksAsQuestioner', () => {
  it('hears what only a questioner says, in any turn', () => {
    expect(speaksAsQuestioner("Got it. I'll jump back in the queue.")).toBe(true);
    expect(speaksAsQuestioner('Thanks for the color, that is helpful.')).toBe(true);
    expect(speaksAsQuestioner('That’s it from me.')).toBe(true);
    expect(speaksAsQuestioner('Congrats on a strong quarter.')).toBe(true);
    expect(speaksAsQuestioner('Thanks for the question. Pricing held.')).toBe(false);
  });
});

describe('analysts known by what they say in a later turn', () => {
  it('takes a speaker for an analyst when a later turn leaves the line as a questioner does', () => {
    const text = colonCall([
      'Operator: Our first question comes from Sam Patel with Crescent Bank.',
      'Sam Patel: Good morning. How should we think about pricing into next year?',
      `Dana Whitfield: We expect pricing to hold as contracts renew through the year. ${REMARKS}`,
      'Ana Ruiz: Hi, can you hear me? And on freight, what are you seeing?',
      'Dana Whitfield: Freight should ease in the second half as fuel prices come down.',
      "Ana Ruiz: Okay, thanks for the color. I'll jump back in the queue.",
    ]);
    expect(rolesOf(text)).toMatchObject({ 'Sam Patel': 'analyst', 'Ana Ruiz': 'analyst' });
  });
});

describe('the operator handing the call back', () => {
  it('keeps an officer who speaks first at the close, after the operator hands back, in management', () => {
    const text = colonCall([
      'Operator: Our first question comes from Sam Patel with Crescent Bank.',
      'Sam Patel: Good morning. How should we think about pricing into next year?',
      'Dana Whitfield: We expect pricing to hold as contracts renew through the year.',
      'Operator: There are no further questions. I would now like to turn the call back over to Ana Ruiz for closing remarks.',
      'Ana Ruiz: Thank you all for joining us today. We look forward to speaking with you next quarter.',
    ]);
    expect(rolesOf(text)).toMatchObject({ 'Sam Patel': 'analyst', 'Ana Ruiz': 'executive' });
  });
});

describe('first names alone on their own line', () => {
  it('reads a first name as a label where the text uses it as a name', () => {
    const text = [
      'Operator',
      'Good morning and welcome to the Example Corp second quarter earnings call.',
      'Dana Whitfield',
      REMARKS,
      'Operator',
      'Our first question comes from Rick.',
      'Rick',
      'Hi. Can you hear me?',
      'Dana Whitfield',
      'Yes, Rick, go ahead with your question whenever you are ready.',
      'Rick',
      'How should we think about freight costs for the rest of the year?',
      'Dana Whitfield',
      'They should stay near where they are today, with some help from fuel.',
      'Operator',
      'Our next question comes from Sam Porter with Crescent Bank.',
      'Taylor',
      'Good morning. This is Taylor on for Sam. How is pricing holding up?',
      'Dana Whitfield',
      'Pricing held through the quarter and into the summer months.',
    ].join('\n');
    const transcript = parseTranscript(text);
    expect(transcript.layout).toBe('speaker-line');
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'Dana Whitfield': 'executive',
      Rick: 'analyst',
      Taylor: 'analyst',
    });
  });

  it('keeps a one-word reply a reply where no one is called by it', () => {
    const text = [
      'Operator',
      'Good morning and welcome to the Example Corp second quarter earnings call.',
      'Dana Whitfield',
      `${REMARKS} Okay, on to the questions.`,
      'Okay',
      'Thanks. Okay, we can take the first question now, operator.',
      'Operator',
      'Our first question comes from Sam Porter with Crescent Bank.',
      'Sam Porter',
      'How should we think about freight costs for the rest of the year?',
    ].join('\n');
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'Dana Whitfield': 'executive',
      'Sam Porter': 'analyst',
    });
  });

  it('keeps a word said alone as a reply a reply even where sentences open with it', () => {
    const text = [
      'Operator',
      'Good morning and welcome to the Example Corp second quarter earnings call.',
      'Dana Whitfield',
      `${REMARKS} Okay, on to the questions.`,
      'Operator',
      'Our first question comes from Sam Porter with Crescent Bank.',
      'Sam Porter',
      'How should we think about freight costs for the rest of the year?',
      'Dana Whitfield',
      'They should stay near where they are today, with some help from fuel.',
      'Okay',
      'Okay, and on pricing, what are you seeing in the contracts that renew this year?',
      'Okay',
      'Thanks, that is all from me.',
    ].join('\n');
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'Dana Whitfield': 'executive',
      'Sam Porter': 'analyst',
    });
  });

  it('reads a name before a short reply when the speaker before hands over to it', () => {
    const text = [
      'Operator',
      'Good morning and welcome to the Example Corp second quarter earnings call.',
      'Dana Whitfield',
      `${REMARKS} Lee, will you take us through cash?`,
      'Lee Okafor',
      'I will.',
      'Cash from operations was $96 million in the quarter, a record for us.',
    ].join('\n');
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'Dana Whitfield': 'executive',
      'Lee Okafor': 'executive',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parseTranscript } from './parse-transcript';
import { REMARKS, rolesOf } from '../testing/speaker-roles';

describe('names written with a familiar name, a suffix or accents', () => {
  it('reads list entries and dash speaker lines that carry them', () => {
    const text = [
      'Call participants:',
      'Álvaro Núñez, Jr. -- Chief Executive Officer',
      'Robert "Bob" Lindqvist -- Chief Financial Officer',
      'Dana (Dee) Park -- Crescent Bank -- Analyst',
      'Sam Porter -- Atlas Securities -- Analyst',
      '',
      'Prepared Remarks:',
      'Operator',
      'Welcome to the Example Corp second quarter call.',
      'Álvaro Núñez, Jr. -- Chief Executive Officer',
      REMARKS,
      'Robert "Bob" Lindqvist -- Chief Financial Officer',
      'Cash from operations was $96 million, a record for the quarter.',
      'Questions and Answers:',
      'Operator',
      'Our first question comes from Dee Park with Crescent Bank.',
      'Dana (Dee) Park -- Crescent Bank -- Analyst',
      'How should we think about pricing into next year?',
      'Álvaro Núñez, Jr. -- Chief Executive Officer',
      'We expect pricing to hold as contracts renew.',
      'Operator',
      'Our next question comes from Sam Porter with Atlas Securities.',
      'Sam Porter -- Atlas Securities -- Analyst',
      'And what about freight costs for the rest of the year?',
    ].join('\n');
    const transcript = parseTranscript(text);
    expect(transcript.participants.map((p) => [p.name, p.role])).toEqual([
      ['Álvaro Núñez, Jr.', 'executive'],
      ['Robert "Bob" Lindqvist', 'executive'],
      ['Dana (Dee) Park', 'analyst'],
      ['Sam Porter', 'analyst'],
      ['Operator', 'operator'],
    ]);
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'Álvaro Núñez, Jr.': 'executive',
      'Robert "Bob" Lindqvist': 'executive',
      'Dana (Dee) Park': 'analyst',
      'Sam Porter': 'analyst',
    });
  });

  it('matches a speaker line to the list entry that spells the name another way', () => {
    const text = [
      'Call participants:',
      'Dana Whitfield -- Chief Executive Officer',
      'Robert (Bob) Lindqvist -- Crescent Bank',
      '',
      'Prepared Remarks:',
      'Operator',
      'Welcome to the Example Corp second quarter call.',
      'Dana Whitfield -- Chief Executive Officer',
      REMARKS,
      'Questions and Answers:',
      'Operator',
      'Our first question comes from Bob Lindqvist with Crescent Bank.',
      'Bob Lindqvist -- Crescent Bank',
      'How should we think about pricing into next year?',
      'Dana Whitfield -- Chief Executive Officer',
      'We expect pricing to hold as contracts renew.',
    ].join('\n');
    const transcript = parseTranscript(text);
    expect(rolesOf(text)['Bob Lindqvist']).toBe('analyst');
    // One person, listed once, not once under each spelling.
    expect(transcript.participants.map((p) => p.name)).toEqual([
      'Dana Whitfield',
      'Robert (Bob) Lindqvist',
      'Operator',
    ]);
  });

  it('reads "Name: text" lines whose name carries a familiar name or a suffix', () => {
    const text = [
      'Operator: Good morning and welcome to the Example Corp second quarter call.',
      `John Smith, Jr.: Thank you. ${REMARKS}`,
      'Robert (Bob) Lindqvist: Thanks, John. Cash from operations was $96 million, a record.',
      'Operator: Our first question comes from Sam Porter with Crescent Bank.',
      'Sam Porter: Good morning. How should we think about pricing into next year?',
      'José Núñez: We expect pricing to hold as contracts renew.',
    ].join('\n');
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'John Smith, Jr.': 'executive',
      'Robert (Bob) Lindqvist': 'executive',
      'Sam Porter': 'analyst',
      'José Núñez': 'executive',
    });
  });

  it('reads names in capitals with a suffix on their own line', () => {
    const text = [
      'Operator',
      'Good morning and welcome to the Example Corp second quarter earnings call.',
      'H. ERIC BOLTON JR.',
      REMARKS,
      'John Smith, Jr.',
      'Thank you, Eric. Cash from operations was $96 million in the quarter, a record for us.',
      'Operator',
      'Our first question comes from Sam Patel with Crescent Bank.',
      'Sam Patel',
      'Good morning. Could you talk about what drove the margin improvement this quarter?',
      'H. ERIC BOLTON JR.',
      'Mostly pricing, and some help from lower freight costs in the second half of the quarter.',
    ].join('\n');
    expect(parseTranscript(text).layout).toBe('speaker-line');
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'H. ERIC BOLTON JR.': 'executive',
      'John Smith, Jr.': 'executive',
      'Sam Patel': 'analyst',
    });
  });
});

describe('speakers the transcript could not name', () => {
  it('takes an "Unidentified Analyst" for an analyst wherever they speak', () => {
    const text = [
      'Operator: Good morning and welcome to the Example Corp second quarter call.',
      `Dana Whitfield: Thank you. ${REMARKS}`,
      'Operator: We will now take questions.',
      'Dana Whitfield: Before the first question, one more word on the outlook for the year.',
      'Unidentified Analyst: Could you say more about pricing into next year?',
      'Dana Whitfield: We expect pricing to hold as contracts renew.',
    ].join('\n');
    expect(rolesOf(text)['Unidentified Analyst']).toBe('analyst');
  });

  it('reads "Unknown speaker" on its own line as a label, and the floor makes it an analyst', () => {
    const text = [
      'Operator',
      'Good morning and welcome to the Example Corp second quarter earnings call.',
      'Dana Whitfield',
      REMARKS,
      'Operator',
      'Our first question comes from Sam Patel with Crescent Bank.',
      'Unknown speaker',
      'Good morning. Could you talk about what drove the margin improvement this quarter?',
      'Dana Whitfield',
      'Mostly pricing, and some help from lower freight costs in the second half of the quarter.',
    ].join('\n');
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'Dana Whitfield': 'executive',
      'Unknown speaker': 'analyst',
    });
  });
});

describe('analysts labelled by first name alone on their own line', () => {
  it('reads the first name of the person the operator introduced in a longer form', () => {
    const text = [
      'Operator',
      'Good morning and welcome to the Example Corp second quarter earnings call.',
      'Dana Whitfield',
      REMARKS,
      'Operator',
      'Our first question comes from Doug Harter with Crescent Bank.',
      'Douglas',
      'Thanks. Can you talk about liquidity and what a normal level looks like from here?',
      'Dana Whitfield',
      'We expect to run with less cash as the year goes on and the economy recovers.',
    ].join('\n');
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'Dana Whitfield': 'executive',
      Douglas: 'analyst',
    });
  });

  it('reads a first name that stands alone twice and that management speaks to', () => {
    const text = [
      'Operator',
      'Good morning and welcome to the Example Corp second quarter earnings call.',
      'Dana Whitfield',
      REMARKS,
      'Operator',
      'Our next question comes from the Atlas Securities line.',
      'Dana Whitfield',
      'Hey, good morning, Jason.',
      'Jason',
      'Good morning, thanks for slotting me in. I want to focus on pricing in tissue.',
      'Dana Whitfield',
      'Pricing held through the quarter and into the summer months.',
      'Jason',
      'So there are other ways to recover cost, they will just take time to show?',
      'Dana Whitfield',
      'That is right, they will take a few quarters to come through.',
    ].join('\n');
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'Dana Whitfield': 'executive',
      Jason: 'analyst',
    });
  });
});

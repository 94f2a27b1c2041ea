import { describe, expect, it } from 'vitest';
import { parseTranscript } from './parse-transcript';
import { rolesOf } from '../testing/speaker-roles';

const REMARKS = [
  'Thank you for joining us today. Revenue for the quarter was $412 million, up 8% from a year ago.',
  'Operating margin widened by 120 basis points on better pricing and lower freight costs.',
  'We are raising our full-year outlook for earnings per share to a range of $3.10 to $3.20.',
].join(' ');

describe('speakers named in a participants list', () => {
  it('keeps an analyst listed by first name only, in the list and on speaker lines', () => {
    const text = [
      'Call participants:',
      'Dana Whitfield -- Chief Executive Officer',
      'Rick -- Analyst',
      'Eddie--Cowen and Company -- Analyst',
      'Priya Raman--Atlas Securities -- Analyst',
      '',
      'Prepared Remarks:',
      'Operator',
      'Welcome to the Example Corp second quarter call.',
      'Dana Whitfield -- Chief Executive Officer',
      REMARKS,
      'Questions and Answers:',
      'Operator',
      'Our first question comes from Rick.',
      'Rick -- Analyst',
      'How should we think about pricing into next year?',
      'Dana Whitfield -- Chief Executive Officer',
      'We expect pricing to hold as contracts renew.',
      'Eddie -- Cowen and Company -- Analyst',
      'And what about freight costs for the rest of the year?',
      'Dana Whitfield -- Chief Executive Officer',
      'They should stay near where they are today.',
      'Priya Raman -- Atlas Securities -- Analyst',
      'Thanks. One more on the outlook, please.',
    ].join('\n');
    const transcript = parseTranscript(text);
    const listed = transcript.participants.filter((p) => p.role !== 'operator');
    expect(listed.map((p) => [p.name, p.role])).toEqual([
      ['Dana Whitfield', 'executive'],
      ['Rick', 'analyst'],
      ['Eddie', 'analyst'],
      ['Priya Raman', 'analyst'],
    ]);
    expect(rolesOf(text)).toEqual({
      Operator: 'operator',
      'Dana Whitfield': 'executive',
      Rick: 'analyst',
      Eddie: 'analyst',
      'Priya Raman': 'analyst',
    });
  });

  it('keeps a listed officer an executive when the operator hands the call to them', () => {
    const text = [
      'Call participants:',
      'Dana Whitfield--Chief Executive Officer',
      'Jeff Dyke--President and Director',
      'Priya Raman--Atlas Securities -- Analyst',
      '',
      'Prepared Remarks:',
      'Operator',
      'Welcome to the call. I will now go to Dana Whitfield.',
      'Dana Whitfield -- Chief Executive Officer',
      REMARKS,
      'Questions and Answers:',
      'Operator',
      'Our first question comes from Priya Raman with Atlas Securities.',
      'Priya Raman -- Atlas Securities -- Analyst',
      'Could you talk about the stores?',
      'Operator',
      'We will go to Jeff Dyke to answer that one.',
      'Jeff Dyke -- President and Director',
      'Store traffic rose through the quarter and stayed strong into April.',
    ].join('\n');
    expect(rolesOf(text)['Jeff Dyke']).toBe('executive');
  });

  it('reads a name ending in "Jr." on its own line as a speaker', () => {
    const text = [
      'Operator',
      'Good morning and welcome to the Example Corp second quarter earnings call.',
      'Jerry Gahlhoff Jr.',
      REMARKS,
      'Kenneth Krause',
      'Thank you, Jerry. Cash from operations was $96 million in the quarter, a record for us.',
      'Operator',
      'Our first question comes from Sam Patel with Crescent Bank.',
      'Sam Patel',
      'Good morning. Could you talk about what drove the margin improvement this quarter?',
      'Jerry Gahlhoff Jr.',
      'Mostly pricing, and some help from lower freight costs in the second half of the quarter.',
    ].join('\n');
    const transcript = parseTranscript(text);
    expect(transcript.layout).toBe('speaker-line');
    expect(rolesOf(text)).toMatchObject({
      'Jerry Gahlhoff Jr.': 'executive',
      'Sam Patel': 'analyst',
    });
  });
  it('takes a listed title that ends in "Analyst" for an analyst, with the firm before it', () => {
    const text = [
      'Call participants:',
      'Dana Whitfield -- Chief Executive Officer',
      'Priya Raman -- Atlas Securities -- Managing Director, Senior Research Analyst',
      'Sam Porter -- Crescent Bank -- Director-Senior Analyst',
      '',
      'Prepared Remarks:',
      'Operator',
      'Welcome to the Example Corp second quarter call.',
      'Dana Whitfield -- Chief Executive Officer',
      REMARKS,
      'Questions and Answers:',
      'Operator',
      'Our first question comes from Priya Raman.',
      'Priya Raman -- Atlas Securities -- Managing Director, Senior Research Analyst',
      'How should we think about pricing into next year?',
      'Dana Whitfield -- Chief Executive Officer',
      'We expect pricing to hold as contracts renew.',
      'Sam Porter -- Crescent Bank -- Director-Senior Analyst',
      'And what about freight costs for the rest of the year?',
    ].join('\n');
    const listed = parseTranscript(text).participants.filter((p) => p.role !== 'operator');
    expect(listed.map((p) => [p.name, p.role, p.firm])).toEqual([
      ['Dana Whitfield', 'executive', null],
      ['Priya Raman', 'analyst', 'Atlas Securities'],
      ['Sam Porter', 'analyst', 'Crescent Bank'],
    ]);
  });

  it('reads a first name with a firm and a misspelt analyst title as list entries', () => {
    const text = [
      'Call participants:',
      'Dana Whitfield -- Chief Executive Officer',
      'Danielle -- Crescent Bank',
      'George Stavros -- Atlas Securities -- Anlayst',
      'Priya Raman -- Vertical Research -- Equity Research Associate',
      '',
      'Prepared Remarks:',
      'Operator',
      'Welcome to the Example Corp second quarter call.',
      'Dana Whitfield -- Chief Executive Officer',
      REMARKS,
    ].join('\n');
    const listed = parseTranscript(text).participants.filter((p) => p.role !== 'operator');
    // Danielle's role waits for the call to say it; the entries after hers are read all the same.
    expect(listed.map((p) => p.name)).toEqual([
      'Dana Whitfield',
      'Danielle',
      'George Stavros',
      'Priya Raman',
    ]);
    expect(listed.slice(2).map((p) => [p.role, p.firm])).toEqual([
      ['analyst', 'Atlas Securities'],
      ['analyst', 'Vertical Research'],
    ]);
  });
});

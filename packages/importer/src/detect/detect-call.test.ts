import { describe, expect, it } from 'vitest';
import { FIXTURE_CALL } from '../../test/fixture-call';
import { ImportFileError } from '../errors';
import { readDocument } from '../read/read-document';
import { callText } from '../render/call-blocks';
import { renderCall } from '../render/render-call';
import { findDate } from './call-date';
import { detectCompany } from './company';
import { detectCall } from './detect-call';
import { detectPeriod, periodInSentence } from './period';

function codeOf(run: () => unknown): string | null {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFileError) return error.code;
    throw error;
  }
  return null;
}

describe('detectCall', () => {
  it('finds the company, period, date, speakers and the Q&A start of a call', () => {
    const text = callText(
      {
        ...FIXTURE_CALL,
        companyName: 'Harborline Logistics',
        ticker: 'HBLX',
        callDate: 'July 30, 2024',
      },
      'dash',
    ).replace('Harborline Logistics (HBLX)', 'Harborline Logistics (NYSE: HBLX)');
    const { detected, transcript } = detectCall(text, { fileName: 'hblx.txt' });
    expect(detected.ticker).toBe('HBLX');
    expect(detected.companyName).toBe('Harborline Logistics');
    expect([detected.quarter, detected.year]).toEqual([2, 2024]);
    expect(detected.callDate).toBe('2024-07-30');
    expect(detected.qaStartSentence).not.toBeNull();
    expect(transcript.sentences[detected.qaStartSentence ?? -1]?.text).toBe('Thank you.');
    expect(detected.qaStartReason).not.toBe('none');
    const roles = Object.fromEntries(
      detected.speakers.map((speaker) => [speaker.name, speaker.role]),
    );
    expect(roles).toMatchObject({
      Operator: 'operator',
      'Marcus Bell': 'executive',
      'Priya Raman': 'executive',
      'Leo Grant': 'analyst',
      'Hannah Cole': 'analyst',
    });
    const leo = detected.speakers.find((speaker) => speaker.name === 'Leo Grant');
    expect(leo?.firm).toBe('Castle Ridge Securities');
    expect(detected.uncertain).toEqual([]);
  });

  it('reads the company from the operator’s welcome when no ticker is given', () => {
    const { detected } = detectCall(callText(FIXTURE_CALL, 'colon'));
    expect(detected.ticker).toBeNull();
    expect(detected.companyName).toBe('Harborline Logistics');
    expect([detected.quarter, detected.year]).toEqual([2, 2024]);
    expect(detected.callDate).toBeNull();
  });

  it('lets hints override what is detected', () => {
    const { detected } = detectCall(callText(FIXTURE_CALL, 'colon'), {
      hints: { ticker: 'HBL', quarter: 3, year: 2023, callDate: '2023-11-02' },
    });
    expect(detected).toMatchObject({
      ticker: 'HBL',
      quarter: 3,
      year: 2023,
      callDate: '2023-11-02',
    });
    expect(detected.uncertain).not.toContain('quarter');
  });

  it('marks the period uncertain when the call never states it', () => {
    const call = structuredClone(FIXTURE_CALL);
    call.prepared_remarks[0] = {
      speaker: 'Operator',
      speech: 'Good morning, and welcome to the call.',
    };
    const second = call.prepared_remarks[1];
    if (second) second.speech = second.speech.replace('for the second quarter of 2024', 'today');
    const { detected } = detectCall(callText(call, 'dash'));
    expect(detected.uncertain).toEqual(expect.arrayContaining(['quarter', 'year']));
  });

  it('works on text read back from PDF and Word files', async () => {
    for (const format of ['pdf', 'docx'] as const) {
      const bytes = await renderCall(FIXTURE_CALL, { layout: 'colon', format });
      const { text } = await readDocument({ bytes, fileName: `call.${format}` });
      const { detected } = detectCall(text);
      expect([detected.quarter, detected.year]).toEqual([2, 2024]);
      expect(detected.speakers.map((speaker) => speaker.name)).toContain('Priya Raman');
    }
  });

  it('answers NOT_A_TRANSCRIPT for short text and for prose with no call in it', () => {
    expect(codeOf(() => detectCall('Hello there, this is a short note.'))).toBe('NOT_A_TRANSCRIPT');
    const recipe =
      'Mix the flour with the butter and then fold in the sugar until it is smooth and pale. '.repeat(
        20,
      );
    expect(codeOf(() => detectCall(recipe))).toBe('NOT_A_TRANSCRIPT');
  });

  it('answers UNSUPPORTED_LANGUAGE for a call in another language', () => {
    const german =
      'Operator: Guten Morgen und willkommen zur Telefonkonferenz über die Ergebnisse des zweiten Quartals. ' +
      'Markus Bell: Vielen Dank. Wir hatten ein starkes Quartal, der Umsatz stieg um zwölf Prozent auf vierhundert Millionen Euro, ' +
      'und die Marge verbesserte sich deutlich gegenüber dem Vorjahr. Wir erhöhen unsere Prognose für das Gesamtjahr.\n';
    expect(codeOf(() => detectCall(german.repeat(5), { fileName: 'de.txt' }))).toBe(
      'UNSUPPORTED_LANGUAGE',
    );
  });

  it('answers TOO_LONG and EMPTY_FILE', () => {
    expect(codeOf(() => detectCall('a'.repeat(2_000_001)))).toBe('TOO_LONG');
    expect(codeOf(() => detectCall('  \n '))).toBe('EMPTY_FILE');
  });
});

describe('period and date detection', () => {
  it('reads the period in the ways calls state it', () => {
    const cases: Array<[string, number, number | null]> = [
      ['Welcome to the ABM Industries first quarter 2021 earnings call.', 1, 2021],
      ['Thank you for joining our fourth quarter and full year 2020 earnings call.', 4, 2020],
      ['Welcome to the Fiscal 2021 third-quarter results call.', 3, 2021],
      ['ABM Industries (ABM) Q1 2021 Earnings Call Transcript', 1, 2021],
      ['Today we review Q4 FY21 and our first fiscal quarter outlook.', 4, 2021],
      [
        'Welcome to Lazard’s earnings call for the third quarter and first nine months of 2021.',
        3,
        2021,
      ],
      ['Our second quarter results were strong.', 2, null],
    ];
    for (const [sentence, quarter, year] of cases) {
      expect(periodInSentence(sentence), sentence).toMatchObject({ quarter, year });
    }
  });

  it('prefers the period the opening states over comparisons', () => {
    const guess = detectPeriod(
      [],
      [
        'Good morning and welcome to our second quarter earnings call.',
        'Revenue rose 10% versus the second quarter of 2020.',
        'Compared with the first quarter of 2021, margins improved.',
      ],
    );
    expect(guess).toEqual({ quarter: 2, year: 2021, confident: true });
  });

  it('reads dates in header lines', () => {
    expect(findDate('January 28, 2021 8:30 a.m. ET')).toBe('2021-01-28');
    expect(findDate('Call date: 28 Jan 2021')).toBe('2021-01-28');
    expect(findDate('2021-01-28')).toBe('2021-01-28');
    expect(findDate('February 30, 2021')).toBeNull();
    expect(findDate('Q1 2021 results')).toBeNull();
  });

  it('finds tickers and names in title lines', () => {
    expect(detectCompany(['ABM Industries (ABM) Q1 2021 Earnings Call Transcript'], [])).toEqual({
      ticker: 'ABM',
      companyName: 'ABM Industries',
    });
    expect(detectCompany(['Acme Widgets, Inc. (NASDAQ: ACMW)'], [])).toEqual({
      ticker: 'ACMW',
      companyName: 'Acme Widgets, Inc.',
    });
    expect(
      detectCompany([], ['Welcome to Aflac Incorporated’s First Quarter Earnings Call.']),
    ).toEqual({
      ticker: null,
      companyName: 'Aflac Incorporated',
    });
  });
});

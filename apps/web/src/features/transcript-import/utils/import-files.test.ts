import { IMPORT_MAX_BYTES } from '@clearcall/contracts';
import { describe, expect, it } from 'vitest';
import { importJob } from '../testing/jobs';
import { describeJob, describeQaReason, refuseFile } from './import-files';
import { buildPublishBody, initialReviewValues, uncertainFields } from './review-form';

describe('refuseFile', () => {
  it.each([
    ['call.pdf', 1000, null],
    ['CALL.DOCX', 1000, null],
    [
      'call.pdf',
      IMPORT_MAX_BYTES + 1,
      'call.pdf is larger than 20 MB, the most one import can read.',
    ],
    ['call.txt', 0, 'call.txt is empty.'],
    [
      'call.exe',
      1000,
      'call.exe is not a file the import reads: use .txt .md .html .htm .pdf .docx .json.',
    ],
    [
      'README',
      1000,
      'README is not a file the import reads: use .txt .md .html .htm .pdf .docx .json.',
    ],
  ])('%s of %i bytes -> %s', (name, size, expected) => {
    expect(refuseFile({ name, size })).toBe(expected);
  });
});

describe('describeQaReason', () => {
  it('names the heading when there is one', () => {
    expect(describeQaReason('heading', 'Questions and Answers')).toBe(
      "Found from the heading 'Questions and Answers'",
    );
    expect(describeQaReason('first analyst question')).toBe(
      "Found at the first analyst's question",
    );
  });
});

describe('describeJob', () => {
  it('names the call and the file, or only what is known', () => {
    expect(describeJob(importJob())).toBe('ACME Q3 2026 · acme-q3.pdf');
    expect(describeJob({ fileName: null, detected: null })).toBe('Pasted text');
  });
});

describe('buildPublishBody', () => {
  it('names every field that stops a publish', () => {
    const job = importJob({ duplicateOf: 'story-1' });
    const values = {
      ...initialReviewValues(null),
      speakers: [{ name: ' ', role: 'analyst' as const, title: null, firm: null }],
      year: '26',
      callDate: '28/10/2026',
    };
    expect(buildPublishBody(values, job)).toEqual({
      errors: {
        companyId: 'Choose the company, or create it.',
        quarter: 'Choose the quarter, 1 to 4.',
        year: 'Give the fiscal year, such as 2024.',
        callDate: 'Give the call date as YYYY-MM-DD.',
        qaStartSentence: 'Choose the sentence where the Q&A begins.',
        speakers: 'Speaker 1 needs a name.',
        replace: 'This call is already published. Tick "Replace the published call" to replace it.',
      },
    });
  });

  it('maps the fields the importer was unsure of onto the form', () => {
    const detected = {
      ...importJob().detected!,
      uncertain: ['ticker', 'period', 'speakers[2].role'],
    };
    expect([...uncertainFields(detected)].sort()).toEqual([
      'companyId',
      'quarter',
      'speakers',
      'year',
    ]);
  });
});

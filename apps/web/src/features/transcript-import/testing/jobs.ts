import type { ImportJob } from '@clearcall/contracts';

export const JOB_ID = '5a4f3e2d-1c0b-4a9e-8d7c-6b5a4f3e2d1c';
export const COMPANY_ID = '0b5f1f7e-3c1a-4d2b-9e8f-7a6b5c4d3e21';
export const PUBLISHED_STORY_ID = '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

/** An import job as the server reports it, waiting for review unless told otherwise. */
export function importJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    jobId: JOB_ID,
    status: 'needs-review',
    progress: 1,
    fileName: 'acme-q3.pdf',
    format: 'pdf',
    detected: {
      ticker: 'ACME',
      companyName: 'Acme Corporation',
      companyId: COMPANY_ID,
      quarter: 3,
      year: 2026,
      callDate: '2026-10-28',
      qaStartSentence: 2,
      qaStartReason: 'operator hand-over',
      speakers: [
        { name: 'Jane Doe', role: 'executive', title: 'Chief Executive Officer', firm: null },
        { name: 'Omar Osei', role: 'unknown', title: null, firm: null },
      ],
      uncertain: ['quarter'],
    },
    preview: [
      { index: 0, text: 'Good morning and welcome.', speaker: 'Operator', role: 'operator' },
      {
        index: 1,
        text: 'Revenue grew 3.5% to $1.2 billion.',
        speaker: 'Jane Doe',
        role: 'executive',
      },
      {
        index: 2,
        text: 'We will now begin the question-and-answer session.',
        speaker: 'Operator',
        role: 'operator',
      },
      {
        index: 3,
        text: 'Thanks for taking my question on margins.',
        speaker: 'Omar Osei',
        role: 'unknown',
      },
    ],
    warnings: [],
    createdAt: '2026-11-29T15:00:00.000Z',
    updatedAt: '2026-11-29T15:01:00.000Z',
    ...overrides,
  };
}

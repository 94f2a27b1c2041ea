import type {
  Analysis,
  AnalysisCompany,
  AnalysisCompanyOption,
  ConversationMessage,
} from '@clearcall/contracts';

let sequence = 0;

function guid(prefix: string, index: number): string {
  return `${prefix}-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

/** An analysis as the detail call returns it; the list returns the same without conversations. */
export function buildAnalysis(overrides: Partial<Analysis> = {}): Analysis {
  sequence += 1;
  return {
    _id: guid('a0000000', sequence),
    name: `Analysis${sequence}`,
    status: true,
    updatedAt: new Date(Date.UTC(2026, 0, 1, 12) + sequence * 60_000).toISOString(),
    companyList: [],
    metadata: {
      contextualData: null,
      filters: { companyIds: [], years: [], quarters: [], template: null },
    },
    conversations: [],
    ...overrides,
  };
}

export const ACME: AnalysisCompanyOption = {
  _id: guid('c0000000', 1),
  companyName: 'Acme Robotics',
  awsImageUrl: '/api/logos/ACME.svg',
  years: [
    { year: 2024, quarters: [1, 2] },
    { year: 2023, quarters: [3, 4] },
  ],
};

export const GLOBEX: AnalysisCompanyOption = {
  _id: guid('c0000000', 2),
  companyName: 'Globex',
  awsImageUrl: '/api/logos/GBX.svg',
  years: [{ year: 2024, quarters: [1, 2, 3] }],
};

/** A company as an analysis card lists it. */
export function buildAnalysisCompany(index: number): AnalysisCompany {
  return {
    companyId: guid('c1000000', index),
    companyName: `Company ${index}`,
    awsImageUrl: '',
  };
}

/** A message of a conversation. */
export function buildMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  sequence += 1;
  return {
    _id: guid('m0000000', sequence),
    role: 'system',
    message: 'A reply.',
    sources: [],
    createdAt: new Date(Date.UTC(2026, 0, 1, 12)).toISOString(),
    ...overrides,
  };
}

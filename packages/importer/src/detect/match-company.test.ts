import { describe, expect, it } from 'vitest';
import { matchCompany, normalizeCompanyName, type CompanyCandidate } from './match-company';

const companies: CompanyCandidate[] = [
  { id: 'abm', name: 'ABM Industries Incorporated', symbol: 'ABM', aliases: [] },
  { id: 'brk', name: 'Berkshire Hathaway Inc.', symbol: 'BRK.B', aliases: ['BRK.A', 'Berkshire'] },
  { id: 'ms', name: 'Microsoft Corporation', symbol: 'MSFT', aliases: [] },
  { id: 'mst', name: 'MicroStrategy Incorporated', symbol: 'MSTR', aliases: [] },
];

describe('matchCompany', () => {
  it('matches a ticker by symbol or alias, whatever its case', () => {
    expect(matchCompany({ ticker: 'abm', companyName: null }, companies)).toEqual({
      companyId: 'abm',
      confident: true,
    });
    expect(matchCompany({ ticker: 'BRK.A', companyName: null }, companies)).toEqual({
      companyId: 'brk',
      confident: true,
    });
  });

  it('matches names across Inc., Incorporated and Corporation', () => {
    expect(matchCompany({ ticker: null, companyName: 'ABM Industries Inc.' }, companies)).toEqual({
      companyId: 'abm',
      confident: true,
    });
    expect(matchCompany({ ticker: null, companyName: 'Microsoft Corp' }, companies)).toEqual({
      companyId: 'ms',
      confident: true,
    });
    expect(matchCompany({ ticker: null, companyName: 'Berkshire' }, companies)).toEqual({
      companyId: 'brk',
      confident: true,
    });
  });

  it('guesses, without confidence, a name that only starts like a company', () => {
    expect(
      matchCompany({ ticker: null, companyName: 'ABM Industries Facility Services' }, companies),
    ).toEqual({
      companyId: 'abm',
      confident: false,
    });
  });

  it('answers null when nothing matches, and falls back to the name for an unknown ticker', () => {
    expect(matchCompany({ ticker: 'ZZZ', companyName: 'Unknown Company' }, companies)).toBeNull();
    expect(matchCompany({ ticker: 'ZZZ', companyName: 'Microsoft' }, companies)).toEqual({
      companyId: 'ms',
      confident: true,
    });
    expect(matchCompany({ ticker: null, companyName: null }, companies)).toBeNull();
  });

  it('normalizes names', () => {
    expect(normalizeCompanyName('The Procter & Gamble Company')).toBe('procter and gamble');
    expect(normalizeCompanyName('Aflac Incorporated’s')).toBe('aflac');
  });
});

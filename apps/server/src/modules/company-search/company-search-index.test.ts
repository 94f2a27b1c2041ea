import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SearchableCompany } from './company-search.repository';
import { CompanySearchIndex } from './company-search-index';

function company(name: string, symbol: string, aliases: string[] = []): SearchableCompany {
  return { id: randomUUID(), name, symbol, logoUrl: null, aliases };
}

const index = new CompanySearchIndex([
  company('Northwind Traders', 'NWT'),
  company('Acme Robotics', 'ACME'),
  company('The Acme Group', 'TAG'),
  company('acme lowercase', 'ALC'),
  company('Bravo  Acme', 'BRV'),
  company('Zenith Bank', 'ACMEZ'),
  company('Quill Media Holdings', 'QMH', ['QMHA', 'QMHB']),
]);

const names = (text: string, limit = 10) => index.search(text, limit).map((hit) => hit.name);

describe('CompanySearchIndex', () => {
  it('lists name prefixes first (alphabetical, any case), then symbols, then names containing it', () => {
    expect(names('acme')).toEqual([
      'acme lowercase',
      'Acme Robotics',
      'Zenith Bank',
      'Bravo  Acme',
      'The Acme Group',
    ]);
  });

  it('finds a company by another of its tickers', () => {
    expect(names('qmhb')).toEqual(['Quill Media Holdings']);
  });

  it('ignores surrounding and repeated white space', () => {
    expect(names('  bravo   acme ')).toEqual(['Bravo  Acme']);
  });

  it('lists each company once and stops at the limit', () => {
    expect(names('a', 3)).toHaveLength(3);
    expect(new Set(names('a')).size).toBe(names('a').length);
  });

  it('finds nothing for blank text or text nobody has', () => {
    expect(names('   ')).toEqual([]);
    expect(names('qqq')).toEqual([]);
  });
});

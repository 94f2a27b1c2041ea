import { INDUSTRY_IDS, industryForSicCode } from '@clearcall/contracts';
import { describe, expect, it } from 'vitest';
import {
  allocateIndustries,
  generateCompanies,
  selectTranscriptCompanies,
  slugify,
} from './companies';

describe('generateCompanies', () => {
  const companies = generateCompanies(1, 520);

  it('makes the requested number of sample companies over all ten industries', () => {
    expect(companies).toHaveLength(520);
    const perIndustry = new Map<string, number>();
    for (const company of companies) {
      perIndustry.set(company.row.industryId, (perIndustry.get(company.row.industryId) ?? 0) + 1);
    }
    expect([...perIndustry.keys()].sort()).toEqual([...INDUSTRY_IDS].sort());
    expect(perIndustry.get('J')).toBeGreaterThanOrEqual(10);
    // Manufacturing, services and finance are the largest groups, public administration the smallest.
    const sorted = [...perIndustry.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    expect(sorted.slice(0, 3).sort()).toEqual(['D', 'H', 'I']);
    expect(sorted[sorted.length - 1]).toBe('J');
  });

  it('gives every company a SIC code of its own industry', () => {
    for (const company of companies) {
      const { sicCode, industryId } = company.row;
      expect(sicCode).toEqual(expect.any(Number));
      expect(industryForSicCode(sicCode ?? 0)?.id).toBe(industryId);
    }
  });

  it('uses unique names, unique 2-5 letter symbols and example-domain links', () => {
    expect(new Set(companies.map((company) => company.row.name.toLowerCase())).size).toBe(520);
    expect(new Set(companies.map((company) => company.row.symbol)).size).toBe(520);
    for (const { row, slug } of companies) {
      expect(row.symbol).toMatch(/^[A-Z]{2,5}$/);
      expect(row.isSample).toBe(true);
      expect(row.description).toContain('is a fictional sample company');
      expect(row.website).toBe(`https://${slug}.example`);
      expect(row.logoUrl).toMatch(new RegExp(`^/api/logos/${row.symbol}(-WHITE)?\\.svg$`));
      for (const link of Object.values(row.social ?? {}))
        expect(link).toMatch(/^https:\/\/[a-z]+\.example\//);
    }
  });

  it('writes descriptions of two to four sentences', () => {
    for (const { row } of companies) {
      const sentences = (row.description ?? '').split(/(?<=\.)\s+(?=[A-Z])/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
  });

  it('draws about 15% of logos as white variants', () => {
    const white = companies.filter((company) => company.row.logoUrl?.includes('-WHITE')).length;
    expect(white / companies.length).toBeGreaterThan(0.1);
    expect(white / companies.length).toBeLessThan(0.2);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateCompanies(1, 520).map((company) => company.row)).toEqual(
      companies.map((company) => company.row),
    );
    expect(generateCompanies(2, 520).map((company) => company.row.name)).not.toEqual(
      companies.map((company) => company.row.name),
    );
  });

  it('covers every industry even with only ten companies, and scales to thousands', () => {
    const few = generateCompanies(3, 10);
    expect(new Set(few.map((company) => company.row.industryId)).size).toBe(10);
    const many = generateCompanies(3, 5000);
    expect(new Set(many.map((company) => company.row.symbol)).size).toBe(5000);
  });
});

describe('allocateIndustries', () => {
  it('adds up to the total', () => {
    for (const total of [10, 37, 520, 5000]) {
      const sum = [...allocateIndustries(total).values()].reduce((a, b) => a + b, 0);
      expect(sum).toBe(total);
    }
  });
});

describe('selectTranscriptCompanies', () => {
  it('includes every industry first and keeps the requested count', () => {
    const companies = generateCompanies(1, 520);
    const chosen = selectTranscriptCompanies(companies, 120);
    expect(chosen).toHaveLength(120);
    expect(new Set(chosen.map((company) => company.row.industryId)).size).toBe(10);
  });
});

describe('slugify', () => {
  it('makes URL-safe names', () => {
    expect(slugify('Halsted & Crane Co.')).toBe('halsted-and-crane-co');
  });
});

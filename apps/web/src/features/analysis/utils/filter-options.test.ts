import { describe, expect, it } from 'vitest';
import { ACME, GLOBEX } from '../testing/build-analysis';
import { getQuarterOptions, getYearOptions } from './filter-options';

const companies = [ACME, GLOBEX];

describe('filter options', () => {
  it('lists the years of the chosen companies, newest first, or of all before a choice', () => {
    expect(getYearOptions(companies, [])).toEqual([2024, 2023]);
    expect(getYearOptions(companies, [GLOBEX._id])).toEqual([2024]);
  });

  it('narrows the quarters to the chosen years, Q4 first', () => {
    expect(getQuarterOptions(companies, [ACME._id], [2023])).toEqual([4, 3]);
    expect(getQuarterOptions(companies, [ACME._id], [2024])).toEqual([2, 1]);
    expect(getQuarterOptions(companies, [ACME._id, GLOBEX._id], [2024])).toEqual([3, 2, 1]);
    expect(getQuarterOptions(companies, [ACME._id], [])).toEqual([4, 3, 2, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildAnalysis } from '../testing/build-analysis';
import { getNewAnalysisName, listAnalyses } from './list-analyses';

const older = buildAnalysis({ name: 'beta', updatedAt: '2025-01-01T00:00:00.000Z' });
const newer = buildAnalysis({ name: 'Alpha 10', updatedAt: '2025-06-01T00:00:00.000Z' });
const middle = buildAnalysis({ name: 'Alpha 9', updatedAt: '2025-03-01T00:00:00.000Z' });
const all = [older, newer, middle];

const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('listAnalyses', () => {
  it('sorts by name in either direction, ignoring case and reading numbers as numbers', () => {
    expect(names(listAnalyses(all, '', 'az'))).toEqual(['Alpha 9', 'Alpha 10', 'beta']);
    expect(names(listAnalyses(all, '', 'za'))).toEqual(['beta', 'Alpha 10', 'Alpha 9']);
  });

  it('sorts by the last update, newest or oldest first', () => {
    expect(names(listAnalyses(all, '', 'newest'))).toEqual(['Alpha 10', 'Alpha 9', 'beta']);
    expect(names(listAnalyses(all, '', 'oldest'))).toEqual(['beta', 'Alpha 9', 'Alpha 10']);
  });

  it('keeps the names containing the search text, in any case, and leaves the input alone', () => {
    expect(names(listAnalyses(all, '  ALPHA ', 'az'))).toEqual(['Alpha 9', 'Alpha 10']);
    expect(listAnalyses(all, 'gamma', 'az')).toEqual([]);
    expect(names(all)).toEqual(['beta', 'Alpha 10', 'Alpha 9']);
  });
});

describe('getNewAnalysisName', () => {
  it("is 'Analysis' plus the open tabs plus one", () => {
    expect(getNewAnalysisName(0)).toBe('Analysis1');
    expect(getNewAnalysisName(4)).toBe('Analysis5');
  });
});

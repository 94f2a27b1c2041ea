import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/load-fixture';
import { buildCompanyInsights, summarizeBySource } from '../company/company-insights';
import { ANALYSIS_TEMPLATES, runTemplate, type TemplateInput } from './templates';

const inputs: TemplateInput[] = [
  {
    companyId: 'nw',
    companyName: 'Northwind',
    year: 2024,
    quarter: 3,
    text: loadFixture('demo-call.txt'),
  },
  {
    companyId: 'acme',
    companyName: 'Acme Foods',
    year: 2024,
    quarter: 2,
    text: loadFixture('colon-call.txt'),
  },
];

describe('runTemplate', () => {
  it('offers company and industry templates with descriptions', () => {
    expect(ANALYSIS_TEMPLATES.filter((t) => t.type === 'company').length).toBeGreaterThanOrEqual(6);
    expect(ANALYSIS_TEMPLATES.filter((t) => t.type === 'industry').length).toBeGreaterThanOrEqual(
      3,
    );
    expect(ANALYSIS_TEMPLATES.every((t) => t.description.length > 20)).toBe(true);
  });

  it('runs every template into a cited Markdown report', () => {
    for (const template of ANALYSIS_TEMPLATES) {
      const report = runTemplate(template.id, inputs);
      expect(report.startsWith(`## ${template.name}`)).toBe(true);
    }
    const guidance = runTemplate('guidance', inputs.slice(0, 1));
    expect(guidance).toContain('FY 2024 adjusted earnings per share: $4.60 to $4.75 [sentence 15]');
    expect(runTemplate('analyst-concerns', inputs.slice(0, 1))).toContain(
      '**Q:** How should we think about gross margin',
    );
  });

  it('rejects unknown templates and empty selections', () => {
    expect(() => runTemplate('nope', inputs)).toThrow('Unknown template "nope".');
    expect(() => runTemplate('guidance', [])).toThrow('Select at least one transcript.');
  });
});

describe('buildCompanyInsights', () => {
  const stories = [
    {
      id: 'a',
      source: 'transcript',
      year: 2024,
      quarter: 2,
      text: 'Demand for automation grew. Automation orders rose. Inflation remains a headwind.',
    },
    { id: 'b', source: 'transcript', year: 2024, quarter: 3, text: loadFixture('demo-call.txt') },
    {
      id: 'c',
      source: 'news',
      year: 2024,
      quarter: 3,
      text: 'Northwind opened a service center in Rotterdam. Analysts see strong demand for automation.',
    },
  ];

  it('grounds trends, SWOT and strategy in quoted sentences', () => {
    const insights = buildCompanyInsights(stories);
    expect(insights.trends.length).toBeGreaterThan(0);
    expect(insights.buzzIndex).toBeGreaterThanOrEqual(0);
    expect(insights.buzzIndex).toBeLessThanOrEqual(100);
    expect(insights.swot.threats.some((q) => /headwind/.test(q.text))).toBe(true);
    expect(insights.strategy.some((q) => /long-term strategy/.test(q.text))).toBe(true);
    expect(() => buildCompanyInsights([])).toThrow('At least one story is needed.');
  });

  it('summarizes one source at a time', () => {
    const bySource = summarizeBySource(stories);
    expect(bySource.map((s) => s.source)).toEqual(['transcript', 'news']);
    expect(bySource[1]?.storyIds).toEqual(['c']);
  });
});

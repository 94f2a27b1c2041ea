import type { CompanyFigures, FigurePoint } from '@clearcall/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { niceTicks, valueDomain } from '../utils/figure-chart';
import { FigureChartsSection, TOO_FEW_CALLS } from './figure-charts-section';

const COMPANY_ID = '33333333-3333-4333-8333-333333333333';
const STORY_ID = '44444444-4444-4444-8444-444444444444';

function point(fiscalPeriod: string, values: Partial<FigurePoint>): FigurePoint {
  return {
    fiscalPeriod,
    amount: null,
    low: null,
    high: null,
    storyId: STORY_ID,
    sentenceId: 2,
    ...values,
  };
}

function serve(figures: CompanyFigures) {
  mockApi([
    {
      method: 'GET',
      path: `/api/user/company-figures/${COMPANY_ID}`,
      respond: () => ({ body: { data: figures } }),
    },
  ]);
}

describe('the value axis', () => {
  it('covers the values with round steps', () => {
    expect(niceTicks(3.01e9, 3.3e9)).toEqual([3e9, 3.1e9, 3.2e9, 3.3e9]);
    expect(niceTicks(0.41, 1.84)).toEqual([0, 0.5, 1, 1.5, 2]);
  });

  it('does not blow a small move up to the chart’s full height', () => {
    const [low, high] = valueDomain([15.6, 15.8]);
    expect(high - low).toBeCloseTo(1.58);
    expect((low + high) / 2).toBeCloseTo(15.7);
    expect(valueDomain([1, 3])).toEqual([1, 3]);
  });
});

describe('FigureChartsSection', () => {
  it('says when the charts will appear while the company has fewer than two calls', async () => {
    serve({ calls: 1, series: [] });
    renderWithRouter(<FigureChartsSection companyId={COMPANY_ID} />);
    expect(await screen.findByText(TOO_FEW_CALLS)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws a chart per measure with its guidance and the numbers as a table', async () => {
    serve({
      calls: 2,
      series: [
        {
          metric: 'revenue',
          basis: 'gaap',
          unit: 'USD',
          results: [point('Q1 2026', { amount: 3.01e9 }), point('Q2 2026', { amount: 3.19e9 })],
          guidance: [point('Q2 2026', { low: 3.1e9, high: 3.3e9 })],
        },
        {
          metric: 'gross-margin',
          basis: 'gaap',
          unit: '%',
          results: [point('Q1 2026', { amount: 15.6 }), point('Q2 2026', { amount: 15.7 })],
          guidance: [],
        },
      ],
    });
    renderWithRouter(<FigureChartsSection companyId={COMPANY_ID} />);
    const revenue = await screen.findByRole('img', { name: /^Revenue from Q1 2026 to Q2 2026/ });
    expect(revenue).toHaveAccessibleName(
      'Revenue from Q1 2026 to Q2 2026; Q2 2026: Reported result $3.19B, Reported guidance $3.1B–$3.3B. The numbers follow as a table.',
    );
    expect(screen.getByRole('img', { name: /^Gross margin/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Earnings per share/ })).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Revenue by quarter' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Q1 2026Reported result$3.01B',
      'Q2 2026Reported result$3.19B',
      'Q2 2026Reported guidance$3.1B–$3.3B',
    ]);
  });

  it('says so when a measure has guidance but no checked result', async () => {
    serve({
      calls: 3,
      series: [
        {
          metric: 'revenue',
          basis: 'gaap',
          unit: 'USD',
          results: [],
          guidance: [point('Q2 2026', { low: 3.1e9, high: 3.3e9 })],
        },
      ],
    });
    renderWithRouter(<FigureChartsSection companyId={COMPANY_ID} />);
    expect(await screen.findByRole('img', { name: /^Revenue/ })).toBeInTheDocument();
    expect(screen.getByText(/^Guidance only/)).toBeInTheDocument();
  });
});

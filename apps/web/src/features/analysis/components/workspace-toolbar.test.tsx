import { ANALYSIS_SCOPE_LIMITS, type AnalysisCompanyOption } from '@clearcall/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/test-utils';
import { SCOPE_HINT, WorkspaceToolbar, type FilterSelection } from './workspace-toolbar';

/** A company with a call in every quarter of the given years. */
function companyWithCalls(index: number, years: number[]): AnalysisCompanyOption {
  return {
    _id: `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    companyName: `Company ${index}`,
    awsImageUrl: `/api/logos/C${index}.svg`,
    years: years.map((year) => ({ year, quarters: [4, 3, 2, 1] })),
  };
}

const TEN_YEARS = [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017];
// Ten years of four quarters: 40 calls each, the template's cap on its own.
const COMPANIES = [companyWithCalls(1, TEN_YEARS), companyWithCalls(2, TEN_YEARS)];

function renderToolbar(filters: FilterSelection, onApply = vi.fn()) {
  renderWithRouter(
    <WorkspaceToolbar
      templateType="industry"
      onTemplateTypeChange={vi.fn()}
      companies={COMPANIES}
      isCompaniesError={false}
      onRetryCompanies={vi.fn()}
      filters={filters}
      isDisabled={false}
      onApply={onApply}
    />,
  );
  return onApply;
}

describe('WorkspaceToolbar', () => {
  it('keeps a selection within the calls a template may read, saying why', async () => {
    expect(ANALYSIS_SCOPE_LIMITS.templateCalls).toBe(40);
    const onApply = renderToolbar({
      companyIds: [COMPANIES[0]!._id],
      years: TEN_YEARS,
      quarters: [4, 3, 2, 1],
    });

    fireEvent.click(screen.getByRole('button', { name: /^Company:/ }));
    const companies = await screen.findByRole('dialog', { name: 'Company' });
    // A second company would double the calls: it cannot be added.
    expect(within(companies).getByRole('checkbox', { name: 'Company 2' })).toBeDisabled();
    expect(within(companies).getByRole('checkbox', { name: 'Company 1' })).toBeEnabled();
    expect(within(companies).getByText(SCOPE_HINT)).toBeInTheDocument();
    fireEvent.click(within(companies).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      companyIds: [COMPANIES[0]!._id],
      years: TEN_YEARS,
      quarters: [4, 3, 2, 1],
    });
  });

  it('lets a second company in once the years are narrowed, with no hint', async () => {
    renderToolbar({ companyIds: [COMPANIES[0]!._id], years: [2026, 2025], quarters: [4, 3, 2, 1] });
    fireEvent.click(screen.getByRole('button', { name: /^Company:/ }));
    const companies = await screen.findByRole('dialog', { name: 'Company' });
    expect(within(companies).getByRole('checkbox', { name: 'Company 2' })).toBeEnabled();
    expect(within(companies).queryByText(SCOPE_HINT)).toBeNull();
  });
});

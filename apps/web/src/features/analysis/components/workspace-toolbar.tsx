import {
  ANALYSIS_SCOPE_LIMITS,
  type AnalysisCompanyOption,
  type AnalysisFilters,
  type TemplateType,
} from '@clearcall/contracts';
import { Anchor, SegmentedControl, Text } from '@mantine/core';
import { CompanyLogo } from '../../../components/ui/company-logo';
import {
  formatQuarter,
  getQuarterOptions,
  getYearOptions,
  isWithinTemplateScope,
} from '../utils/filter-options';
import { FilterDropdown } from './filter-dropdown';
import classes from './analysis-workspace.module.css';

export type FilterSelection = Pick<AnalysisFilters, 'companyIds' | 'years' | 'quarters'>;

type WorkspaceToolbarProps = {
  templateType: TemplateType;
  onTemplateTypeChange: (type: TemplateType) => void;
  companies: readonly AnalysisCompanyOption[] | undefined;
  isCompaniesError: boolean;
  onRetryCompanies: () => void;
  filters: FilterSelection;
  isDisabled: boolean;
  onApply: (filters: FilterSelection) => void;
};

/** Said where a choice would take a template run past the calls it may read. */
export const SCOPE_HINT = `A template reads at most ${ANALYSIS_SCOPE_LIMITS.templateCalls} earnings calls. Choose fewer companies, years or quarters.`;

const TEMPLATE_TYPE_OPTIONS = [
  { value: 'company', label: 'Company Templates' },
  { value: 'industry', label: 'Industry Templates' },
];

/**
 * Keeps only the years and quarters the chosen companies still have, so a saved selection never
 * names a call that does not exist.
 */
function pruneSelection(
  companies: readonly AnalysisCompanyOption[],
  next: FilterSelection,
): FilterSelection {
  const years = getYearOptions(companies, next.companyIds);
  const keptYears = next.years.filter((year) => years.includes(year));
  const quarters = getQuarterOptions(companies, next.companyIds, keptYears);
  return {
    companyIds: next.companyIds,
    years: keptYears,
    quarters: next.quarters.filter((quarter) => quarters.includes(quarter)),
  };
}

/** The template type toggle and the Company, Years and Quarters dropdowns. */
export function WorkspaceToolbar({
  templateType,
  onTemplateTypeChange,
  companies,
  isCompaniesError,
  onRetryCompanies,
  filters,
  isDisabled,
  onApply,
}: WorkspaceToolbarProps) {
  const list = companies ?? [];
  const yearOptions = getYearOptions(list, filters.companyIds);
  const quarterOptions = getQuarterOptions(list, filters.companyIds, filters.years);
  const apply = (next: FilterSelection) => onApply(pruneSelection(list, next));
  const fits = (next: FilterSelection) =>
    isWithinTemplateScope(list, pruneSelection(list, next), ANALYSIS_SCOPE_LIMITS.templateCalls);

  return (
    <div className={classes.toolbar}>
      <SegmentedControl
        value={templateType}
        onChange={(value) => onTemplateTypeChange(value as TemplateType)}
        data={TEMPLATE_TYPE_OPTIONS}
        disabled={isDisabled}
        aria-label="Template type"
        fullWidth
        className={classes.toggle}
        classNames={{ label: classes.toggleLabel }}
      />
      <div className={classes.filters}>
        <FilterDropdown
          label="Company"
          isMultiple={templateType === 'industry'}
          isDisabled={isDisabled || !companies}
          options={list.map((company) => ({
            value: company._id,
            label: company.companyName,
            icon: <CompanyLogo name={company.companyName} url={company.awsImageUrl} size={20} />,
          }))}
          value={filters.companyIds}
          emptyText="No companies with earnings calls yet."
          canChoose={(ids) => fits({ ...filters, companyIds: [...ids] })}
          limitHint={SCOPE_HINT}
          onApply={(ids) => apply({ ...filters, companyIds: ids })}
        />
        <FilterDropdown
          label="Years"
          isMultiple
          isDisabled={isDisabled || !companies}
          options={yearOptions.map((year) => ({ value: String(year), label: String(year) }))}
          value={filters.years.map(String)}
          emptyText="Choose a company first."
          canChoose={(years) => fits({ ...filters, years: years.map(Number) })}
          limitHint={SCOPE_HINT}
          onApply={(years) => apply({ ...filters, years: years.map(Number) })}
        />
        <FilterDropdown
          label="Quarters"
          isMultiple
          isDisabled={isDisabled || !companies}
          options={quarterOptions.map((quarter) => ({
            value: String(quarter),
            label: formatQuarter(quarter),
          }))}
          value={filters.quarters.map(String)}
          emptyText="Choose a year first."
          canChoose={(quarters) => fits({ ...filters, quarters: quarters.map(Number) })}
          limitHint={SCOPE_HINT}
          onApply={(quarters) => apply({ ...filters, quarters: quarters.map(Number) })}
        />
      </div>
      {isCompaniesError && (
        <Text size="sm" c="red.9" role="alert" className={classes.toolbarError}>
          Failed to fetch company list.{' '}
          <Anchor component="button" type="button" size="sm" onClick={onRetryCompanies}>
            Try again
          </Anchor>
        </Text>
      )}
    </div>
  );
}

import type { AnalysisFilters, AnalysisTemplateView, TemplateType } from '@clearcall/contracts';

type NextStepInput = {
  filters: Pick<AnalysisFilters, 'companyIds' | 'years' | 'quarters'>;
  templateType: TemplateType;
  selectedTemplate: AnalysisTemplateView | null;
  isLimitReached: boolean;
};

/** What an empty workspace tells the user to do next, step by step. */
export function describeNextStep({
  filters,
  templateType,
  selectedTemplate,
  isLimitReached,
}: NextStepInput): { title: string; hint: string } {
  const companyWord = templateType === 'company' ? 'a company' : 'one or more companies';
  if (isLimitReached) {
    return {
      title: 'Your daily limit is reached',
      hint: 'Your analyses stay here; you can run templates and ask questions again after midnight.',
    };
  }
  if (filters.companyIds.length === 0) {
    return {
      title: `Start by choosing ${companyWord}`,
      hint: `Pick ${companyWord} in the Company dropdown above, then the years and quarters whose earnings calls to analyse.`,
    };
  }
  if (filters.years.length === 0) {
    return {
      title: 'Now choose the years',
      hint: 'Pick one or more years in the Years dropdown; the quarters follow from them.',
    };
  }
  if (filters.quarters.length === 0) {
    return {
      title: 'Now choose the quarters',
      hint: 'Pick one or more quarters in the Quarters dropdown to finish your selection.',
    };
  }
  if (templateType === 'company') {
    return {
      title: 'Choose a template',
      hint: 'A template summarizes the chosen earnings calls at once. Or ask your own question below.',
    };
  }
  if (selectedTemplate) {
    return {
      title: `“${selectedTemplate.name}” is selected`,
      hint: 'Type your question below: it runs this template across the chosen companies.',
    };
  }
  return {
    title: 'Choose a template',
    hint: 'Select an industry template, then ask your question below to run it across the chosen companies.',
  };
}

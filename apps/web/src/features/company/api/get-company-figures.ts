import { CompanyFiguresResponseSchema, type CompanyFigures } from '@clearcall/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The series change only when the company publishes a call. */
const FIGURES_STALE_MS = 5 * 60 * 1000;

/** Revenue, EPS, margins and guidance across the company's published calls. */
export async function getCompanyFigures(
  companyId: string,
  signal?: AbortSignal,
): Promise<CompanyFigures> {
  const response = await apiRequest(`/user/company-figures/${encodeURIComponent(companyId)}`, {
    schema: CompanyFiguresResponseSchema,
    signal,
  });
  return response.data;
}

export function useCompanyFigures(companyId: string) {
  return useQuery({
    queryKey: ['company', 'figures', companyId],
    queryFn: ({ signal }) => getCompanyFigures(companyId, signal),
    staleTime: FIGURES_STALE_MS,
    retry: 1,
  });
}

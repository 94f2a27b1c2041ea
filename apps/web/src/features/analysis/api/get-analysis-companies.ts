import { AnalysisCompaniesResponseSchema, type AnalysisCompanyOption } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const TEN_MINUTES_MS = 10 * 60_000;

/** Fetches the companies with earnings calls, with the years and quarters each has. */
export async function getAnalysisCompanies(signal?: AbortSignal): Promise<AnalysisCompanyOption[]> {
  const response = await apiRequest('/user/analysis/companies', {
    schema: AnalysisCompaniesResponseSchema,
    signal,
  });
  return response.data;
}

export function getAnalysisCompaniesQueryOptions() {
  return queryOptions({
    queryKey: ['analysis', 'companies'],
    queryFn: ({ signal }) => getAnalysisCompanies(signal),
    staleTime: TEN_MINUTES_MS,
  });
}

/** The companies the workspace's Company dropdown offers. */
export function useAnalysisCompanies() {
  return useQuery(getAnalysisCompaniesQueryOptions());
}

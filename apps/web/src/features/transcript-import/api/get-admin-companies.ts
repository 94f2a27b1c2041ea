import { AdminCompaniesResponseSchema, type AdminCompaniesResponse } from '@clearcall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches the companies whose name or ticker matches `q`. */
export function getAdminCompanies(
  q: string,
  signal?: AbortSignal,
): Promise<AdminCompaniesResponse> {
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() }).toString()}` : '';
  return apiRequest(`/admin/companies${query}`, { schema: AdminCompaniesResponseSchema, signal });
}

export function getAdminCompaniesQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['transcript-import', 'companies', q.trim()],
    queryFn: ({ signal }) => getAdminCompanies(q, signal),
  });
}

/** Companies to choose from; the previous answer stays while the next search loads. */
export function useAdminCompanies(q: string) {
  return useQuery({ ...getAdminCompaniesQueryOptions(q), placeholderData: keepPreviousData });
}

import { AdminCompaniesResponseSchema, type AdminCompany } from '@clearcall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type CompaniesFilter = {
  /** Name, ticker or alias; empty lists every company. */
  q: string;
  /** Only the companies that have no industry yet. */
  isUnclassifiedOnly: boolean;
};

/** Fetches the companies an admin manages, narrowed by a search and the unclassified filter. */
export async function getCompanies(
  filter: CompaniesFilter,
  signal?: AbortSignal,
): Promise<AdminCompany[]> {
  const query = new URLSearchParams();
  if (filter.q) query.set('q', filter.q);
  if (filter.isUnclassifiedOnly) query.set('unclassified', 'true');
  const search = query.toString();
  const response = await apiRequest(`/admin/companies${search ? `?${search}` : ''}`, {
    schema: AdminCompaniesResponseSchema,
    signal,
  });
  return response.data;
}

/** The prefix of every companies query's key, whatever its filter: what a change invalidates. */
export const COMPANIES_QUERY_KEY = ['admin', 'companies'] as const;

/** The companies query of one filter. */
export function getCompaniesQueryOptions(filter: CompaniesFilter) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, 'list', filter],
    queryFn: ({ signal }) => getCompanies(filter, signal),
  });
}

/** The companies list; the previous rows stay on screen while a new search loads. */
export function useCompanies(filter: CompaniesFilter) {
  return useQuery({ ...getCompaniesQueryOptions(filter), placeholderData: keepPreviousData });
}

// The company typeahead of the header and of the feed's company filter.
import { CompanySearchResponseSchema, type CompanySearchHit } from '@clearcall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Companies whose name or ticker matches the text, best matches first. */
export async function searchCompanies(
  searchText: string,
  signal?: AbortSignal,
): Promise<CompanySearchHit[]> {
  const response = await apiRequest(`/user/company/${encodeURIComponent(searchText)}`, {
    schema: CompanySearchResponseSchema,
    signal,
  });
  return response.data;
}

export function searchCompaniesQueryOptions(searchText: string) {
  return queryOptions({
    queryKey: ['company-search', searchText],
    queryFn: ({ signal }) => searchCompanies(searchText, signal),
    staleTime: 5 * 60_000,
    // A typeahead that fails shows no matches rather than an error (specification, section 8).
    retry: false,
  });
}

/** The companies matching a search text; blank text runs no search. */
export function useSearchCompanies(searchText: string) {
  const text = searchText.trim();
  return useQuery({
    ...searchCompaniesQueryOptions(text),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}

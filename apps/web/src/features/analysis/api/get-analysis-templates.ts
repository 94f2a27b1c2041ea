import {
  AnalysisTemplatesResponseSchema,
  type AnalysisTemplatesResponse,
} from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type AnalysisTemplates = AnalysisTemplatesResponse['result'];

const TEN_MINUTES_MS = 10 * 60_000;

/** Fetches the templates, grouped into company and industry templates. */
export async function getAnalysisTemplates(signal?: AbortSignal): Promise<AnalysisTemplates> {
  const response = await apiRequest('/user/analysis/template', {
    schema: AnalysisTemplatesResponseSchema,
    signal,
  });
  return response.result;
}

/** The templates change with releases, not while someone works: kept fresh for ten minutes. */
export function getAnalysisTemplatesQueryOptions() {
  return queryOptions({
    queryKey: ['analysis', 'templates'],
    queryFn: ({ signal }) => getAnalysisTemplates(signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function useAnalysisTemplates() {
  return useQuery(getAnalysisTemplatesQueryOptions());
}

import { AnalysisListResponseSchema, type AnalysisSummary } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches the user's analyses that are not deleted, most recently updated first. */
export async function getAnalyses(
  userId: string,
  signal?: AbortSignal,
): Promise<AnalysisSummary[]> {
  const response = await apiRequest(`/user/${encodeURIComponent(userId)}/analysis`, {
    schema: AnalysisListResponseSchema,
    signal,
  });
  return response.result;
}

export function getAnalysesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['analysis', 'list', userId],
    queryFn: ({ signal }) => getAnalyses(userId, signal),
  });
}

/** The analysis list of /analysis. */
export function useAnalyses(userId: string) {
  return useQuery(getAnalysesQueryOptions(userId));
}

import { AnalysisResponseSchema, type Analysis } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The path of one analysis; its template and conversation calls hang below it. */
export function getAnalysisPath(userId: string, analysisId: string): string {
  return `/user/${encodeURIComponent(userId)}/analysis/${encodeURIComponent(analysisId)}`;
}

/** Fetches one analysis with its conversation and saved filters. */
export async function getAnalysis(
  userId: string,
  analysisId: string,
  signal?: AbortSignal,
): Promise<Analysis> {
  const response = await apiRequest(getAnalysisPath(userId, analysisId), {
    schema: AnalysisResponseSchema,
    signal,
  });
  return response.result;
}

export function getAnalysisQueryOptions(userId: string, analysisId: string) {
  return queryOptions({
    queryKey: ['analysis', 'detail', userId, analysisId],
    queryFn: ({ signal }) => getAnalysis(userId, analysisId, signal),
  });
}

/** One analysis of the workspace. */
export function useAnalysis(userId: string, analysisId: string) {
  return useQuery(getAnalysisQueryOptions(userId, analysisId));
}

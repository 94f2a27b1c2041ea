import {
  AnalysisResponseSchema,
  UpdateAnalysisBodySchema,
  type Analysis,
  type AnalysisSummary,
  type UpdateAnalysisBody,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAnalysesQueryOptions } from './get-analyses';
import { getAnalysisPath, getAnalysisQueryOptions } from './get-analysis';

export type UpdateAnalysisInput = { userId: string; analysisId: string; body: UpdateAnalysisBody };

/** Renames an analysis, deletes it (`status: false`) or saves its filters: one change per call. */
export async function updateAnalysis({
  userId,
  analysisId,
  body,
}: UpdateAnalysisInput): Promise<Analysis> {
  const response = await apiRequest(getAnalysisPath(userId, analysisId), {
    method: 'PUT',
    body: UpdateAnalysisBodySchema.parse(body),
    schema: AnalysisResponseSchema,
  });
  return response.result;
}

/**
 * Saves a change and puts the server's analysis in the caches at once, so the list, the tab and
 * the workspace agree before the list is refetched. A deleted analysis leaves the list and
 * its cached detail.
 */
export function useUpdateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnalysis,
    onSuccess: (analysis, { userId, analysisId, body }) => {
      const isDeleted = 'status' in body;
      const listKey = getAnalysesQueryOptions(userId).queryKey;
      queryClient.setQueryData(listKey, (list: AnalysisSummary[] | undefined) =>
        isDeleted
          ? list?.filter((item) => item._id !== analysisId)
          : list?.map((item) => (item._id === analysisId ? analysis : item)),
      );
      const detailKey = getAnalysisQueryOptions(userId, analysisId).queryKey;
      if (isDeleted) queryClient.removeQueries({ queryKey: detailKey });
      else queryClient.setQueryData(detailKey, analysis);
      // Not awaited: the caller's own handlers (closing a tab, leaving a deleted analysis) run
      // in the same render as the cache changes above.
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

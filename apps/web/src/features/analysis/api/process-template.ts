import {
  ProcessTemplateBodySchema,
  ProcessTemplateResponseSchema,
  type ProcessTemplateBody,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAnalysesQueryOptions } from './get-analyses';
import { getAnalysisPath, getAnalysisQueryOptions } from './get-analysis';
import { getConversationInfoQueryOptions } from './get-conversation-info';

export type ProcessTemplateInput = {
  userId: string;
  analysisId: string;
  body: ProcessTemplateBody;
};

/** Runs a template over the selected transcripts and returns its summary. */
export async function processTemplate({
  userId,
  analysisId,
  body,
}: ProcessTemplateInput): Promise<string> {
  const response = await apiRequest(`${getAnalysisPath(userId, analysisId)}/template`, {
    method: 'POST',
    body: ProcessTemplateBodySchema.parse(body),
    schema: ProcessTemplateResponseSchema,
  });
  return response.result.summary;
}

/** Runs a template; the analysis, the list and the daily limit are refetched afterwards. */
export function useProcessTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processTemplate,
    onSettled: (_summary, _error, { userId, analysisId }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getAnalysisQueryOptions(userId, analysisId).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: getAnalysesQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({
          queryKey: getConversationInfoQueryOptions(userId).queryKey,
        }),
      ]),
  });
}

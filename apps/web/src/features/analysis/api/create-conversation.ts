import {
  ConversationBodySchema,
  ConversationResponseSchema,
  type Analysis,
  type ConversationBody,
  type ConversationMessage,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAnalysisPath, getAnalysisQueryOptions } from './get-analysis';
import { getConversationInfoQueryOptions } from './get-conversation-info';

export type CreateConversationInput = {
  userId: string;
  analysisId: string;
  body: ConversationBody;
};

/** Sends a question; resolves with the whole conversation once the reply is complete. */
export async function createConversation({
  userId,
  analysisId,
  body,
}: CreateConversationInput): Promise<ConversationMessage[]> {
  const response = await apiRequest(`${getAnalysisPath(userId, analysisId)}/conversation`, {
    method: 'POST',
    body: ConversationBodySchema.parse(body),
    schema: ConversationResponseSchema,
  });
  return response.result.conversations;
}

/** Sends a question and puts the final conversation into the analysis; the limit is refetched. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversations, { userId, analysisId }) => {
      queryClient.setQueryData(
        getAnalysisQueryOptions(userId, analysisId).queryKey,
        (analysis: Analysis | undefined) => analysis && { ...analysis, conversations },
      );
    },
    onSettled: (_conversations, _error, { userId }) =>
      queryClient.invalidateQueries({
        queryKey: getConversationInfoQueryOptions(userId).queryKey,
      }),
  });
}

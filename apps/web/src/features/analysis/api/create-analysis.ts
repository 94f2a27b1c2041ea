import {
  CreateAnalysisBodySchema,
  CreateAnalysisResponseSchema,
  type CreateAnalysisResponse,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAnalysesQueryOptions } from './get-analyses';

export type CreateAnalysisInput = { userId: string; name: string };

/** Creates an empty analysis with a name. */
export async function createAnalysis({
  userId,
  name,
}: CreateAnalysisInput): Promise<CreateAnalysisResponse['result']> {
  const response = await apiRequest(`/user/${encodeURIComponent(userId)}/analysis`, {
    method: 'POST',
    body: CreateAnalysisBodySchema.parse({ name }),
    schema: CreateAnalysisResponseSchema,
  });
  return response.result;
}

/** Creates an analysis and refreshes the list it joins. */
export function useCreateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnalysis,
    onSuccess: (_created, { userId }) =>
      queryClient.invalidateQueries({ queryKey: getAnalysesQueryOptions(userId).queryKey }),
  });
}

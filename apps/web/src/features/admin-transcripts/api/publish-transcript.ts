import { MessageResponseSchema, type MessageResponse } from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPendingTranscriptsQueryOptions } from './get-pending-transcripts';
import { getPublishedTranscriptsQueryOptions } from './get-published-transcripts';

export type PublishTranscriptInput = { id: string; sentence: string };

/**
 * Splits a transcript at its separating sentence and publishes its story; the server answers
 * 400 when the sentence is not in the transcript.
 */
export function publishTranscript({
  id,
  sentence,
}: PublishTranscriptInput): Promise<MessageResponse> {
  return apiRequest(`/admin/updateStoryStatusAndSentenceById/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { sentence },
    schema: MessageResponseSchema,
  });
}

/**
 * Publishes a transcript, then reloads the pending list so it leaves the dropdown, and every
 * search of the published calls so it appears there.
 */
export function usePublishTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTranscript,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPendingTranscriptsQueryOptions().queryKey }),
        queryClient.invalidateQueries({
          queryKey: getPublishedTranscriptsQueryOptions().queryKey.slice(0, 2),
        }),
      ]),
  });
}

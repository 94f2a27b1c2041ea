import {
  PendingTranscriptsResponseSchema,
  type PendingTranscriptsResponse,
} from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches the transcripts still waiting for the sentence where their Q&A begins. */
export function getPendingTranscripts(signal?: AbortSignal): Promise<PendingTranscriptsResponse> {
  return apiRequest('/admin/getStoriesWithFalseStatus', {
    schema: PendingTranscriptsResponseSchema,
    signal,
  });
}

/** The pending transcripts; publishing one invalidates this key. */
export function getPendingTranscriptsQueryOptions() {
  return queryOptions({
    queryKey: ['admin-transcripts', 'pending'],
    queryFn: ({ signal }) => getPendingTranscripts(signal),
  });
}

/** The transcripts the admin has yet to split and publish. */
export function usePendingTranscripts() {
  return useQuery(getPendingTranscriptsQueryOptions());
}

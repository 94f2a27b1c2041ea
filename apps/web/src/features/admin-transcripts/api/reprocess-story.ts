import {
  ImportAcceptedResponseSchema,
  ImportJobSchema,
  type ImportAcceptedResponse,
  type ImportJob,
} from '@clearcall/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How often a reprocessing job is asked for its progress. */
const JOB_POLL_MS = 700;

/** Runs a published call through the publishing pipeline again; answers with the job to follow. */
export function reprocessStory(storyId: string): Promise<ImportAcceptedResponse> {
  return apiRequest(`/admin/stories/${encodeURIComponent(storyId)}/reprocess`, {
    method: 'POST',
    schema: ImportAcceptedResponseSchema,
  });
}

export function useReprocessStory() {
  return useMutation({ mutationFn: reprocessStory });
}

/** Fetches a pipeline job: its status and progress. */
export function getPipelineJob(jobId: string, signal?: AbortSignal): Promise<ImportJob> {
  return apiRequest(`/admin/transcripts/jobs/${encodeURIComponent(jobId)}`, {
    schema: ImportJobSchema,
    signal,
  });
}

export function getPipelineJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: ['admin-transcripts', 'job', jobId],
    queryFn: ({ signal }) => getPipelineJob(jobId, signal),
  });
}

/** A reprocessing job, polled until it is published, fails, or stops for review. */
export function usePipelineJob(jobId: string | null) {
  return useQuery({
    ...getPipelineJobQueryOptions(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      const status = query.state.data?.status;
      return status === undefined || status === 'queued' || status === 'running'
        ? JOB_POLL_MS
        : false;
    },
  });
}

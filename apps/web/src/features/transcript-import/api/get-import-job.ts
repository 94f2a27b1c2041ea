import { ImportJobSchema, type ImportJob } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isJobActive, JOB_POLL_MS } from '../utils/import-files';

/** Fetches one import job: its status, progress and what it detected. */
export function getImportJob(jobId: string, signal?: AbortSignal): Promise<ImportJob> {
  return apiRequest(`/admin/transcripts/jobs/${encodeURIComponent(jobId)}`, {
    schema: ImportJobSchema,
    signal,
  });
}

export function getImportJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: ['transcript-import', 'job', jobId],
    queryFn: ({ signal }) => getImportJob(jobId, signal),
  });
}

/**
 * One job, polled while it is queued or running and left alone once it waits for review, is
 * published or has failed. `isFollowing` keeps polling after a publish until the story is out.
 */
export function useImportJob(jobId: string | null, isFollowing = false) {
  return useQuery({
    ...getImportJobQueryOptions(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (query.state.status === 'error') return false;
      if (status === undefined || isJobActive(status)) return JOB_POLL_MS;
      return isFollowing && status === 'needs-review' ? JOB_POLL_MS : false;
    },
  });
}

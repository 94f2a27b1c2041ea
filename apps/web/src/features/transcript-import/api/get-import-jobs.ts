import { ImportJobsResponseSchema, type ImportJobsResponse } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isJobActive, JOB_POLL_MS } from '../utils/import-files';

/** Fetches the recent import jobs, newest first. */
export function getImportJobs(signal?: AbortSignal): Promise<ImportJobsResponse> {
  return apiRequest('/admin/transcripts/jobs', { schema: ImportJobsResponseSchema, signal });
}

/** The recent jobs; uploads and publishing invalidate this key. */
export function getImportJobsQueryOptions() {
  return queryOptions({
    queryKey: ['transcript-import', 'jobs'],
    queryFn: ({ signal }) => getImportJobs(signal),
  });
}

/** The recent import jobs, asked again while any of them is still being read. */
export function useImportJobs() {
  return useQuery({
    ...getImportJobsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.data.some((job) => isJobActive(job.status)) ? JOB_POLL_MS * 3 : false,
  });
}

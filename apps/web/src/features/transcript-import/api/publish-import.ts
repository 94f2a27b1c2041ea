import type { PublishImportBody } from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { getImportJobQueryOptions } from './get-import-job';
import { getImportJobsQueryOptions } from './get-import-jobs';

export type PublishImportInput = { jobId: string; body: PublishImportBody };

// The answer carries nothing the screen needs: it follows the job until the story is out.
const PublishAnswerSchema = z.unknown();

/**
 * Publishes a reviewed job with the admin's corrections; the server answers 409 for a
 * duplicate unless `replace` is set.
 */
export async function publishImport({ jobId, body }: PublishImportInput): Promise<void> {
  await apiRequest(`/admin/transcripts/jobs/${encodeURIComponent(jobId)}/publish`, {
    method: 'POST',
    body,
    schema: PublishAnswerSchema,
  });
}

/** Publishes a job, then reloads it and the recent jobs. */
export function usePublishImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishImport,
    onSuccess: (_answer, { jobId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getImportJobQueryOptions(jobId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getImportJobsQueryOptions().queryKey }),
      ]),
  });
}

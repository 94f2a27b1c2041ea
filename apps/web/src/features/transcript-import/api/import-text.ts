import {
  ImportAcceptedResponseSchema,
  type ImportAcceptedResponse,
  type ImportTextBody,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getImportJobsQueryOptions } from './get-import-jobs';

/** Sends pasted transcript text; the server answers at once with the job that reads it. */
export function importText(body: ImportTextBody): Promise<ImportAcceptedResponse> {
  return apiRequest('/admin/transcripts', {
    method: 'POST',
    body,
    schema: ImportAcceptedResponseSchema,
  });
}

/** Imports pasted text, then reloads the recent jobs so the new one shows there too. */
export function useImportText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importText,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getImportJobsQueryOptions().queryKey }),
  });
}

import {
  ImportAcceptedResponseSchema,
  type ImportAcceptedResponse,
  type ImportHints,
} from '@clearcall/contracts';
import { apiUpload } from '../../../lib/api-client';

export type UploadTranscriptInput = {
  file: File;
  hints: ImportHints;
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/** The hints as multipart text fields; absent hints are left out rather than sent empty. */
export function hintFields(hints: ImportHints): [string, string][] {
  return Object.entries(hints)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => [key, String(value)]);
}

/** Sends one transcript file; the server answers at once with the job that reads it. */
export function uploadTranscript({
  file,
  hints,
  onProgress,
  signal,
}: UploadTranscriptInput): Promise<ImportAcceptedResponse> {
  const formData = new FormData();
  // Text fields first: a streaming multipart reader sees the hints before the file.
  for (const [key, value] of hintFields(hints)) formData.append(key, value);
  formData.append('file', file, file.name);
  return apiUpload('/admin/transcripts', {
    formData,
    schema: ImportAcceptedResponseSchema,
    onProgress,
    signal,
  });
}

import { SplitPreviewResponseSchema, type SplitPreviewResponse } from '@clearcall/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type PreviewSplitInput = { id: string; sentence: string };

/**
 * What splitting a transcript at this sentence would give, with warnings when either part is
 * implausibly short; nothing is published.
 */
export function previewSplit({ id, sentence }: PreviewSplitInput): Promise<SplitPreviewResponse> {
  return apiRequest(`/admin/transcripts/${encodeURIComponent(id)}/split-preview`, {
    method: 'POST',
    body: { sentence },
    schema: SplitPreviewResponseSchema,
  });
}

/** Asks for the split's preview before publishing it. */
export function usePreviewSplit() {
  return useMutation({ mutationFn: previewSplit });
}

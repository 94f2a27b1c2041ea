import {
  TranscriptContentResponseSchema,
  type TranscriptContentResponse,
  type TranscriptSearchBody,
} from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches the text of one company quarter's transcript. */
export function getTranscriptContent(
  body: TranscriptSearchBody,
  signal?: AbortSignal,
): Promise<TranscriptContentResponse> {
  return apiRequest('/admin/searchEarningTranscriptContent', {
    method: 'POST',
    body,
    schema: TranscriptContentResponseSchema,
    signal,
  });
}

export function getTranscriptContentQueryOptions(body: TranscriptSearchBody) {
  return queryOptions({
    queryKey: ['admin-transcripts', 'content', body.symbol, body.quarter, body.year],
    queryFn: ({ signal }) => getTranscriptContent(body, signal),
  });
}

/** A published call's text, for choosing its new separating sentence. */
export function useTranscriptContent(body: TranscriptSearchBody | null) {
  return useQuery({
    ...getTranscriptContentQueryOptions(body ?? { symbol: '', quarter: 1, year: 1990 }),
    enabled: body !== null,
  });
}

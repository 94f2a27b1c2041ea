import {
  ConversationInfoResponseSchema,
  type ConversationInfoResponse,
} from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type ConversationInfo = ConversationInfoResponse['result'];

const FIVE_MINUTES_MS = 5 * 60_000;
const TEN_MINUTES_MS = 10 * 60_000;
const CONVERSATION_INFO_RETRIES = 3;

/** A refusal (4xx) is an answer; anything else is retried up to three times. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < CONVERSATION_INFO_RETRIES;
}

/** Fetches today's use of the daily chat limit. */
export async function getConversationInfo(
  userId: string,
  signal?: AbortSignal,
): Promise<ConversationInfo> {
  const response = await apiRequest(`/user/${encodeURIComponent(userId)}/conversation`, {
    schema: ConversationInfoResponseSchema,
    signal,
  });
  return response.result;
}

/** Fresh 5 minutes, kept 10, retried 3 times, not refetched on focus (specification, section 9). */
export function getConversationInfoQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['analysis', 'conversation-info', userId],
    queryFn: ({ signal }) => getConversationInfo(userId, signal),
    staleTime: FIVE_MINUTES_MS,
    gcTime: TEN_MINUTES_MS,
    retry: shouldRetry,
    refetchOnWindowFocus: false,
  });
}

/** Whether the user has reached the daily chat limit, and its value. */
export function useConversationInfo(userId: string) {
  return useQuery(getConversationInfoQueryOptions(userId));
}

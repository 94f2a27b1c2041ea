import { AuditListResponseSchema, type AuditListResponse } from '@clearcall/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches one page (50, newest first) of the audit log, optionally of one action. */
export function getAuditLog(
  action: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<AuditListResponse> {
  const query = new URLSearchParams({ page: String(page) });
  if (action) query.set('action', action);
  return apiRequest(`/admin/audit?${query.toString()}`, {
    schema: AuditListResponseSchema,
    signal,
  });
}

/** The audit log, page after page; the key's prefix covers every action filter. */
export function getAuditLogQueryOptions(action: string | null = null) {
  return infiniteQueryOptions({
    queryKey: ['admin', 'audit', action ?? 'all'],
    queryFn: ({ pageParam, signal }) => getAuditLog(action, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

/** The audit log with Load more. */
export function useAuditLog(action: string | null) {
  return useInfiniteQuery(getAuditLogQueryOptions(action));
}

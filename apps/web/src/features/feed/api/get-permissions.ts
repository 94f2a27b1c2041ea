import { UserPermissionsResponseSchema, type Permissions } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

const FIVE_MINUTES_MS = 5 * 60_000;
const TEN_MINUTES_MS = 10 * 60_000;
const PERMISSION_RETRIES = 3;

/** A refusal (4xx) is an answer; anything else is retried up to three times. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < PERMISSION_RETRIES;
}

/** Fetches which feed tabs the user may open. */
export async function getPermissions(userId: string, signal?: AbortSignal): Promise<Permissions> {
  const response = await apiRequest(`/user/permissions/${encodeURIComponent(userId)}`, {
    schema: UserPermissionsResponseSchema,
    signal,
  });
  return response.result.permissions;
}

/** Permissions stay fresh 5 minutes, are kept 10 and retried 3 times (specification, section 9). */
export function getPermissionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['feed', 'permissions', userId],
    queryFn: ({ signal }) => getPermissions(userId, signal),
    staleTime: FIVE_MINUTES_MS,
    gcTime: TEN_MINUTES_MS,
    retry: shouldRetry,
  });
}

/** The signed-in user's tab permissions. */
export function usePermissions(userId: string) {
  return useQuery(getPermissionsQueryOptions(userId));
}

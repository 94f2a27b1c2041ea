import { DevMailListResponseSchema, type DevMailMessage } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** How often the outbox is read again while the page is open. */
export const DEV_MAIL_REFRESH_MS = 5_000;

/** Fetches the outbox, newest first. Answers 404 when the server keeps no readable outbox. */
export async function getDevMail(signal?: AbortSignal): Promise<DevMailMessage[]> {
  const response = await apiRequest('/dev/mail', {
    schema: DevMailListResponseSchema,
    isPublic: true,
    signal,
  });
  return response.data;
}

/** The outbox is off in this configuration (mail goes out over SMTP, or not at all). */
export function isOutboxOff(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The outbox query, read again every few seconds unless the outbox turned out to be off. */
export function getDevMailQueryOptions() {
  return queryOptions({
    queryKey: ['dev-mail', 'list'],
    queryFn: ({ signal }) => getDevMail(signal),
    staleTime: 0,
    refetchInterval: (query) => (isOutboxOff(query.state.error) ? false : DEV_MAIL_REFRESH_MS),
  });
}

/** The outbox messages, newest first, refreshed every few seconds. */
export function useDevMail() {
  return useQuery(getDevMailQueryOptions());
}

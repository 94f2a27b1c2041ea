import { AccountSettingsResponseSchema, type AccountSettings } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Reads the account's settings: the sign-in passcode choice and whether a password is set. */
export async function getAccountSettings(
  userId: string,
  signal?: AbortSignal,
): Promise<AccountSettings> {
  const response = await apiRequest(`/user/settings/${encodeURIComponent(userId)}`, {
    schema: AccountSettingsResponseSchema,
    signal,
  });
  return response.data;
}

export function getAccountSettingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['settings', 'account', userId],
    queryFn: ({ signal }) => getAccountSettings(userId, signal),
  });
}

/** The signed-in user's account settings. */
export function useAccountSettings(userId: string) {
  return useQuery(getAccountSettingsQueryOptions(userId));
}

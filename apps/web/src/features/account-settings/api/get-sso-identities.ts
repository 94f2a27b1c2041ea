import { SsoIdentityListResponseSchema, type SsoIdentity } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The single sign-ons linked to the account, oldest first. */
export async function getSsoIdentities(
  userId: string,
  signal?: AbortSignal,
): Promise<SsoIdentity[]> {
  const response = await apiRequest(`/user/sso-identities/${encodeURIComponent(userId)}`, {
    schema: SsoIdentityListResponseSchema,
    signal,
  });
  return response.data;
}

export function getSsoIdentitiesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['settings', 'sso-identities', userId],
    queryFn: ({ signal }) => getSsoIdentities(userId, signal),
  });
}

/** The linked sign-ins of the account. */
export function useSsoIdentities(userId: string) {
  return useQuery(getSsoIdentitiesQueryOptions(userId));
}

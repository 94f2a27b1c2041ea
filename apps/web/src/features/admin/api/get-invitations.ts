import { PendingInvitationListResponseSchema, type PendingInvitation } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches the pending invitations: the latest unused link of each address without an account. */
export async function getInvitations(signal?: AbortSignal): Promise<PendingInvitation[]> {
  const response = await apiRequest('/admin/invitations', {
    schema: PendingInvitationListResponseSchema,
    signal,
  });
  return response.data;
}

export function getInvitationsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'invitations'],
    queryFn: ({ signal }) => getInvitations(signal),
  });
}

/** The pending invitations, newest first. */
export function useInvitations() {
  return useQuery(getInvitationsQueryOptions());
}

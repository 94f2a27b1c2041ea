import { AdminUserListResponseSchema, type AdminUser } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getUsersQueryOptions } from './get-users';

/** Finds users whose name or e-mail matches the term. */
export async function searchUsers(term: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const response = await apiRequest(`/admin/userSearch/${encodeURIComponent(term)}`, {
    schema: AdminUserListResponseSchema,
    signal,
  });
  return response.data;
}

/** A search query, keyed under the list so that invalidating the list refreshes searches too. */
export function searchUsersQueryOptions(term: string) {
  return queryOptions({
    queryKey: [...getUsersQueryOptions().queryKey, 'search', term],
    queryFn: ({ signal }) => searchUsers(term, signal),
  });
}

/** The users matching a term; an empty term runs no search. */
export function useSearchUsers(term: string) {
  return useQuery({ ...searchUsersQueryOptions(term), enabled: term.length > 0 });
}

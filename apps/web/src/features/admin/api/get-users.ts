import { AdminUserListResponseSchema, type AdminUser } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches every user the admin manages. */
export async function getUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  const response = await apiRequest('/admin/users', {
    schema: AdminUserListResponseSchema,
    signal,
  });
  return response.data;
}

/** The users list query; its key is the prefix of every admin users query, searches included. */
export function getUsersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'users', 'list'],
    queryFn: ({ signal }) => getUsers(signal),
  });
}

/** The full users list. */
export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUsersQueryOptions(), enabled });
}

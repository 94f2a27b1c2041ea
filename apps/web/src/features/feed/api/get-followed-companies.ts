import { FollowedCompaniesResponseSchema, type FollowedCompany } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Fetches the companies the user follows ("Your Companies"), oldest follow first. */
export async function getFollowedCompanies(
  userId: string,
  signal?: AbortSignal,
): Promise<FollowedCompany[]> {
  const response = await apiRequest(`/user/followingCompany/${encodeURIComponent(userId)}`, {
    schema: FollowedCompaniesResponseSchema,
    signal,
  });
  return response.data;
}

export function getFollowedCompaniesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['feed', 'followed-companies', userId],
    queryFn: ({ signal }) => getFollowedCompanies(userId, signal),
  });
}

/** The companies the signed-in user follows. */
export function useFollowedCompanies(userId: string, { enabled = true } = {}) {
  return useQuery({ ...getFollowedCompaniesQueryOptions(userId), enabled });
}

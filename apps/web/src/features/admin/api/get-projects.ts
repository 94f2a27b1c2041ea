import { ProjectListResponseSchema, type ProjectListResponse } from '@clearcall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type Project = ProjectListResponse['data'][number];

/** Fetches the industries a new user can be given. */
export async function getProjects(signal?: AbortSignal): Promise<Project[]> {
  const response = await apiRequest('/admin/AllProject', {
    schema: ProjectListResponseSchema,
    signal,
  });
  return response.data;
}

/** The industries list query; the list is fixed, so it never goes stale. */
export function getProjectsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'projects'],
    queryFn: ({ signal }) => getProjects(signal),
    staleTime: Infinity,
  });
}

/** The industries a new user can be given. */
export function useProjects() {
  return useQuery(getProjectsQueryOptions());
}

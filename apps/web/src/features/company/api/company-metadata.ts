import {
  CompanyMetadataResponseSchema,
  MessageResponseSchema,
  type CompanyMetadata,
  type FollowStatus,
} from '@clearcall/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analytics } from '../../../lib/analytics';

/** The company page header: name, logo, description, links and whether the caller follows it. */
export async function getCompanyMetadata(
  userId: string,
  companyId: string,
  signal?: AbortSignal,
): Promise<CompanyMetadata> {
  const path = [userId, companyId].map(encodeURIComponent).join('/');
  const response = await apiRequest(`/user/company-metadata/${path}`, {
    schema: CompanyMetadataResponseSchema,
    signal,
  });
  return response.data;
}

export function getCompanyMetadataQueryOptions(userId: string, companyId: string) {
  return queryOptions({
    queryKey: ['company', 'metadata', userId, companyId],
    queryFn: ({ signal }) => getCompanyMetadata(userId, companyId, signal),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
}

export function useCompanyMetadata(userId: string, companyId: string) {
  return useQuery(getCompanyMetadataQueryOptions(userId, companyId));
}

export type FollowCompanyInput = {
  userId: string;
  companyId: string;
  company: string;
  status: FollowStatus;
};

/** Follows or unfollows one company; repeating either changes nothing. */
export function followCompany({ userId, companyId, company, status }: FollowCompanyInput) {
  return apiRequest(`/user/follow/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body: { status, companyId, company },
    schema: MessageResponseSchema,
  });
}

/**
 * The Follow button: the header flips at once and flips back if the server refuses (a silent
 * failure in the specification); the followed-companies list is refreshed afterwards.
 */
export function useFollowCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followCompany,
    onMutate: async ({ userId, companyId, status }) => {
      const { queryKey } = getCompanyMetadataQueryOptions(userId, companyId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<CompanyMetadata>(queryKey);
      if (previous) {
        queryClient.setQueryData<CompanyMetadata>(queryKey, {
          ...previous,
          following: status === 'follow' ? 1 : 0,
        });
      }
      return { previous };
    },
    onSuccess: (_response, { companyId, company, status }) => {
      analytics.track(status === 'follow' ? 'company_follow' : 'company_unfollow', {
        companyId,
        companyName: company,
      });
    },
    onError: (_error, { userId, companyId }, context) => {
      if (context?.previous) {
        queryClient.setQueryData(
          getCompanyMetadataQueryOptions(userId, companyId).queryKey,
          context.previous,
        );
      }
    },
    onSettled: (_response, _error, { userId }) =>
      queryClient.invalidateQueries({ queryKey: ['feed', 'followed-companies', userId] }),
  });
}

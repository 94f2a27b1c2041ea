import {
  MessageResponseSchema,
  UpdateUserCompaniesBodySchema,
  type FollowedCompany,
  type MessageResponse,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getFollowedCompaniesQueryOptions } from './get-followed-companies';

export type UpdateFollowedCompaniesInput = { userId: string; companies: FollowedCompany[] };

/** Replaces the whole list of companies the user follows. */
export function updateFollowedCompanies({
  userId,
  companies,
}: UpdateFollowedCompaniesInput): Promise<MessageResponse> {
  return apiRequest(`/user/updateCompanyInUser/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: UpdateUserCompaniesBodySchema.parse({
      company: companies.map((company) => company.companyId),
    }),
    schema: MessageResponseSchema,
  });
}

/** Saves "Your Companies" and refetches it, so the chips show the server's names and logos. */
export function useUpdateFollowedCompanies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFollowedCompanies,
    onSuccess: (_response, { userId, companies }) => {
      const { queryKey } = getFollowedCompaniesQueryOptions(userId);
      queryClient.setQueryData(queryKey, companies);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

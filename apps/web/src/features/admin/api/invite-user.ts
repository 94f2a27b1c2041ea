import {
  SuccessMessageResponseSchema,
  type AdminInviteBody,
  type SuccessMessageResponse,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getUsersQueryOptions } from './get-users';

/** Creates an inactive account and e-mails the person an invitation to finish signing up. */
export function inviteUser(body: AdminInviteBody): Promise<SuccessMessageResponse> {
  return apiRequest('/admin/create-user', {
    method: 'POST',
    body,
    schema: SuccessMessageResponseSchema,
  });
}

/** Sends an invitation, then refreshes the users list so the new account appears. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey }),
  });
}

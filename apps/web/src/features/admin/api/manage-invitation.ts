import {
  MessageResponseSchema,
  SuccessMessageResponseSchema,
  type MessageResponse,
  type SuccessMessageResponse,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAuditLogQueryOptions } from './get-audit-log';
import { getInvitationsQueryOptions } from './get-invitations';

/** Sends a new link for an address's invitation; the older links stop working. */
export function resendInvitation(email: string): Promise<SuccessMessageResponse> {
  return apiRequest('/admin/sendInvite', {
    method: 'POST',
    body: { email },
    schema: SuccessMessageResponseSchema,
  });
}

/** Revokes an invitation: no link to its address works any more. */
export function revokeInvitation(id: string): Promise<MessageResponse> {
  return apiRequest(`/admin/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: MessageResponseSchema,
  });
}

function useRefreshInvitations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getInvitationsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: getAuditLogQueryOptions().queryKey.slice(0, 2) }),
    ]);
}

export function useResendInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({ mutationFn: resendInvitation, onSettled: refresh });
}

export function useRevokeInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({ mutationFn: revokeInvitation, onSettled: refresh });
}

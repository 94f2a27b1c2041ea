import {
  DeleteAccountBodySchema,
  MessageResponseSchema,
  type DeleteAccountBody,
  type MessageResponse,
} from '@clearcall/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Deletes the account and its personal data; the password (or, without one, the e-mail) confirms it. */
export function deleteAccount(userId: string, body: DeleteAccountBody): Promise<MessageResponse> {
  return apiRequest(`/user/account/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    body: DeleteAccountBodySchema.parse(body),
    schema: MessageResponseSchema,
  });
}

/** Deletes the signed-in user's account. */
export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: (body: DeleteAccountBody) => deleteAccount(userId, body) });
}

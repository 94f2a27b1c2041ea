import { ValidateInviteResponseSchema, type ValidateInviteResponse } from '@clearcall/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Checks an invitation token; a refused token throws an ApiError carrying the server's text. */
export function validateInvite(
  token: string,
  signal?: AbortSignal,
): Promise<ValidateInviteResponse> {
  return apiRequest('/admin/validateinvite', {
    method: 'POST',
    body: { token },
    schema: ValidateInviteResponseSchema,
    isPublic: true,
    signal,
  });
}

import {
  MessageResponseSchema,
  UpgradeRequestBodySchema,
  type MessageResponse,
  type UpgradeRequestBody,
} from '@clearcall/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Records that the user asks the team for premium. */
export function requestUpgrade(body: UpgradeRequestBody): Promise<MessageResponse> {
  return apiRequest('/user/upgrade-request', {
    method: 'POST',
    body: UpgradeRequestBodySchema.parse(body),
    schema: MessageResponseSchema,
  });
}

export function useRequestUpgrade() {
  return useMutation({ mutationFn: requestUpgrade });
}

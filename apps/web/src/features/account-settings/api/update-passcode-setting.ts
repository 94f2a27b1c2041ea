import {
  MessageResponseSchema,
  UpdateAccountSettingsBodySchema,
  type MessageResponse,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAccountSettingsQueryOptions } from './get-account-settings';

/** Turns the e-mailed sign-in passcode on or off. */
export function updatePasscodeSetting(
  userId: string,
  passcodeOnSignIn: boolean,
): Promise<MessageResponse> {
  return apiRequest(`/user/settings/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: UpdateAccountSettingsBodySchema.parse({ passcodeOnSignIn }),
    schema: MessageResponseSchema,
  });
}

/** Saves the passcode choice, then reloads the settings. */
export function useUpdatePasscodeSetting(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passcodeOnSignIn: boolean) => updatePasscodeSetting(userId, passcodeOnSignIn),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: getAccountSettingsQueryOptions(userId).queryKey,
      }),
  });
}

import {
  MessageResponseSchema,
  type MessageResponse,
  type ResetPasswordBody,
} from '@clearcall/contracts';
import { apiRequest, getServerMessage } from '../../../lib/api-client';

const RESET_PASSWORD_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Sets a new password with the single-use token from the reset link. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiRequest('/user/reset-password', {
    method: 'POST',
    body,
    schema: MessageResponseSchema,
    isPublic: true,
  });
}

export type ResetPasswordOutcome = { status: 'reset' } | { status: 'failed'; message: string };

/** Sends the new password and turns every failure into the text the screen shows. */
export async function submitResetPassword(body: ResetPasswordBody): Promise<ResetPasswordOutcome> {
  try {
    await resetPassword(body);
    return { status: 'reset' };
  } catch (error) {
    return { status: 'failed', message: getServerMessage(error) ?? RESET_PASSWORD_ERROR_MESSAGE };
  }
}

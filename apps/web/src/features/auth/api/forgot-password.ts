import {
  MessageResponseSchema,
  type ForgotPasswordBody,
  type MessageResponse,
} from '@clearcall/contracts';
import { apiRequest, getServerMessage } from '../../../lib/api-client';

const FORGOT_PASSWORD_ERROR_MESSAGE = 'Error sending reset link.';

/** Asks for a password reset link; the answer is the same whether or not the account exists. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageResponse> {
  return apiRequest('/user/forgot-password', {
    method: 'POST',
    body,
    schema: MessageResponseSchema,
    isPublic: true,
  });
}

export type ForgotPasswordOutcome = { status: 'sent' } | { status: 'failed'; message: string };

/** Sends the reset-link request and turns every failure into the text the screen shows. */
export async function submitForgotPassword(
  body: ForgotPasswordBody,
): Promise<ForgotPasswordOutcome> {
  try {
    await requestPasswordReset(body);
    return { status: 'sent' };
  } catch (error) {
    return { status: 'failed', message: getServerMessage(error) ?? FORGOT_PASSWORD_ERROR_MESSAGE };
  }
}

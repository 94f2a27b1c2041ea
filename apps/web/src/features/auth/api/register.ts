import {
  SuccessMessageResponseSchema,
  type RegisterBody,
  type SuccessMessageResponse,
} from '@clearcall/contracts';
import { apiRequest, getServerMessage } from '../../../lib/api-client';

const REGISTRATION_ERROR_MESSAGE = 'Registration failed. Please try again.';

/** Asks for an account: the server e-mails the account-setup link. */
export function register(body: RegisterBody): Promise<SuccessMessageResponse> {
  return apiRequest('/user/register', {
    method: 'POST',
    body,
    schema: SuccessMessageResponseSchema,
    isPublic: true,
  });
}

export type RegisterOutcome = { status: 'sent' } | { status: 'failed'; message: string };

/** Sends the registration request and turns every failure into the text the screen shows. */
export async function submitRegistration(body: RegisterBody): Promise<RegisterOutcome> {
  try {
    const response = await register(body);
    if (!response.success) {
      return { status: 'failed', message: response.message || REGISTRATION_ERROR_MESSAGE };
    }
    return { status: 'sent' };
  } catch (error) {
    return { status: 'failed', message: getServerMessage(error) ?? REGISTRATION_ERROR_MESSAGE };
  }
}

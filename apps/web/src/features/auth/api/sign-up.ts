import {
  SuccessMessageResponseSchema,
  type SignUpBody,
  type SuccessMessageResponse,
} from '@clearcall/contracts';
import { apiRequest, getServerMessage } from '../../../lib/api-client';

/** Product specification, section 8: a failed sign-up the server did not explain. */
const SIGN_UP_ERROR_MESSAGE = 'Invalid Credintial';

/** Creates the account of an invitation (`create-user` with the invitation token). */
export function signUp(body: SignUpBody): Promise<SuccessMessageResponse> {
  return apiRequest('/admin/create-user', {
    method: 'POST',
    body,
    schema: SuccessMessageResponseSchema,
    isPublic: true,
  });
}

export type SignUpOutcome =
  { status: 'created'; message: string } | { status: 'failed'; message: string };

/** Sends the sign-up and turns every failure into the text the screen shows. */
export async function submitSignUp(body: SignUpBody): Promise<SignUpOutcome> {
  try {
    const response = await signUp(body);
    if (!response.success) {
      return { status: 'failed', message: response.message || SIGN_UP_ERROR_MESSAGE };
    }
    return { status: 'created', message: response.message };
  } catch (error) {
    return { status: 'failed', message: getServerMessage(error) ?? SIGN_UP_ERROR_MESSAGE };
  }
}

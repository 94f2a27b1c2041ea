import {
  SuccessMessageResponseSchema,
  type SignUpBody,
  type SuccessMessageResponse,
} from '@clearcall/contracts';
import { ApiError, apiRequest, describeFailure } from '../../../lib/api-client';

/** Product specification, section 8 ("Invalid Credintial"): a sign-up the server refused unexplained. */
const SIGN_UP_ERROR_MESSAGE = 'Invalid credentials.';

/** A sign-up that failed on the server's side rather than by anything the person typed. */
const SIGN_UP_FAILED_MESSAGE = 'Your account could not be created. Please try again.';

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
    const isServerFault = error instanceof ApiError && error.status >= 500;
    return {
      status: 'failed',
      message: describeFailure(
        error,
        isServerFault ? SIGN_UP_FAILED_MESSAGE : SIGN_UP_ERROR_MESSAGE,
      ),
    };
  }
}

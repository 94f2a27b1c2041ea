import {
  TotpValidateResponseSchema,
  type TotpValidateBody,
  type TotpValidateResponse,
  type SessionUser,
} from '@clearcall/contracts';
import { apiRequest, getServerMessage } from '../../../lib/api-client';
import { startSession } from '../../../lib/auth';
import { readRememberMe } from '../../../lib/storage';
import { forgetPendingPasscode, type PendingPasscode } from '../utils/pending-passcode';

/** Product specification, section 8: a passcode call that throws without a server answer. */
export const PASSCODE_ERROR_MESSAGE = 'something went wrong';

/**
 * Sends the e-mailed passcode (as `token`) with the e-mail and the challenge of the sign-in
 * that asked for it; the server counts a try only for that sign-in.
 */
export function validatePasscode(body: TotpValidateBody): Promise<TotpValidateResponse> {
  return apiRequest('/admin/totp-validate', {
    method: 'POST',
    body,
    schema: TotpValidateResponseSchema,
    isPublic: true,
  });
}

export type PasscodeOutcome =
  { status: 'signed-in'; user: SessionUser } | { status: 'failed'; message: string };

/**
 * Runs the passcode step with the login form's Remember Me, which sets the session's length: an
 * answer with a result starts the session (kept as that choice asked) and forgets the waiting
 * sign-in; an answer without one is a failure.
 */
export async function submitPasscode(
  { email, challenge }: PendingPasscode,
  passcode: string,
): Promise<PasscodeOutcome> {
  const rememberMe = readRememberMe();
  try {
    const response = await validatePasscode({ email, challenge, token: passcode, rememberMe });
    if (!('result' in response)) return { status: 'failed', message: response.message };
    startSession({ ...response.result, rememberMe });
    forgetPendingPasscode();
    return { status: 'signed-in', user: response.result.user };
  } catch (error) {
    return { status: 'failed', message: getServerMessage(error) ?? PASSCODE_ERROR_MESSAGE };
  }
}

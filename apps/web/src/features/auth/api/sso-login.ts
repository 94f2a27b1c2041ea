import {
  SsoLoginResponseSchema,
  type SessionUser,
  type SsoLoginBody,
  type SsoLoginResponse,
} from '@clearcall/contracts';
import { apiRequest, getServerMessage } from '../../../lib/api-client';
import { startSession } from '../../../lib/auth';
import { readRememberMe } from '../../../lib/storage';
import { waitForPasscode } from '../utils/pending-passcode';

/** Shown when the sign-in failed without an explanation from the server. */
export const SSO_LOGIN_ERROR_MESSAGE =
  'Something went wrong while signing you in. Please try again.';

/** Exchanges the single-use ssotoken of a single sign-on return for a session. */
export function ssoLogin(body: SsoLoginBody): Promise<SsoLoginResponse> {
  return apiRequest('/sso/login', {
    method: 'POST',
    body,
    schema: SsoLoginResponseSchema,
    isPublic: true,
  });
}

export type SsoLoginOutcome =
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'passcode-required' }
  | { status: 'failed'; message: string };

/**
 * Ends a single sign-on with the server's answer: a result starts the session (kept as the last
 * Remember Me choice asked); an account that confirms sign-ins by passcode leaves its e-mail and
 * the sign-in's challenge for /passcode. Shared by the return page and the e-mail confirmation
 * page, which both end in the same answer.
 */
export async function finishSsoSignIn(
  request: () => Promise<SsoLoginResponse>,
): Promise<SsoLoginOutcome> {
  try {
    const response = await request();
    if ('passcodeRequired' in response) {
      waitForPasscode(response.email, response.challenge);
      return { status: 'passcode-required' };
    }
    startSession({ ...response.result, rememberMe: readRememberMe() });
    return { status: 'signed-in', user: response.result.user };
  } catch (error) {
    return { status: 'failed', message: getServerMessage(error) ?? SSO_LOGIN_ERROR_MESSAGE };
  }
}

/**
 * Runs the return page's sign-in with the last Remember Me choice, so the server gives the
 * session the length the person asked for on the login screen.
 */
export function submitSsoToken(ssotoken: string): Promise<SsoLoginOutcome> {
  return finishSsoSignIn(() => ssoLogin({ ssotoken, rememberMe: readRememberMe() }));
}

import {
  SsoLoginResponseSchema,
  type SsoConfirmBody,
  type SsoLoginResponse,
} from '@clearcall/contracts';
import { apiRequest } from '../../../lib/api-client';
import { readRememberMe } from '../../../lib/storage';
import { finishSsoSignIn, type SsoLoginOutcome } from './sso-login';

/**
 * Follows the link e-mailed when the provider did not verify the address: the server links the
 * sign-in (or creates the account) and answers as the single sign-on exchange does.
 */
export function confirmSsoEmail(body: SsoConfirmBody): Promise<SsoLoginResponse> {
  return apiRequest('/sso/confirm', {
    method: 'POST',
    body,
    schema: SsoLoginResponseSchema,
    isPublic: true,
  });
}

/** Confirms the address from the link and signs in, with the last Remember Me choice. */
export function submitSsoConfirmation(token: string, email: string): Promise<SsoLoginOutcome> {
  return finishSsoSignIn(() => confirmSsoEmail({ token, email, rememberMe: readRememberMe() }));
}

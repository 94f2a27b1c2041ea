import {
  LoginResponseSchema,
  type LoginBody,
  type LoginForm,
  type LoginResponse,
  type SessionUser,
} from '@clearcall/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/auth';
import { writeRememberMe } from '../../../lib/storage';
import { waitForPasscode } from '../utils/pending-passcode';

/**
 * Signs in with e-mail and password. The password is sent as typed: it travels over TLS and is
 * hashed by the server, so a transformation in the browser would protect nothing.
 */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest('/user/login', {
    method: 'POST',
    body,
    schema: LoginResponseSchema,
    isPublic: true,
  });
}

/** The text the login screen shows for a failed sign-in (product specification, section 8). */
export function getLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Invalid email or password';
    if (error.status === 429) return error.message;
  }
  return 'Something went wrong. Please try again.';
}

export type LoginOutcome =
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'passcode-required' }
  | { status: 'failed'; message: string };

/**
 * Runs a sign-in: Remember Me goes to the server, which gives a 12-hour session without it. On
 * success the session starts (stored per Remember Me); an account that signs in with a passcode
 * leaves its e-mail and the sign-in's challenge for the passcode screen, and the choice is kept
 * for the passcode step to send.
 */
export async function submitLogin({
  email,
  password,
  rememberMe,
}: LoginForm): Promise<LoginOutcome> {
  try {
    const response = await login({ email, password, rememberMe });
    if ('passcodeRequired' in response) {
      waitForPasscode(email, response.challenge);
      writeRememberMe(rememberMe);
      return { status: 'passcode-required' };
    }
    startSession({ ...response.result, rememberMe });
    return { status: 'signed-in', user: response.result.user };
  } catch (error) {
    return { status: 'failed', message: getLoginErrorMessage(error) };
  }
}

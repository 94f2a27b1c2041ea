import {
  TotpResendResponseSchema,
  type TotpResendBody,
  type TotpResendResponse,
} from '@clearcall/contracts';
import { apiRequest, getServerMessage } from '../../../lib/api-client';
import type { PendingPasscode } from '../utils/pending-passcode';

/** Shown when asking for a new passcode failed without an explanation from the server. */
export const RESEND_ERROR_MESSAGE = 'We could not send a new passcode. Please try again.';

/** Asks the server to e-mail a new passcode for the same sign-in. */
export function resendPasscode(body: TotpResendBody): Promise<TotpResendResponse> {
  return apiRequest('/admin/totp-resend', {
    method: 'POST',
    body,
    schema: TotpResendResponseSchema,
    isPublic: true,
  });
}

export type ResendOutcome =
  | { status: 'sent'; message: string; resendAfterSeconds: number }
  | { status: 'failed'; message: string };

/** Runs a resend: the server's confirmation and wait, or its reason for refusing. */
export async function submitResend(pending: PendingPasscode): Promise<ResendOutcome> {
  try {
    const response = await resendPasscode(pending);
    return { status: 'sent', ...response };
  } catch (error) {
    return { status: 'failed', message: getServerMessage(error) ?? RESEND_ERROR_MESSAGE };
  }
}

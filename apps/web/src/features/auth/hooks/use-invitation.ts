import { useEffect, useState } from 'react';
import { validateInvite } from '../api/validate-invite';
import { getServerMessage } from '../../../lib/api-client';

const MISSING_TOKEN_MESSAGE =
  'This sign-up link has no invitation in it. Open the link from your account setup email again.';
const CHECK_FAILED_MESSAGE = 'We could not check this invitation. Please try again later.';

export type InvitationState =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  | { status: 'invalid'; message: string };

/**
 * Validates the invitation token of a sign-up link once per token. A refused token reports the
 * server's message; leaving the screen cancels the pending check.
 */
export function useInvitation(token: string): InvitationState {
  const [state, setState] = useState<{ token: string; result: InvitationState }>({
    token,
    result: { status: 'checking' },
  });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    validateInvite(token, controller.signal).then(
      (response) => setState({ token, result: { status: 'valid', email: response.data.email } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = getServerMessage(error) ?? CHECK_FAILED_MESSAGE;
        setState({ token, result: { status: 'invalid', message } });
      },
    );
    return () => controller.abort();
  }, [token]);

  if (!token) return { status: 'invalid', message: MISSING_TOKEN_MESSAGE };
  return state.token === token ? state.result : { status: 'checking' };
}

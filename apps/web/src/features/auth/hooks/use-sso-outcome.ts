import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { getPostLoginRedirect } from '../../../lib/authorization';
import { resetFeedFlags } from '../../../lib/storage';
import type { SsoLoginOutcome } from '../api/sso-login';
import type { SsoReturnState } from '../components/sso-return-status';

/**
 * What a page does with the end of a single sign-on, for the return page and the e-mail
 * confirmation page alike: shows a failure, hands a passcode sign-in to /passcode, or greets the
 * user and opens the landing page of the redirect table after the sign-in delay.
 */
export function useSsoOutcome(show: (state: SsoReturnState) => void) {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  return useCallback(
    (outcome: SsoLoginOutcome) => {
      if (outcome.status === 'failed') {
        show({ phase: 'failed', message: outcome.message });
        return;
      }
      if (outcome.status === 'passcode-required') {
        void navigate(paths.auth.passcode.getHref(), { replace: true });
        return;
      }
      show({ phase: 'signed-in', firstName: outcome.user.firstName });
      const { path, shouldResetFeedFlags } = getPostLoginRedirect(outcome.user);
      if (shouldResetFeedFlags) resetFeedFlags();
      navigateLater(path, REDIRECT_DELAYS_MS.signIn, { replace: true });
    },
    [show, navigate, navigateLater],
  );
}

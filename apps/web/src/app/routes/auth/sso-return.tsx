import { SSO_ERROR_MESSAGES, SSO_PROVIDER_LABELS, toSsoErrorCode } from '@clearcall/contracts';
import { useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useParams, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { submitSsoToken } from '../../../features/auth/api/sso-login';
import {
  SsoReturnStatus,
  type SsoReturnState,
} from '../../../features/auth/components/sso-return-status';
import { useSsoOutcome } from '../../../features/auth/hooks/use-sso-outcome';

const MISSING_TOKEN_MESSAGE =
  'This sign-in link is incomplete. Please start again from the login page.';

/**
 * Where the page was opened: the ssotoken (query or path), the address a confirmation link was
 * sent to, or the reason the sign-in was refused.
 */
function readReturn(
  search: URLSearchParams,
  pathToken: string | undefined,
): SsoReturnState & {
  ssotoken?: string;
} {
  const refusal = toSsoErrorCode(search.get('sso_error'));
  if (refusal) return { phase: 'failed', message: SSO_ERROR_MESSAGES[refusal] };
  const confirmEmail = search.get('sso_confirm')?.trim();
  if (confirmEmail) return { phase: 'confirmation-sent', email: confirmEmail };
  const ssotoken = search.get('ssotoken') || pathToken;
  if (!ssotoken) return { phase: 'failed', message: MISSING_TOKEN_MESSAGE };
  return { phase: 'signing-in', ssotoken };
}

/**
 * The single sign-on return (product specification, section 2): reads the ssotoken, signs in
 * with it once, and opens the landing page of the redirect table 1.1 s later. When the provider
 * did not verify the address, it says where the confirmation link went instead.
 */
export default function SsoReturnRoute() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { ssotoken: pathToken } = useParams();
  const [initial] = useState(() => readReturn(searchParams, pathToken));
  const [state, setState] = useState<SsoReturnState>(initial);
  const applyOutcome = useSsoOutcome(setState);
  const hasStartedRef = useRef(false);
  const provider = matchPath(paths.auth.azureReturn.path, location.pathname) ? 'azure' : 'linkedin';

  useEffect(() => {
    const { ssotoken } = initial;
    // The token works once: a second run of this effect (a remount) must not spend it again.
    if (!ssotoken || hasStartedRef.current) return;
    hasStartedRef.current = true;
    void submitSsoToken(ssotoken).then(applyOutcome);
  }, [initial, applyOutcome]);

  return (
    <>
      <title>{`Sign in with ${SSO_PROVIDER_LABELS[provider]} · Clearcall`}</title>
      <AuthLayout
        title={`Sign in with ${SSO_PROVIDER_LABELS[provider]}`}
        description="Single sign-on"
      >
        <SsoReturnStatus state={state} />
      </AuthLayout>
    </>
  );
}

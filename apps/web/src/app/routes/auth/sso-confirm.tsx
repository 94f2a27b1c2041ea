import { SSO_PROVIDER_IDS, SSO_PROVIDER_LABELS, type SsoProviderId } from '@clearcall/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { submitSsoConfirmation } from '../../../features/auth/api/confirm-sso-email';
import {
  SsoReturnStatus,
  type SsoReturnState,
} from '../../../features/auth/components/sso-return-status';
import { useSsoOutcome } from '../../../features/auth/hooks/use-sso-outcome';

type ConfirmState = { phase: 'asking' } | SsoReturnState;

/** The provider named in the link, for the wording only; the server checks the link itself. */
function providerLabelOf(value: string | null): string {
  const isKnown = (SSO_PROVIDER_IDS as readonly string[]).includes(value ?? '');
  return isKnown ? SSO_PROVIDER_LABELS[value as SsoProviderId] : 'single sign-on';
}

/**
 * The landing page of the link e-mailed when a sign-in provider did not verify the address. It
 * asks before confirming, since a mail scanner may open links, and the person must see which
 * sign-in they are about to attach to their account; then it signs in like the return page.
 */
export default function SsoConfirmRoute() {
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<ConfirmState>({ phase: 'asking' });
  const applyOutcome = useSsoOutcome(setState);
  const token = searchParams.get('token')?.trim() ?? '';
  const email = searchParams.get('email')?.trim() ?? '';
  const providerLabel = providerLabelOf(searchParams.get('provider'));

  const handleConfirm = async () => {
    setState({ phase: 'signing-in' });
    applyOutcome(await submitSsoConfirmation(token, email));
  };

  if (!token || !email) {
    return (
      <>
        <title>Invalid link · Clearcall</title>
        <AuthLayout title="Invalid or Expired Link!">
          <Stack gap="md">
            <Text c="dimmed">
              This confirmation link is incomplete. Sign in again with your provider to get a new
              one, and use the link from the latest email.
            </Text>
            <Button component={Link} to={paths.auth.login.getHref()} size="md" fullWidth>
              Go to Login
            </Button>
          </Stack>
        </AuthLayout>
      </>
    );
  }

  return (
    <>
      <title>Confirm your e-mail address · Clearcall</title>
      <AuthLayout title="Confirm your e-mail address" description={`Sign in with ${providerLabel}`}>
        {state.phase === 'asking' ? (
          <Stack gap="md">
            <Text>
              Confirm that{' '}
              <Text component="span" fw={600} inherit>
                {email}
              </Text>{' '}
              is yours to finish signing in with {providerLabel}. Your {providerLabel} sign-in will
              then open the Clearcall account of this address.
            </Text>
            <Text size="sm" c="dimmed">
              Only confirm if you just signed in with {providerLabel} yourself. If you did not,
              close this page: nothing changes.
            </Text>
            <Button size="md" fullWidth onClick={() => void handleConfirm()}>
              Confirm and sign in
            </Button>
          </Stack>
        ) : (
          <SsoReturnStatus state={state} />
        )}
      </AuthLayout>
    </>
  );
}

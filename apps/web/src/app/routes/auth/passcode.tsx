import type { SessionUser } from '@clearcall/contracts';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { paths } from '../../../config/paths';
import { PasscodeForm } from '../../../features/auth/components/passcode-form';
import { readPendingPasscode } from '../../../features/auth/utils/pending-passcode';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { getPostLoginRedirect, getRedirectFrom } from '../../../lib/authorization';
import { resetFeedFlags } from '../../../lib/storage';

export default function PasscodeRoute() {
  const location = useLocation();
  const navigateLater = useDelayedNavigate();
  // Read once: a verified passcode removes the stored sign-in while this screen is still shown.
  const [pending] = useState(readPendingPasscode);

  if (!pending) return <Navigate to={paths.auth.login.getHref()} replace />;

  const handleVerified = (user: SessionUser) => {
    const { path, shouldResetFeedFlags } = getPostLoginRedirect(
      user,
      getRedirectFrom(location.state),
    );
    if (shouldResetFeedFlags) resetFeedFlags();
    navigateLater(path, REDIRECT_DELAYS_MS.signIn, { replace: true });
  };

  return (
    <>
      <title>Enter passcode · Clearcall</title>
      <AuthLayout title="Enter passcode" description="Enter your passcode received on your email">
        <PasscodeForm pending={pending} onVerified={handleVerified} />
      </AuthLayout>
    </>
  );
}

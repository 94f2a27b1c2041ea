import type { SessionUser } from '@clearcall/contracts';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { paths } from '../../../config/paths';
import { PasscodeForm } from '../../../features/auth/components/passcode-form';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { getPostLoginRedirect, getRedirectFrom } from '../../../lib/authorization';
import { STORAGE_KEYS, readItem, resetFeedFlags } from '../../../lib/storage';

export default function PasscodeRoute() {
  const location = useLocation();
  const navigateLater = useDelayedNavigate();
  // Read once: a verified passcode removes the stored e-mail while this screen is still shown.
  const [email] = useState(() => readItem('session', STORAGE_KEYS.passcodeEmail));

  if (!email) return <Navigate to={paths.auth.login.getHref()} replace />;

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
        <PasscodeForm email={email} onVerified={handleVerified} />
      </AuthLayout>
    </>
  );
}

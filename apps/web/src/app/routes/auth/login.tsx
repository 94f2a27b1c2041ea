import type { SessionUser } from '@clearcall/contracts';
import { Box } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SsoButtons } from '../../../features/auth/components/sso-buttons';
import { AuthAlert } from '../../../features/auth/components/auth-alert';
import { SsoErrorAlert } from '../../../features/auth/components/sso-error-alert';
import { useAuthStore } from '../../../lib/auth';
import { getLandingPath, getPostLoginRedirect, getRedirectFrom } from '../../../lib/authorization';
import { resetFeedFlags } from '../../../lib/storage';

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const isAccountDeleted = useAuthStore((state) => state.endReason === 'account-deleted');
  // Read once on arrival: a session the form itself starts is routed by handleSignedIn.
  const [arrivalSession] = useState(() => {
    const { token, user } = useAuthStore.getState();
    return token ? { user } : null;
  });

  const handleSignedIn = (user: SessionUser) => {
    const { path, shouldResetFeedFlags } = getPostLoginRedirect(
      user,
      getRedirectFrom(location.state),
    );
    if (shouldResetFeedFlags) resetFeedFlags();
    void navigate(path, { replace: true });
  };

  const handlePasscodeRequired = () => {
    void navigate(paths.auth.passcode.getHref(), { state: location.state });
  };

  if (arrivalSession) {
    // Someone already signed in goes home; a stored token is checked by the signed-in shell,
    // which sends its user home too, or back here once it turns out to have expired.
    const home = arrivalSession.user ? getLandingPath(arrivalSession.user).path : '/';
    return <Navigate to={home} replace />;
  }

  return (
    <>
      <title>Login · Clearcall</title>
      <AuthLayout
        title="Log in to Clearcall"
        description="Welcome back. Sign in to read your feeds."
      >
        {isAccountDeleted && (
          <Box mb="md">
            <AuthAlert kind="success">
              Your account and its personal data have been deleted.
            </AuthAlert>
          </Box>
        )}
        <SsoErrorAlert />
        <LoginForm onSignedIn={handleSignedIn} onPasscodeRequired={handlePasscodeRequired} />
        <SsoButtons />
      </AuthLayout>
    </>
  );
}

import type { SessionUser } from '@clearcall/contracts';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SsoButtons } from '../../../features/auth/components/sso-buttons';
import { SsoErrorAlert } from '../../../features/auth/components/sso-error-alert';
import { getPostLoginRedirect, getRedirectFrom } from '../../../lib/authorization';
import { resetFeedFlags } from '../../../lib/storage';

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();

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

  return (
    <>
      <title>Login · Clearcall</title>
      <AuthLayout
        title="Log in to Clearcall"
        description="Welcome back. Sign in to read your feeds."
      >
        <SsoErrorAlert />
        <LoginForm onSignedIn={handleSignedIn} onPasscodeRequired={handlePasscodeRequired} />
        <SsoButtons />
      </AuthLayout>
    </>
  );
}

import { AuthLayout } from '../../../components/layouts/auth-layout';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';

export default function ForgotPasswordRoute() {
  const navigateLater = useDelayedNavigate();

  const handleSent = () => {
    navigateLater(paths.auth.login.getHref(), REDIRECT_DELAYS_MS.forgotPassword, {
      replace: true,
    });
  };

  return (
    <>
      <title>Forgot Password · Clearcall</title>
      <AuthLayout
        title="Forgot Password"
        description="Enter the email of your account and we will send you a link to reset your password."
      >
        <ForgotPasswordForm
          redirectDelayMs={REDIRECT_DELAYS_MS.forgotPassword}
          onSent={handleSent}
        />
      </AuthLayout>
    </>
  );
}

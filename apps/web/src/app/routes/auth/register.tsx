import { AuthLayout } from '../../../components/layouts/auth-layout';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { paths } from '../../../config/paths';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';

export default function RegisterRoute() {
  const navigateLater = useDelayedNavigate();

  const handleSent = () => {
    navigateLater(paths.auth.login.getHref(), REDIRECT_DELAYS_MS.register, { replace: true });
  };

  return (
    <>
      <title>Create Account · Clearcall</title>
      <AuthLayout
        title="Create Account"
        description="Enter your work email and we will send you a link to set up your account."
      >
        <RegisterForm redirectDelayMs={REDIRECT_DELAYS_MS.register} onSent={handleSent} />
      </AuthLayout>
    </>
  );
}

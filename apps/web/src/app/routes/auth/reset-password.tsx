import { Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const navigateLater = useDelayedNavigate();
  const token = searchParams.get('token')?.trim() ?? '';
  const email = searchParams.get('email')?.trim() ?? '';

  if (!token || !email) {
    return (
      <>
        <title>Invalid link · Clearcall</title>
        <AuthLayout title="Invalid or Expired Link!">
          <Stack gap="md">
            <Text c="dimmed">
              This password reset link is incomplete. Request a new one and use the link from the
              latest email.
            </Text>
            <Button component={Link} to={paths.auth.forgotPassword.getHref()} size="md" fullWidth>
              Go to Forgot Password
            </Button>
          </Stack>
        </AuthLayout>
      </>
    );
  }

  const handleReset = () => {
    navigateLater(paths.auth.login.getHref(), REDIRECT_DELAYS_MS.resetPassword, { replace: true });
  };

  return (
    <>
      <title>Reset Password · Clearcall</title>
      <AuthLayout title="Reset Password" description="Choose a new password for your account.">
        <ResetPasswordForm
          token={token}
          email={email}
          redirectDelayMs={REDIRECT_DELAYS_MS.resetPassword}
          onReset={handleReset}
        />
      </AuthLayout>
    </>
  );
}

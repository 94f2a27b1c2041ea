import { Button, Loader, Stack, Text } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { paths } from '../../../config/paths';
import { LAYOUT } from '../../../config/theme';
import { AuthAlert } from '../../../features/auth/components/auth-alert';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';
import { useInvitation } from '../../../features/auth/hooks/use-invitation';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';

export default function SignUpRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const invitation = useInvitation(token);
  const navigateLater = useDelayedNavigate();

  const handleSignedUp = () => {
    navigateLater(paths.auth.login.getHref(), REDIRECT_DELAYS_MS.signUp, { replace: true });
  };

  return (
    <>
      <title>Sign Up · Clearcall</title>
      <AuthLayout
        title="Sign Up"
        description={
          invitation.status === 'valid'
            ? 'Finish setting up your Clearcall account.'
            : 'Your invitation to Clearcall.'
        }
      >
        {invitation.status === 'checking' && (
          <Stack align="center" gap="sm" py="xl" role="status">
            <Loader size="md" aria-hidden="true" />
            <Text c="dimmed">Working...</Text>
          </Stack>
        )}
        {invitation.status === 'invalid' && (
          <Stack gap="md">
            <AuthAlert kind="error">{invitation.message}</AuthAlert>
            <Button
              component={Link}
              to={paths.auth.register.getHref()}
              variant="default"
              size="md"
              fullWidth
              leftSection={<IconArrowLeft size={LAYOUT.navIconSize} aria-hidden="true" />}
            >
              Back to Create Account
            </Button>
          </Stack>
        )}
        {invitation.status === 'valid' && (
          <SignUpForm
            token={token}
            email={invitation.email}
            redirectDelayMs={REDIRECT_DELAYS_MS.signUp}
            onSignedUp={handleSignedUp}
          />
        )}
      </AuthLayout>
    </>
  );
}

import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthAlert } from './auth-alert';

export type SsoReturnState =
  | { phase: 'signing-in' }
  | { phase: 'signed-in'; firstName: string }
  | { phase: 'confirmation-sent'; email: string }
  | { phase: 'failed'; message: string };

/** What the single sign-on return page shows while it signs the person in, and after. */
export function SsoReturnStatus({ state }: { state: SsoReturnState }) {
  if (state.phase === 'confirmation-sent') {
    return (
      <Stack gap="md">
        <AuthAlert kind="success" title="Check your inbox">
          We sent a link to{' '}
          <Text component="span" fw={600} inherit>
            {state.email}
          </Text>{' '}
          to confirm this address. Follow it within an hour to finish signing in.
        </AuthAlert>
        <Text size="sm" c="dimmed">
          Your sign-in provider did not confirm that this e-mail address is yours, so nothing is
          linked to a Clearcall account until you do.
        </Text>
        <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center" fw={600}>
          Back to Login
        </Anchor>
      </Stack>
    );
  }
  if (state.phase === 'signing-in') {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>Signing you in…</Text>
      </Group>
    );
  }
  if (state.phase === 'signed-in') {
    return (
      <AuthAlert kind="success">
        Welcome, {state.firstName}. You are signed in; taking you to Clearcall…
      </AuthAlert>
    );
  }
  return (
    <Stack gap="md">
      <AuthAlert kind="error" title="Sign-in did not complete">
        {state.message}
      </AuthAlert>
      <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center" fw={600}>
        Back to Login
      </Anchor>
    </Stack>
  );
}

import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthAlert } from './auth-alert';

export type SsoReturnState =
  | { phase: 'signing-in' }
  | { phase: 'signed-in'; firstName: string }
  | { phase: 'failed'; message: string };

/** What the single sign-on return page shows while it signs the person in, and after. */
export function SsoReturnStatus({ state }: { state: SsoReturnState }) {
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

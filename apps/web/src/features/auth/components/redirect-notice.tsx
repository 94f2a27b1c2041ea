import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthAlert } from './auth-alert';

type RedirectNoticeProps = {
  /** The success text of the specification. */
  message: string;
  delayMs: number;
};

/** A finished signed-out form: its success text and the way on to /login, which opens by itself. */
export function RedirectNotice({ message, delayMs }: RedirectNoticeProps) {
  return (
    <Stack gap="md">
      <AuthAlert kind="success">{message}</AuthAlert>
      <Text size="sm" c="dimmed" ta="center">
        Taking you to the login page in {Math.round(delayMs / 1000)} seconds.{' '}
        <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" fw={600}>
          Go to Login now
        </Anchor>
      </Text>
    </Stack>
  );
}

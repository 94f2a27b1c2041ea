import { Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthAlert } from './auth-alert';

type RedirectNoticeProps = {
  /** The success text of the specification. */
  message: string;
  delayMs: number;
};

/** The whole seconds left of a delay that started when the component mounted, ticking down. */
function useSecondsLeft(delayMs: number): number {
  const [deadline] = useState(() => Date.now() + delayMs);
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(delayMs / 1000));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return secondsLeft;
}

/** A finished signed-out form: its success text and the way on to /login, which opens by itself. */
export function RedirectNotice({ message, delayMs }: RedirectNoticeProps) {
  const secondsLeft = useSecondsLeft(delayMs);
  return (
    <Stack gap="md">
      <AuthAlert kind="success">{message}</AuthAlert>
      <Text size="sm" c="dimmed" ta="center">
        Taking you to the login page in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.{' '}
        <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" fw={600}>
          Go to Login now
        </Anchor>
      </Text>
    </Stack>
  );
}

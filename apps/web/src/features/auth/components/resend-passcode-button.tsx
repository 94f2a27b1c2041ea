import { PASSCODE_RESEND_SECONDS } from '@clearcall/contracts';
import { Button, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { submitResend } from '../api/resend-passcode';
import type { PendingPasscode } from '../utils/pending-passcode';
import { AuthAlert } from './auth-alert';

type ResendPasscodeButtonProps = {
  /** The sign-in the new code is for. */
  pending: PendingPasscode;
  /** Disables the button while the form is verifying or signing in. */
  disabled?: boolean;
};

type ResendState = { phase: 'idle' | 'pending' } | { phase: 'sent' | 'failed'; message: string };

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * The whole seconds left until a deadline, starting `initialSeconds` from now; `restart` sets a
 * new one. Read from the clock each second, so a throttled background tab stays right.
 */
function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  const restart = (seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  };
  return { secondsLeft, restart };
}

/**
 * "Resend code": e-mails a new passcode for the same sign-in. It waits as long as the server
 * does between codes (the code was just sent when the screen opens), showing the seconds left.
 */
export function ResendPasscodeButton({ pending, disabled = false }: ResendPasscodeButtonProps) {
  const [state, setState] = useState<ResendState>({ phase: 'idle' });
  const { secondsLeft, restart } = useCountdown(PASSCODE_RESEND_SECONDS);

  const handleResend = async () => {
    setState({ phase: 'pending' });
    const outcome = await submitResend(pending);
    if (outcome.status === 'sent') {
      setState({ phase: 'sent', message: outcome.message });
      restart(outcome.resendAfterSeconds);
      return;
    }
    setState({ phase: 'failed', message: outcome.message });
    restart(PASSCODE_RESEND_SECONDS);
  };

  const isSending = state.phase === 'pending';
  const isWaiting = secondsLeft > 0;

  return (
    <Stack gap="xs">
      {state.phase === 'sent' && <AuthAlert kind="success">{state.message}</AuthAlert>}
      {state.phase === 'failed' && <AuthAlert kind="error">{state.message}</AuthAlert>}
      <Button
        type="button"
        variant="subtle"
        size="sm"
        onClick={handleResend}
        disabled={disabled || isSending || isWaiting}
        leftSection={isSending ? <Loader size="xs" color="gray" aria-hidden="true" /> : undefined}
      >
        {isSending ? 'Sending...' : isWaiting ? `Resend code in ${secondsLeft}s` : 'Resend code'}
      </Button>
    </Stack>
  );
}

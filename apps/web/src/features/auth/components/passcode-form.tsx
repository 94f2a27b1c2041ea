import {
  PasscodeFormSchema,
  type PasscodeForm as PasscodeFormValues,
  type SessionUser,
} from '@clearcall/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PASSCODE_ERROR_MESSAGE, submitPasscode } from '../api/validate-passcode';
import type { PendingPasscode } from '../utils/pending-passcode';
import { AuthAlert } from './auth-alert';
import classes from './passcode-form.module.css';
import { ResendPasscodeButton } from './resend-passcode-button';

const PASSCODE_LENGTH = 6;

type PasscodeFormProps = {
  /** The sign-in that passed its password and is waiting for the passcode. */
  pending: PendingPasscode;
  /** Called once the session is stored. */
  onVerified: (user: SessionUser) => void;
};

type SubmitState =
  { phase: 'idle' | 'pending' } | { phase: 'verified' } | { phase: 'failed'; message: string };

export function PasscodeForm({ pending, onVerified }: PasscodeFormProps) {
  const [submitState, setSubmitState] = useState<SubmitState>({ phase: 'idle' });
  const { control, handleSubmit } = useForm<PasscodeFormValues>({
    resolver: zodResolver(PasscodeFormSchema),
    defaultValues: { passcode: '' },
  });

  const handleValidSubmit = async ({ passcode }: PasscodeFormValues) => {
    setSubmitState({ phase: 'pending' });
    try {
      const outcome = await submitPasscode(pending, passcode);
      if (outcome.status === 'failed') {
        setSubmitState({ phase: 'failed', message: outcome.message });
        return;
      }
      setSubmitState({ phase: 'verified' });
      onVerified(outcome.user);
    } catch {
      setSubmitState({ phase: 'failed', message: PASSCODE_ERROR_MESSAGE });
    }
  };

  const isBusy = submitState.phase === 'pending' || submitState.phase === 'verified';

  return (
    <form onSubmit={handleSubmit(handleValidSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Sent to{' '}
          <Text component="span" size="sm" fw={600} c="bright">
            {pending.email}
          </Text>
        </Text>
        <Controller
          control={control}
          name="passcode"
          render={({ field: { value, onChange, onBlur, name, ref }, fieldState }) => (
            <TextInput
              label="Passcode"
              name={name}
              ref={ref}
              value={value}
              onChange={(event) =>
                onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, PASSCODE_LENGTH))
              }
              onBlur={onBlur}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={PASSCODE_LENGTH}
              autoFocus
              readOnly={isBusy}
              error={fieldState.error?.message}
              classNames={{ input: classes.input }}
            />
          )}
        />
        {submitState.phase === 'failed' && (
          <AuthAlert kind="error">{submitState.message}</AuthAlert>
        )}
        {submitState.phase === 'verified' && (
          <AuthAlert kind="success">Passcode verified. Signing you in…</AuthAlert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={isBusy}
          leftSection={isBusy ? <Loader size="xs" color="gray" aria-hidden="true" /> : undefined}
        >
          {isBusy ? 'Verifying...' : 'Verify'}
        </Button>
        <ResendPasscodeButton pending={pending} disabled={isBusy} />
        <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center" fw={500}>
          Back to Login
        </Anchor>
      </Stack>
    </form>
  );
}

import { ForgotPasswordBodySchema, type ForgotPasswordBody } from '@clearcall/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { submitForgotPassword } from '../api/forgot-password';
import { AuthAlert } from './auth-alert';
import { RedirectNotice } from './redirect-notice';

export const FORGOT_PASSWORD_SUCCESS_MESSAGE =
  'Password reset link has been sent to your registered email. Please check your inbox to proceed.';

type ForgotPasswordFormProps = {
  /** How long the success text stays before /login opens. */
  redirectDelayMs: number;
  /** Called once the request is accepted. */
  onSent: () => void;
};

type SubmitState = { phase: 'idle' | 'pending' | 'sent' } | { phase: 'failed'; message: string };

export function ForgotPasswordForm({ redirectDelayMs, onSent }: ForgotPasswordFormProps) {
  const [submitState, setSubmitState] = useState<SubmitState>({ phase: 'idle' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const handleValidSubmit = async (values: ForgotPasswordBody) => {
    setSubmitState({ phase: 'pending' });
    const outcome = await submitForgotPassword(values);
    if (outcome.status === 'failed') {
      setSubmitState({ phase: 'failed', message: outcome.message });
      return;
    }
    setSubmitState({ phase: 'sent' });
    onSent();
  };

  if (submitState.phase === 'sent') {
    return <RedirectNotice message={FORGOT_PASSWORD_SUCCESS_MESSAGE} delayMs={redirectDelayMs} />;
  }

  return (
    <form onSubmit={handleSubmit(handleValidSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {submitState.phase === 'failed' && (
          <AuthAlert kind="error">{submitState.message}</AuthAlert>
        )}
        <Button type="submit" size="md" fullWidth loading={submitState.phase === 'pending'}>
          Submit
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" fw={600}>
            Login
          </Anchor>
          <Anchor component={Link} to={paths.auth.register.getHref()} size="sm" fw={600}>
            Create Account
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

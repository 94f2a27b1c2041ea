import { RegisterBodySchema, type RegisterBody } from '@clearcall/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { submitRegistration } from '../api/register';
import { AuthAlert } from './auth-alert';
import { RedirectNotice } from './redirect-notice';

export const REGISTER_SUCCESS_MESSAGE =
  'Your request to create an account has been submitted successfully. Please review your inbox for the account setup email.';

type RegisterFormProps = {
  /** How long the success text stays before /login opens. */
  redirectDelayMs: number;
  /** Called once the request is accepted. */
  onSent: () => void;
};

type SubmitState = { phase: 'idle' | 'pending' | 'sent' } | { phase: 'failed'; message: string };

export function RegisterForm({ redirectDelayMs, onSent }: RegisterFormProps) {
  const [submitState, setSubmitState] = useState<SubmitState>({ phase: 'idle' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterBody>({
    resolver: zodResolver(RegisterBodySchema),
    defaultValues: { email: '' },
  });

  const handleValidSubmit = async (values: RegisterBody) => {
    setSubmitState({ phase: 'pending' });
    const outcome = await submitRegistration(values);
    if (outcome.status === 'failed') {
      setSubmitState({ phase: 'failed', message: outcome.message });
      return;
    }
    setSubmitState({ phase: 'sent' });
    onSent();
  };

  if (submitState.phase === 'sent') {
    return <RedirectNotice message={REGISTER_SUCCESS_MESSAGE} delayMs={redirectDelayMs} />;
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
        <Text size="sm" ta="center" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.auth.login.getHref()} fw={600}>
            Login
          </Anchor>
        </Text>
        <Text size="xs" ta="center" c="dimmed">
          By creating an account you agree to the{' '}
          <Anchor component={Link} to={paths.legal.terms.getHref()} size="xs" fw={600}>
            Terms of Service
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to={paths.legal.privacy.getHref()} size="xs" fw={600}>
            Privacy Policy
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}

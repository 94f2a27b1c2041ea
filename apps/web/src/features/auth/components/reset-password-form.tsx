import {
  ResetPasswordFormSchema,
  type ResetPasswordForm as ResetValues,
} from '@clearcall/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { submitResetPassword } from '../api/reset-password';
import { AuthAlert } from './auth-alert';
import { RedirectNotice } from './redirect-notice';

export const RESET_PASSWORD_SUCCESS_MESSAGE =
  'Password reset successfully! Please log in with your new password.';

type ResetPasswordFormProps = {
  /** The single-use token and the e-mail from the reset link. */
  token: string;
  email: string;
  /** How long the success text stays before /login opens. */
  redirectDelayMs: number;
  /** Called once the new password is set. */
  onReset: () => void;
};

type SubmitState = { phase: 'idle' | 'pending' | 'reset' } | { phase: 'failed'; message: string };

export function ResetPasswordForm({
  token,
  email,
  redirectDelayMs,
  onReset,
}: ResetPasswordFormProps) {
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [isConfirmVisible, setIsConfirmVisible] = useState(false);
  const [submitState, setSubmitState] = useState<SubmitState>({ phase: 'idle' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '', keepSsoIdentities: false },
  });

  const handleValidSubmit = async ({ password, keepSsoIdentities }: ResetValues) => {
    setSubmitState({ phase: 'pending' });
    const outcome = await submitResetPassword({ email, token, password, keepSsoIdentities });
    if (outcome.status === 'failed') {
      setSubmitState({ phase: 'failed', message: outcome.message });
      return;
    }
    setSubmitState({ phase: 'reset' });
    onReset();
  };

  if (submitState.phase === 'reset') {
    return <RedirectNotice message={RESET_PASSWORD_SUCCESS_MESSAGE} delayMs={redirectDelayMs} />;
  }

  return (
    <form onSubmit={handleSubmit(handleValidSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          For{' '}
          <Text component="span" size="sm" fw={600} c="bright">
            {email}
          </Text>
        </Text>
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          visible={isPasswordVisible}
          onVisibilityChange={setIsPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': isPasswordVisible ? 'Hide new password' : 'Show new password',
          }}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          visible={isConfirmVisible}
          onVisibilityChange={setIsConfirmVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': isConfirmVisible ? 'Hide confirm password' : 'Show confirm password',
          }}
          {...register('confirmPassword')}
        />
        <Checkbox
          label="Keep my linked sign-ins"
          description="Leave it unticked unless you linked them yourself: sign-in with LinkedIn or Microsoft is then removed from your account."
          {...register('keepSsoIdentities')}
        />
        {submitState.phase === 'failed' && (
          <AuthAlert kind="error">
            {submitState.message}{' '}
            <Text component="span" size="sm">
              Visit the{' '}
              <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm" fw={600}>
                Forgot Password
              </Anchor>{' '}
              page to request a new link.
            </Text>
          </AuthAlert>
        )}
        <Button type="submit" size="md" fullWidth loading={submitState.phase === 'pending'}>
          Reset password
        </Button>
        <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center" fw={500}>
          Back to Login
        </Anchor>
      </Stack>
    </form>
  );
}

import { ForgotPasswordBodySchema } from '@clearcall/contracts';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { submitForgotPassword } from '../api/forgot-password';
import { EmailRequestForm } from './email-request-form';

export const FORGOT_PASSWORD_SUCCESS_MESSAGE =
  'Password reset link has been sent to your registered email. Please check your inbox to proceed.';

type ForgotPasswordFormProps = {
  /** How long the success text stays before /login opens. */
  redirectDelayMs: number;
  /** Called once the request is accepted. */
  onSent: () => void;
};

export function ForgotPasswordForm({ redirectDelayMs, onSent }: ForgotPasswordFormProps) {
  return (
    <EmailRequestForm
      schema={ForgotPasswordBodySchema}
      submit={submitForgotPassword}
      successMessage={FORGOT_PASSWORD_SUCCESS_MESSAGE}
      redirectDelayMs={redirectDelayMs}
      onSent={onSent}
      footer={
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" fw={600}>
            Login
          </Anchor>
          <Anchor component={Link} to={paths.auth.register.getHref()} size="sm" fw={600}>
            Create Account
          </Anchor>
        </Group>
      }
    />
  );
}

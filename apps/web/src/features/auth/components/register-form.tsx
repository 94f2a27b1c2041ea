import { RegisterBodySchema } from '@clearcall/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { submitRegistration } from '../api/register';
import { EmailRequestForm } from './email-request-form';

export const REGISTER_SUCCESS_MESSAGE =
  'Your request to create an account has been submitted successfully. Please review your inbox for the account setup email.';

type RegisterFormProps = {
  /** How long the success text stays before /login opens. */
  redirectDelayMs: number;
  /** Called once the request is accepted. */
  onSent: () => void;
};

export function RegisterForm({ redirectDelayMs, onSent }: RegisterFormProps) {
  return (
    <EmailRequestForm
      schema={RegisterBodySchema}
      submit={submitRegistration}
      successMessage={REGISTER_SUCCESS_MESSAGE}
      redirectDelayMs={redirectDelayMs}
      onSent={onSent}
      footer={
        <>
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
        </>
      }
    />
  );
}

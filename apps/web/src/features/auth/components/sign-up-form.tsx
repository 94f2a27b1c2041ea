import { SignUpFormSchema, type SignUpForm as SignUpValues } from '@clearcall/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { submitSignUp } from '../api/sign-up';
import { AuthAlert } from './auth-alert';
import { RedirectNotice } from './redirect-notice';

const INCOMPLETE_FORM_MESSAGE = 'Please fill in all required fields';
const SIGN_UP_SUCCESS_MESSAGE = 'Your account has been created.';

type SignUpFormProps = {
  /** The invitation token from the link. */
  token: string;
  /** The invitation's e-mail, which the account must use. */
  email: string;
  /** How long the success text stays before /login opens. */
  redirectDelayMs: number;
  /** Called once the account exists. */
  onSignedUp: () => void;
};

type SubmitState =
  | { phase: 'idle' | 'pending' }
  | { phase: 'created'; message: string }
  | { phase: 'failed'; message: string };

export function SignUpForm({ token, email, redirectDelayMs, onSignedUp }: SignUpFormProps) {
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [submitState, setSubmitState] = useState<SubmitState>({ phase: 'idle' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    mode: 'onBlur',
    defaultValues: { firstName: '', lastName: '', email, password: '' },
  });

  const handleValidSubmit = async (values: SignUpValues) => {
    setSubmitState({ phase: 'pending' });
    const outcome = await submitSignUp({ ...values, token });
    if (outcome.status === 'failed') {
      setSubmitState({ phase: 'failed', message: outcome.message });
      return;
    }
    setSubmitState({ phase: 'created', message: outcome.message || SIGN_UP_SUCCESS_MESSAGE });
    onSignedUp();
  };

  const handleInvalidSubmit = () => {
    setSubmitState({ phase: 'failed', message: INCOMPLETE_FORM_MESSAGE });
  };

  if (submitState.phase === 'created') {
    return <RedirectNotice message={submitState.message} delayMs={redirectDelayMs} />;
  }

  const isPending = submitState.phase === 'pending';

  return (
    <form onSubmit={handleSubmit(handleValidSubmit, handleInvalidSubmit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          readOnly
          description="The address your invitation was sent to."
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message}
          visible={isPasswordVisible}
          onVisibilityChange={setIsPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': isPasswordVisible ? 'Hide password' : 'Show password',
          }}
          {...register('password')}
        />
        {submitState.phase === 'failed' && (
          <AuthAlert kind="error">{submitState.message}</AuthAlert>
        )}
        <Group grow>
          <Button type="submit" size="md" disabled={isPending}>
            {isPending ? 'Submitting...' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

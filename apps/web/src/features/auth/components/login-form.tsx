import type { LoginForm as LoginFormValues, SessionUser } from '@clearcall/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LAYOUT } from '../../../config/theme';
import { readRememberMe } from '../../../lib/storage';

const UNAVAILABLE_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The validation rules (zod) and the API call load after the form has painted: they are needed
 * only once the person submits, and keeping them off the first paint keeps /login fast.
 */
const loadLoginActions = () => import('../api/login');

const resolveLoginForm: Resolver<LoginFormValues> = async (values, context, options) => {
  try {
    const { loginFormResolver } = await loadLoginActions();
    return await loginFormResolver(values, context, options);
  } catch {
    return { values: {}, errors: { root: { type: 'unavailable', message: UNAVAILABLE_MESSAGE } } };
  }
};

type LoginFormProps = {
  onSignedIn: (user: SessionUser) => void;
  onPasscodeRequired: () => void;
};

type SubmitState = { phase: 'idle' | 'pending' | 'done' } | { phase: 'failed'; message: string };

export function LoginForm({ onSignedIn, onPasscodeRequired }: LoginFormProps) {
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [submitState, setSubmitState] = useState<SubmitState>({ phase: 'idle' });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: resolveLoginForm,
    defaultValues: { email: '', password: '', rememberMe: readRememberMe() },
  });

  useEffect(() => {
    const timer = window.setTimeout(() => void loadLoginActions().catch(() => undefined), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const handleValidSubmit = async (values: LoginFormValues) => {
    setSubmitState({ phase: 'pending' });
    try {
      const { submitLogin } = await loadLoginActions();
      const outcome = await submitLogin(values);
      if (outcome.status === 'failed') {
        setSubmitState({ phase: 'failed', message: outcome.message });
        return;
      }
      // Stays busy until the next screen replaces this one.
      setSubmitState({ phase: 'done' });
      if (outcome.status === 'passcode-required') onPasscodeRequired();
      else onSignedIn(outcome.user);
    } catch {
      setSubmitState({ phase: 'failed', message: UNAVAILABLE_MESSAGE });
    }
  };

  const errorMessage = submitState.phase === 'failed' ? submitState.message : errors.root?.message;

  return (
    <form onSubmit={handleSubmit(handleValidSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          visible={isPasswordVisible}
          onVisibilityChange={setIsPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': isPasswordVisible ? 'Hide password' : 'Show password',
          }}
          {...register('password')}
        />
        <Group justify="space-between" gap="xs">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field: { value, onChange, onBlur, name, ref } }) => (
              <Checkbox
                label="Remember Me"
                name={name}
                ref={ref}
                checked={value}
                onChange={(event) => onChange(event.currentTarget.checked)}
                onBlur={onBlur}
              />
            )}
          />
          <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm" fw={500}>
            Forgot Password?
          </Anchor>
        </Group>
        {errorMessage && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={LAYOUT.navIconSize} aria-hidden="true" />}
          >
            {errorMessage}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={submitState.phase === 'pending' || submitState.phase === 'done'}
        >
          Login
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          New to Clearcall?{' '}
          <Anchor component={Link} to={paths.auth.register.getHref()} fw={600}>
            Create Account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

import {
  LoginFormSchema,
  type LoginForm as LoginFormValues,
  type SessionUser,
} from '@clearcall/contracts';
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
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LAYOUT } from '../../../config/theme';
import { readRememberMe } from '../../../lib/storage';

const UNAVAILABLE_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The API call loads after the form has painted: it is needed only once the person submits,
 * and keeping it off the first paint keeps /login fast.
 */
const loadLoginActions = () => import('../api/login');

type TextField = 'email' | 'password';
type FieldErrors = Partial<Record<TextField, string>>;

/** The contract's rules, first message per field, as the other forms show them. */
function validateLoginForm(values: LoginFormValues) {
  const result = LoginFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { data: undefined, errors };
}

type LoginFormProps = {
  onSignedIn: (user: SessionUser) => void;
  onPasscodeRequired: () => void;
};

type SubmitState = { phase: 'idle' | 'pending' | 'done' } | { phase: 'failed'; message: string };

/**
 * The first screen most people see, so it keeps its three fields in React state rather than
 * loading a form library: the same contract schema validates on submit and, after a first
 * attempt, as the person corrects each field.
 */
export function LoginForm({ onSignedIn, onPasscodeRequired }: LoginFormProps) {
  const [values, setValues] = useState<LoginFormValues>(() => ({
    email: '',
    password: '',
    rememberMe: readRememberMe(),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [submitState, setSubmitState] = useState<SubmitState>({ phase: 'idle' });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => void loadLoginActions().catch(() => undefined), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const changeField = (field: TextField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (hasTriedSubmit) setErrors(validateLoginForm(next).errors);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitState.phase === 'pending' || submitState.phase === 'done') return;
    setHasTriedSubmit(true);
    const { data, errors: fieldErrors } = validateLoginForm(values);
    setErrors(fieldErrors);
    if (!data) {
      (fieldErrors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setSubmitState({ phase: 'pending' });
    try {
      const { submitLogin } = await loadLoginActions();
      const outcome = await submitLogin(data);
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

  const errorMessage = submitState.phase === 'failed' ? submitState.message : undefined;

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          name="email"
          ref={emailRef}
          value={values.email}
          onChange={(event) => changeField('email', event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          name="password"
          ref={passwordRef}
          value={values.password}
          onChange={(event) => changeField('password', event.currentTarget.value)}
          error={errors.password}
          visible={isPasswordVisible}
          onVisibilityChange={setIsPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': isPasswordVisible ? 'Hide password' : 'Show password',
          }}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Remember Me"
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(event) => {
              const rememberMe = event.currentTarget.checked;
              setValues((current) => ({ ...current, rememberMe }));
            }}
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

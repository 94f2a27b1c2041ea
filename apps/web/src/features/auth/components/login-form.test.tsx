import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderWithRouter } from '../../../testing/test-utils';
import { getLoginErrorMessage } from '../api/login';
import { LoginForm } from './login-form';

function loginAnswers(respond: ApiHandler['respond']): ApiHandler {
  return { method: 'POST', path: '/api/user/login', respond };
}

function renderLoginForm() {
  const onSignedIn = vi.fn();
  const onPasscodeRequired = vi.fn();
  const view = renderWithRouter(
    <LoginForm onSignedIn={onSignedIn} onPasscodeRequired={onPasscodeRequired} />,
  );
  return { ...view, onSignedIn, onPasscodeRequired };
}

async function fillAndSubmit(
  user: ReturnType<typeof renderLoginForm>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm validation', () => {
  it('asks for both fields before sending anything', async () => {
    const { fetchMock } = mockApi([]);
    const { user } = renderLoginForm();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an e-mail without @ and a password under 6 characters', async () => {
    const { fetchMock } = mockApi([]);
    const { user } = renderLoginForm();
    await fillAndSubmit(user, 'robin.example.com', '12345');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be 6+ chars')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('LoginForm failures', () => {
  it('shows "Invalid email or password" on a 401 and keeps the person signed out', async () => {
    mockApi([
      loginAnswers(() => ({
        status: 401,
        body: { message: 'Wrong credentials', code: 'UNAUTHENTICATED' },
      })),
    ]);
    const { user, onSignedIn } = renderLoginForm();
    await fillAndSubmit(user, 'robin@example.com', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('shows the generic message on a 500', async () => {
    mockApi([
      loginAnswers(() => ({
        status: 500,
        body: { message: 'Internal Server Error', code: 'INTERNAL' },
      })),
    ]);
    const { user } = renderLoginForm();
    await fillAndSubmit(user, 'robin@example.com', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it('shows the generic message when the server cannot be reached', async () => {
    mockApi([loginAnswers(() => 'network-error')]);
    const { user } = renderLoginForm();
    await fillAndSubmit(user, 'robin@example.com', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it("shows the server's message on a 429", async () => {
    mockApi([
      loginAnswers(() => ({
        status: 429,
        body: {
          message: 'Too many sign-in attempts. Try again in 15 minutes.',
          code: 'RATE_LIMITED',
        },
      })),
    ]);
    const { user } = renderLoginForm();
    await fillAndSubmit(user, 'robin@example.com', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
  });
});

describe('LoginForm success', () => {
  it('sends the e-mail and the password as typed, then reports the signed-in user', async () => {
    const account = buildSessionUser();
    const { callsTo } = mockApi([
      loginAnswers(() => ({ body: { result: { user: account, token: 'token-1' } } })),
    ]);
    const { user, onSignedIn } = renderLoginForm();
    await fillAndSubmit(user, '  robin@example.com ', 'Secret pass 1');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(account));
    expect(callsTo('POST', '/api/user/login')[0]?.body).toEqual({
      email: 'robin@example.com',
      password: 'Secret pass 1',
      rememberMe: true,
    });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'token-1',
      user: account,
      isVerified: true,
    });
  });

  it('has Remember Me ticked by default and then keeps the token in localStorage', async () => {
    mockApi([
      loginAnswers(() => ({ body: { result: { user: buildSessionUser(), token: 'kept-token' } } })),
    ]);
    const { user, onSignedIn } = renderLoginForm();
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
    await fillAndSubmit(user, 'robin@example.com', 'secret-password');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('kept-token');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberMe)).toBe('true');
  });

  it('asks for a short session and keeps the token in sessionStorage only when Remember Me is unticked, and remembers that choice', async () => {
    const { callsTo } = mockApi([
      loginAnswers(() => ({ body: { result: { user: buildSessionUser(), token: 'tab-token' } } })),
    ]);
    const { user, onSignedIn, unmount } = renderLoginForm();
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await fillAndSubmit(user, 'robin@example.com', 'secret-password');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(callsTo('POST', '/api/user/login')[0]?.body).toMatchObject({ rememberMe: false });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe('tab-token');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberMe)).toBe('false');

    unmount();
    renderLoginForm();
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).not.toBeChecked();
  });

  it('stores the e-mail, the challenge and the Remember Me choice for the passcode screen when the account needs a passcode', async () => {
    mockApi([
      loginAnswers(() => ({
        body: { passcodeRequired: true, message: 'Passcode sent', challenge: 'sign-in-2' },
      })),
    ]);
    const { user, onSignedIn, onPasscodeRequired } = renderLoginForm();
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await fillAndSubmit(user, 'admin@example.com', 'secret-password');
    await vi.waitFor(() => expect(onPasscodeRequired).toHaveBeenCalled());
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passcodeEmail)).toBe('admin@example.com');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passcodeChallenge)).toBe('sign-in-2');
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberMe)).toBe('false');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBeNull();
  });
});

describe('LoginForm controls', () => {
  it('shows and hides the password from a labelled toggle', async () => {
    mockApi([]);
    const { user } = renderLoginForm();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to Forgot Password and Create Account', () => {
    mockApi([]);
    renderLoginForm();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('getLoginErrorMessage', () => {
  it('maps 401 to the credentials message, 429 to the server text and anything else to the generic text', () => {
    expect(getLoginErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBe(
      'Invalid email or password',
    );
    expect(getLoginErrorMessage(new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toBe('Slow down');
    expect(getLoginErrorMessage(new ApiError(400, 'VALIDATION_FAILED', 'Bad body'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(getLoginErrorMessage(new TypeError('boom'))).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

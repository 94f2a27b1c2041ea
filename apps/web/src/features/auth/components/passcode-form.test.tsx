import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderWithRouter } from '../../../testing/test-utils';
import { PasscodeForm } from './passcode-form';

const EMAIL = 'admin@example.com';
const CHALLENGE = 'this-sign-in';

function passcodeAnswers(respond: ApiHandler['respond']): ApiHandler {
  return { method: 'POST', path: '/api/admin/totp-validate', respond };
}

function resendAnswers(respond: ApiHandler['respond']): ApiHandler {
  return { method: 'POST', path: '/api/admin/totp-resend', respond };
}

function renderPasscodeForm() {
  window.sessionStorage.setItem(STORAGE_KEYS.passcodeEmail, EMAIL);
  window.sessionStorage.setItem(STORAGE_KEYS.passcodeChallenge, CHALLENGE);
  const onVerified = vi.fn();
  const view = renderWithRouter(
    <PasscodeForm pending={{ email: EMAIL, challenge: CHALLENGE }} onVerified={onVerified} />,
  );
  return { ...view, onVerified };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PasscodeForm input', () => {
  it('is a labelled numeric one-time-code field that keeps digits only', async () => {
    mockApi([]);
    const { user } = renderPasscodeForm();
    const input = screen.getByLabelText('Passcode');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '12a3-45 6789');
    expect(input).toHaveValue('123456');
  });

  it('asks for the passcode, then for all 6 digits, before sending anything', async () => {
    const { fetchMock } = mockApi([]);
    const { user } = renderPasscodeForm();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Passcode is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Passcode'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits of your passcode')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('PasscodeForm submit', () => {
  it('submits on Enter, shows Verifying... and stores the session', async () => {
    const account = buildSessionUser({ userType: 'Admin', project: [] });
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { callsTo } = mockApi([
      passcodeAnswers(() => new Promise((resolve) => (answer = resolve))),
    ]);
    const { user, onVerified } = renderPasscodeForm();
    await user.type(screen.getByLabelText('Passcode'), '654321{Enter}');
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(callsTo('POST', '/api/admin/totp-validate')[0]?.body).toEqual({
      token: '654321',
      email: EMAIL,
      challenge: CHALLENGE,
      rememberMe: true,
    });

    answer({ body: { result: { user: account, token: 'admin-token' } } });
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith(account));
    expect(useAuthStore.getState()).toMatchObject({ token: 'admin-token', isVerified: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('admin-token');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passcodeEmail)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passcodeChallenge)).toBeNull();
  });

  it("sends the login form's unticked Remember Me, so the session lasts 12 hours, and keeps the token for this tab", async () => {
    window.localStorage.setItem(STORAGE_KEYS.rememberMe, 'false');
    const account = buildSessionUser({ userType: 'Admin', project: [] });
    const { callsTo } = mockApi([
      passcodeAnswers(() => ({ body: { result: { user: account, token: 'tab-token' } } })),
    ]);
    const { user, onVerified } = renderPasscodeForm();
    await user.type(screen.getByLabelText('Passcode'), '654321{Enter}');
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith(account));
    expect(callsTo('POST', '/api/admin/totp-validate')[0]?.body).toMatchObject({
      rememberMe: false,
    });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe('tab-token');
  });

  it("shows the server's message when the answer has no result", async () => {
    mockApi([passcodeAnswers(() => ({ body: { message: 'Passcode has expired' } }))]);
    const { user, onVerified } = renderPasscodeForm();
    await user.type(screen.getByLabelText('Passcode'), '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passcode has expired');
    expect(onVerified).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it("shows the server's message on a 401", async () => {
    mockApi([
      passcodeAnswers(() => ({
        status: 401,
        body: { message: 'Invalid passcode', code: 'UNAUTHENTICATED' },
      })),
    ]);
    const { user } = renderPasscodeForm();
    await user.type(screen.getByLabelText('Passcode'), '222222{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid passcode');
  });

  it("shows 'something went wrong' when the call throws", async () => {
    mockApi([passcodeAnswers(() => 'network-error')]);
    const { user } = renderPasscodeForm();
    await user.type(screen.getByLabelText('Passcode'), '333333{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('something went wrong');
  });

  it('links back to /login', () => {
    mockApi([]);
    renderPasscodeForm();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});

describe('PasscodeForm resend', () => {
  it('counts down 30 s, then e-mails a new code for the same sign-in and confirms it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = mockApi([
      resendAnswers(() => ({
        body: { message: 'We have e-mailed you a new 6-digit passcode.', resendAfterSeconds: 30 },
      })),
    ]);
    const { user } = renderPasscodeForm();
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(await screen.findByRole('button', { name: /^Resend code in 2\ds$/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(21_000));

    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have e-mailed you a new 6-digit passcode.',
    );
    expect(callsTo('POST', '/api/admin/totp-resend').map((call) => call.body)).toEqual([
      { email: EMAIL, challenge: CHALLENGE },
    ]);
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
  });

  it("shows the server's reason when no new code may be sent", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refusal =
      'We have sent as many passcodes as one sign-in may ask for. Please sign in again.';
    mockApi([
      resendAnswers(() => ({ status: 429, body: { message: refusal, code: 'RATE_LIMITED' } })),
    ]);
    const { user } = renderPasscodeForm();
    act(() => vi.advanceTimersByTime(31_000));
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
  });
});

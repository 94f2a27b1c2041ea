import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { useAuthStore } from '../../../lib/auth';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockApi } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderApp } from '../../../testing/test-utils';

afterEach(() => {
  vi.useRealTimers();
});

const LINK = '/auth/sso/confirm?token=confirm-token&email=robin%40example.com&provider=azure';

function answerConfirmWith(respond: Parameters<typeof mockApi>[0][number]['respond']) {
  return mockApi([{ method: 'POST', path: '/api/sso/confirm', respond }]);
}

describe('/auth/sso/confirm', () => {
  it('asks first, then confirms, signs in and opens the landing page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(STORAGE_KEYS.rememberMe, 'false');
    const user = buildSessionUser({ firstName: 'Robin', userType: 'Business', userStatus: false });
    const api = answerConfirmWith(() => ({ body: { result: { user, token: 'confirmed' } } }));
    const view = renderApp(LINK);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/robin@example.com/)).toBeInTheDocument();
    expect(screen.getByText(/Only confirm if you just signed in with Microsoft/)).toBeVisible();
    expect(api.callsTo('POST', '/api/sso/confirm')).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText(/Welcome, Robin/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/sso/confirm')[0]!.body).toEqual({
      token: 'confirm-token',
      email: 'robin@example.com',
      rememberMe: false,
    });
    expect(useAuthStore.getState()).toMatchObject({ token: 'confirmed', isVerified: true });
    act(() => vi.advanceTimersByTime(REDIRECT_DELAYS_MS.signIn + 100));
    expect(view.location().pathname).toBe('/lead-gen');
  });

  it("shows the server's message and the way back to /login for a used or expired link", async () => {
    const message =
      'This confirmation link is not valid, was already used or has expired. Please sign in again to get a new one.';
    answerConfirmWith(() => ({ status: 400, body: { message, code: 'VALIDATION_FAILED' } }));
    const view = renderApp(LINK);
    await view.user.click(await screen.findByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('hands an account that confirms sign-ins by passcode over to /passcode', async () => {
    answerConfirmWith(() => ({
      body: {
        passcodeRequired: true,
        message: 'We have e-mailed you a 6-digit passcode.',
        email: 'admin@example.com',
        challenge: 'sso-confirm-sign-in',
      },
    }));
    const view = renderApp(LINK);
    await view.user.click(await screen.findByRole('button', { name: 'Confirm and sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter passcode' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/passcode');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passcodeChallenge)).toBe(
      'sso-confirm-sign-in',
    );
  });

  it('explains an incomplete link', async () => {
    mockApi([]);
    renderApp('/auth/sso/confirm?token=only-a-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid or Expired Link!' }),
    ).toBeInTheDocument();
  });
});

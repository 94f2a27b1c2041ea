import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockApi } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderApp } from '../../../testing/test-utils';

afterEach(() => {
  vi.useRealTimers();
});

describe('/passcode', () => {
  it('goes to /login when no e-mail is waiting for a passcode', async () => {
    mockApi([]);
    const view = renderApp('/passcode');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Clearcall' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
  });

  it('goes to /login when the e-mail has no sign-in challenge with it', async () => {
    mockApi([]);
    window.sessionStorage.setItem(STORAGE_KEYS.passcodeEmail, 'admin@example.com');
    const view = renderApp('/passcode');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Clearcall' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
  });

  it('shows the title and text of the specification', async () => {
    mockApi([]);
    window.sessionStorage.setItem(STORAGE_KEYS.passcodeEmail, 'admin@example.com');
    window.sessionStorage.setItem(STORAGE_KEYS.passcodeChallenge, 'sign-in-3');
    renderApp('/passcode');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter passcode' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter your passcode received on your email')).toBeInTheDocument();
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
  });

  it('signs the admin in and opens /user_rights 1.1 s after a verified passcode', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const admin = buildSessionUser({ userType: 'Admin', project: [] });
    mockApi([
      {
        method: 'POST',
        path: '/api/admin/totp-validate',
        respond: () => ({ body: { result: { user: admin, token: 'admin-token' } } }),
      },
    ]);
    window.sessionStorage.setItem(STORAGE_KEYS.passcodeEmail, admin.email);
    window.sessionStorage.setItem(STORAGE_KEYS.passcodeChallenge, 'sign-in-4');
    const view = renderApp('/passcode');
    await view.user.type(await screen.findByLabelText('Passcode'), '123456{Enter}');
    expect(await screen.findByText('Passcode verified. Signing you in…')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(REDIRECT_DELAYS_MS.signIn - 200));
    expect(view.location().pathname).toBe('/passcode');
    act(() => vi.advanceTimersByTime(300));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/user_rights');
  });
});

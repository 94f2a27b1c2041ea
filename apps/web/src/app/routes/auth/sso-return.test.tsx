import { SSO_ERROR_MESSAGES } from '@clearcall/contracts';
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

const INVALID_TOKEN_MESSAGE = 'This sign-in has expired or was already used. Please sign in again.';

function answerSsoLoginWith(respond: Parameters<typeof mockApi>[0][number]['respond']) {
  return mockApi([{ method: 'POST', path: '/api/sso/login', respond }]);
}

describe('/auth/linkedInSSO/return and /auth/azureSSO/openid/return', () => {
  it('signs a new (not yet activated) user in and opens /lead-gen 1.1 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = buildSessionUser({ firstName: 'Pat', userType: 'Business', userStatus: false });
    const api = answerSsoLoginWith(() => ({ body: { result: { user, token: 'sso-session' } } }));
    const view = renderApp('/auth/linkedInSSO/return?ssotoken=one-time-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in with LinkedIn' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Welcome, Pat/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/sso/login')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/sso/login')[0]!.body).toEqual({
      ssotoken: 'one-time-token',
      rememberMe: true,
    });
    expect(useAuthStore.getState()).toMatchObject({ token: 'sso-session', isVerified: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('sso-session');

    act(() => vi.advanceTimersByTime(REDIRECT_DELAYS_MS.signIn - 200));
    expect(view.location().pathname).toBe('/auth/linkedInSSO/return');
    act(() => vi.advanceTimersByTime(300));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks Pat!' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/lead-gen');
  });

  it('reads the ssotoken from the path too, and sends an Admin to /user_rights', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const admin = buildSessionUser({ userType: 'Admin', project: [] });
    const api = answerSsoLoginWith(() => ({ body: { result: { user: admin, token: 'admin' } } }));
    const view = renderApp('/auth/azureSSO/openid/return/path-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in with Microsoft' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/You are signed in/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/sso/login')[0]!.body).toEqual({
      ssotoken: 'path-token',
      rememberMe: true,
    });
    act(() => vi.advanceTimersByTime(REDIRECT_DELAYS_MS.signIn + 100));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/user_rights');
  });

  it('shows the server message and the way back to /login when the ssotoken is refused', async () => {
    answerSsoLoginWith(() => ({
      status: 401,
      body: { message: INVALID_TOKEN_MESSAGE, code: 'UNAUTHENTICATED' },
    }));
    const view = renderApp('/auth/azureSSO/openid/return?ssotoken=used-token');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_TOKEN_MESSAGE);
    expect(useAuthStore.getState().token).toBeNull();
    await view.user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Clearcall' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
  });

  it('says something went wrong when the server cannot be reached', async () => {
    answerSsoLoginWith(() => 'network-error');
    renderApp('/auth/linkedInSSO/return?ssotoken=some-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while signing you in. Please try again.',
    );
  });

  it('asks for the password when the provider did not verify the e-mail of an existing account', async () => {
    const api = mockApi([]);
    renderApp('/auth/linkedInSSO/return?sso_error=password_required');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SSO_ERROR_MESSAGES.password_required,
    );
    expect(api.callsTo('POST', '/api/sso/login')).toEqual([]);
  });

  it('passes an unticked Remember Me on, so the server gives a 12-hour session', async () => {
    window.localStorage.setItem(STORAGE_KEYS.rememberMe, 'false');
    const user = buildSessionUser();
    const api = answerSsoLoginWith(() => ({ body: { result: { user, token: 'short' } } }));
    renderApp('/auth/linkedInSSO/return?ssotoken=short-token');
    expect(await screen.findByText(/You are signed in/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/sso/login')[0]!.body).toEqual({
      ssotoken: 'short-token',
      rememberMe: false,
    });
  });

  it('says where the confirmation link went when the provider did not verify the address', async () => {
    const api = mockApi([]);
    renderApp('/auth/azureSSO/openid/return?sso_confirm=robin%40example.com');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'We sent a link to robin@example.com to confirm this address.',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/sso/login')).toEqual([]);
  });

  it('explains a return without an ssotoken', async () => {
    mockApi([]);
    renderApp('/auth/linkedInSSO/return');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link is incomplete. Please start again from the login page.',
    );
  });

  it('hands an account that confirms sign-ins by passcode over to /passcode', async () => {
    answerSsoLoginWith(() => ({
      body: {
        passcodeRequired: true,
        message: 'We have e-mailed you a 6-digit passcode.',
        email: 'admin@example.com',
        challenge: 'sso-sign-in',
      },
    }));
    const view = renderApp('/auth/azureSSO/openid/return?ssotoken=admin-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter passcode' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/passcode');
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passcodeChallenge)).toBe('sso-sign-in');
  });
});

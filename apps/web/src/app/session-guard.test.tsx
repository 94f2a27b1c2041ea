import { MessageResponseSchema, type SessionUser } from '@clearcall/contracts';
import { within, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/storage';
import { mockApi, type ApiHandler } from '../testing/mocks/api';
import { buildSessionUser } from '../testing/mocks/data';
import { renderApp, signIn, storeTokenFromEarlierVisit } from '../testing/test-utils';

function loginReturns(user: SessionUser): ApiHandler {
  return {
    method: 'POST',
    path: '/api/user/login',
    respond: () => ({ body: { result: { user, token: 'fresh-token' } } }),
  };
}

function verifyTokenReturns(body: unknown): ApiHandler {
  return { method: 'POST', path: '/api/user/verify-token', respond: () => ({ body }) };
}

async function signInThroughTheForm(view: ReturnType<typeof renderApp>) {
  await view.user.type(await screen.findByLabelText('Email'), 'someone@example.com');
  await view.user.type(screen.getByLabelText('Password', { exact: true }), 'secret-password');
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('protected routes', () => {
  it('send a signed-out visitor to /login and back to the page after sign-in', async () => {
    mockApi([loginReturns(buildSessionUser())]);
    const view = renderApp('/news/feeds?company=c-7');
    expect(await screen.findByRole('heading', { name: 'Log in to Clearcall' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
    expect(view.location().search).toBe('');

    await signInThroughTheForm(view);
    expect(await screen.findByRole('link', { name: 'News' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(view.location().pathname).toBe('/news/feeds');
    expect(view.location().search).toBe('?company=c-7');
  });

  it('use the redirect table when the remembered page is outside the role set', async () => {
    mockApi([loginReturns(buildSessionUser({ userType: 'Admin', project: [] }))]);
    const view = renderApp('/analysis');
    await signInThroughTheForm(view);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/user_rights');
  });

  it('keep each role on its own route set', async () => {
    mockApi([]);
    signIn(buildSessionUser());
    const asUser = renderApp('/user_rights');
    expect(await screen.findByRole('link', { name: 'Earnings' })).toBeInTheDocument();
    expect(asUser.location().pathname).toBe('/earnings/feeds');
    asUser.unmount();

    signIn(buildSessionUser({ userType: 'Admin' }));
    const asAdmin = renderApp('/earnings/feeds');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(asAdmin.location().pathname).toBe('/user_rights');
  });

  it('hold an account awaiting activation on /lead-gen', async () => {
    mockApi([]);
    signIn(buildSessionUser({ firstName: 'Pat', userType: 'Business', userStatus: false }));
    const view = renderApp('/analysis');
    expect(await screen.findByRole('heading', { name: 'Thanks Pat!' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/lead-gen');
    expect(screen.queryByRole('link', { name: 'Feed' })).not.toBeInTheDocument();
  });

  it('send an activated account from /lead-gen to the feed, and unknown paths to the fallback', async () => {
    mockApi([]);
    signIn(buildSessionUser());
    const view = renderApp('/lead-gen');
    expect(await screen.findByRole('link', { name: 'Earnings' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/earnings/feeds');

    view.unmount();

    const elsewhere = renderApp('/no/such/page/here');
    expect(await screen.findByRole('link', { name: 'Earnings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(elsewhere.location().pathname).toBe('/earnings/feeds');
  });

  it('send the person to /login, remembering the page, when an authenticated call gets a 401', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/user/expired',
        respond: () => ({
          status: 401,
          body: { message: 'Session expired', code: 'UNAUTHENTICATED' },
        }),
      },
      loginReturns(buildSessionUser()),
    ]);
    signIn(buildSessionUser());
    const view = renderApp('/analysis');
    expect(await screen.findByRole('heading', { name: 'Analysis' })).toBeInTheDocument();

    await expect(apiRequest('/user/expired', { schema: MessageResponseSchema })).rejects.toThrow();
    expect(await screen.findByRole('heading', { name: 'Log in to Clearcall' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    await signInThroughTheForm(view);
    expect(await screen.findByRole('heading', { name: 'Analysis' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/analysis');
  });
});

describe('session check', () => {
  it('verifies a stored token before showing the page, with a skeleton meanwhile', async () => {
    const { callsTo } = mockApi([
      verifyTokenReturns({ login: true, user: buildSessionUser({ firstName: 'Robin' }) }),
    ]);
    storeTokenFromEarlierVisit('stored-token');
    renderApp('/analysis');
    expect(await screen.findByRole('status')).toHaveTextContent(/Loading Clearcall/);
    expect(await screen.findByRole('heading', { name: 'Analysis' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/user/verify-token').map((call) => call.body)).toEqual([
      { token: 'stored-token' },
    ]);
  });

  it('clears storage and goes to /login on {login: false}, then returns to the page', async () => {
    mockApi([verifyTokenReturns({ login: false }), loginReturns(buildSessionUser())]);
    storeTokenFromEarlierVisit('revoked-token');
    window.sessionStorage.setItem(STORAGE_KEYS.passcodeEmail, 'someone@example.com');
    window.localStorage.setItem(STORAGE_KEYS.tutorial, '4');
    window.localStorage.setItem(STORAGE_KEYS.rememberMe, 'true');

    const view = renderApp('/hiring/feeds');
    expect(await screen.findByRole('heading', { name: 'Log in to Clearcall' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.tutorial)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passcodeEmail)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberMe)).toBe('true');

    await signInThroughTheForm(view);
    expect(await screen.findByRole('link', { name: 'Hiring' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(view.location().pathname).toBe('/hiring/feeds');
  });

  it('offers a retry when the check cannot reach the server, without signing out', async () => {
    let isServerUp = false;
    mockApi([
      {
        method: 'POST',
        path: '/api/user/verify-token',
        respond: () =>
          isServerUp ? { body: { login: true, user: buildSessionUser() } } : 'network-error',
      },
    ]);
    storeTokenFromEarlierVisit('stored-token');
    const view = renderApp('/analysis');
    expect(
      await screen.findByRole('heading', { name: 'We could not check your session' }),
    ).toBeVisible();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('stored-token');

    isServerUp = true;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Analysis' })).toBeInTheDocument();
  });
});

describe('signed-in frame', () => {
  it('marks the current section and links the logo to the role home', async () => {
    mockApi([]);
    signIn(buildSessionUser());
    renderApp('/analysis');
    expect(await screen.findByRole('link', { name: 'Analysis' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Feed' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '/earnings/feeds');
    expect(screen.getByRole('link', { name: 'Clearcall home' })).toHaveAttribute(
      'href',
      '/earnings/feeds',
    );
  });

  it('gives an Admin the admin navigation', async () => {
    mockApi([]);
    signIn(buildSessionUser({ userType: 'Admin' }));
    renderApp('/earning_transcript');
    expect(await screen.findByRole('heading', { name: 'Earning Transcripts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Earning Transcripts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/user_rights');
    expect(screen.getByRole('link', { name: 'Clearcall home' })).toHaveAttribute(
      'href',
      '/user_rights',
    );
  });

  it('names the admin section and who is signed in, in the header', async () => {
    mockApi([]);
    signIn(
      buildSessionUser({
        userType: 'Admin',
        firstName: 'Ada',
        lastName: 'Byron',
        email: 'ada@example.com',
      }),
    );
    renderApp('/earning_transcript');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Admin')).toBeInTheDocument();
    expect(header).toHaveTextContent('Section: Earning Transcripts');
    expect(header).toHaveTextContent('Signed in as Ada Byron');
    expect(header).toHaveTextContent('ada@example.com');
  });
});

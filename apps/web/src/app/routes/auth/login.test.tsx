import type { SessionUser } from '@clearcall/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockApi } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderApp, signIn, storeTokenFromEarlierVisit } from '../../../testing/test-utils';

function answerLoginWith(user: SessionUser) {
  return mockApi([
    {
      method: 'POST',
      path: '/api/user/login',
      respond: () => ({ body: { result: { user, token: `token-of-${user.userId}` } } }),
    },
  ]);
}

async function signInThroughTheForm(view: ReturnType<typeof renderApp>) {
  await view.user.type(await screen.findByLabelText('Email'), 'someone@example.com');
  await view.user.type(screen.getByLabelText('Password', { exact: true }), 'secret-password');
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login', () => {
  it('sends someone already signed in to their home instead of the form', async () => {
    mockApi([]);
    signIn(buildSessionUser({ userType: 'Admin', project: [] }));
    const view = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(view.location().pathname).not.toBe('/login');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('checks a token kept from an earlier visit, then opens the home it leads to', async () => {
    const { callsTo } = mockApi([
      {
        method: 'POST',
        path: '/api/user/verify-token',
        respond: () => ({
          body: { login: true, user: buildSessionUser({ userType: 'Admin', project: [] }) },
        }),
      },
    ]);
    storeTokenFromEarlierVisit('kept-token');
    const view = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(view.location().pathname).not.toBe('/login');
    expect(callsTo('POST', '/api/user/verify-token')).toHaveLength(1);
  });

  it('shows the brand panel and the form', async () => {
    mockApi([]);
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Clearcall' }),
    ).toBeVisible();
    expect(screen.getByText('No-noise company insights')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
  });

  it('sends an Admin to /user_rights', async () => {
    answerLoginWith(buildSessionUser({ userType: 'Admin', project: [] }));
    const view = renderApp('/login');
    await signInThroughTheForm(view);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/user_rights');
  });

  it('sends an account awaiting activation to /lead-gen with the private-beta message', async () => {
    answerLoginWith(
      buildSessionUser({ firstName: 'Pat', userType: 'Business', userStatus: false }),
    );
    const view = renderApp('/login');
    await signInThroughTheForm(view);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks Pat!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/private beta/i)).toHaveTextContent(
      'activation email will arrive within 24 hours',
    );
    expect(view.location().pathname).toBe('/lead-gen');
  });

  it('sends an active user without industries to /onboarding', async () => {
    answerLoginWith(buildSessionUser({ firstName: 'Ann', project: [] }));
    const view = renderApp('/login');
    await signInThroughTheForm(view);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome Ann! Select a few industries to get started.',
      }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/onboarding');
  });

  it('sends an active user with industries to the earnings feed and resets the feed flags', async () => {
    window.localStorage.setItem(STORAGE_KEYS.tutorial, '7');
    window.localStorage.setItem(STORAGE_KEYS.filter, '1');
    answerLoginWith(buildSessionUser());
    const view = renderApp('/login');
    await signInThroughTheForm(view);
    expect(await screen.findByRole('link', { name: 'Earnings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(view.location().pathname).toBe('/earnings/feeds');
    expect(window.localStorage.getItem(STORAGE_KEYS.tutorial)).toBe('0');
    expect(window.localStorage.getItem(STORAGE_KEYS.filter)).toBe('0');
  });

  it('goes to /passcode with the e-mail and challenge stored when the account needs a passcode', async () => {
    const { callsTo } = mockApi([
      {
        method: 'POST',
        path: '/api/user/login',
        respond: () => ({
          body: { passcodeRequired: true, message: 'Passcode sent', challenge: 'sign-in-1' },
        }),
      },
    ]);
    const view = renderApp('/login');
    await signInThroughTheForm(view);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter passcode' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/passcode');
    expect(callsTo('POST', '/api/user/login')).toHaveLength(1);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passcodeEmail)).toBe('someone@example.com');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passcodeChallenge)).toBe('sign-in-1');
  });
});

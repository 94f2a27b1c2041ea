import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mocks/api';
import { buildSessionUser } from '../../testing/mocks/data';
import { renderApp, signIn } from '../../testing/test-utils';

function mockSettingsApi() {
  return mockApi([
    {
      method: 'GET',
      path: /^\/api\/user\/settings\//,
      respond: () => ({
        body: {
          data: {
            email: 'someone@example.com',
            passcodeOnSignIn: false,
            passcodeAlwaysRequired: false,
            hasPassword: true,
          },
        },
      }),
    },
    { method: 'GET', path: /^\/api\/user\/sessions\//, respond: () => ({ body: { data: [] } }) },
    {
      method: 'GET',
      path: /^\/api\/user\/sso-identities\//,
      respond: () => ({ body: { data: [] } }),
    },
  ]);
}

describe('/settings', () => {
  it('opens inside the user frame from the profile menu', async () => {
    mockSettingsApi();
    signIn(buildSessionUser({ userType: 'Business' }));
    const view = renderApp('/earnings/feeds');
    await view.user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/settings');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: /Feed/ })).toBeInTheDocument();
  });

  it('opens inside the admin frame for an Admin', async () => {
    mockSettingsApi();
    signIn(buildSessionUser({ userType: 'Admin', project: [] }));
    const view = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/settings');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: /Users/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('keeps an account awaiting activation on /lead-gen', async () => {
    mockSettingsApi();
    signIn(buildSessionUser({ userStatus: false, project: [] }));
    const view = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: /^Thanks/ })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/lead-gen');
  });

  it('sends a signed-out visitor to /login', async () => {
    mockApi([]);
    const view = renderApp('/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Clearcall' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
  });
});

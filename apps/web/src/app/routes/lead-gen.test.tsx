import type { AccountSettings } from '@clearcall/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth';
import { mockApi, type ApiHandler } from '../../testing/mocks/api';
import { buildSessionUser } from '../../testing/mocks/data';
import { renderApp, signIn } from '../../testing/test-utils';

describe('/lead-gen', () => {
  it('thanks an account awaiting activation and names the address the e-mail goes to', async () => {
    mockApi([]);
    signIn(buildSessionUser({ userStatus: false, firstName: 'Ana', email: 'ana@example.test' }));
    renderApp('/lead-gen');
    expect(await screen.findByRole('heading', { name: 'Thanks Ana!' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.test')).toBeInTheDocument();
  });

  it('tells a deactivated account so as soon as it signs in, from the user the server sent', async () => {
    mockApi([]);
    signIn(
      buildSessionUser({
        userStatus: false,
        inactiveReason: 'deactivated',
        email: 'ana@example.test',
      }),
    );
    renderApp('/lead-gen');
    expect(
      await screen.findByRole('heading', { name: 'Your account is not active' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Thanks/ })).not.toBeInTheDocument();
  });

  it('replaces the screen when a call says the account is not active, and says why', async () => {
    const inactive = () => ({
      status: 403,
      body: {
        message: 'Your account has been deactivated.',
        code: 'ACCOUNT_INACTIVE',
        reason: 'deactivated',
      },
    });
    mockApi([
      { method: 'GET', path: /^\/api\//, respond: inactive },
      { method: 'POST', path: /^\/api\//, respond: inactive },
    ]);
    signIn(buildSessionUser({ userStatus: true, email: 'ana@example.test' }));
    const view = renderApp('/earnings/feeds');
    await waitFor(() => expect(view.location().pathname).toBe('/lead-gen'));
    expect(
      await screen.findByRole('heading', { name: 'Your account is not active' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ana@example.test')).toBeInTheDocument();
    expect(screen.queryByText('Your account has been deactivated.')).not.toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('test-session-token');
  });

  it('sends an activated account without industries to onboarding', async () => {
    mockApi([{ method: 'GET', path: /^\/api\//, respond: () => ({ body: { data: [] } }) }]);
    signIn(buildSessionUser({ userStatus: true, project: [] }));
    const view = renderApp('/lead-gen');
    await waitFor(() => expect(view.location().pathname).toBe('/onboarding'));
  });

  it('sends an activated account with industries to the earnings feed', async () => {
    mockApi([{ method: 'GET', path: /^\/api\//, respond: () => ({ body: { data: [] } }) }]);
    signIn(buildSessionUser({ userStatus: true }));
    const view = renderApp('/lead-gen');
    await waitFor(() => expect(view.location().pathname).toBe('/earnings/feeds'));
  });
});

/** The only calls the server answers for an account that is not active (private beta). */
const ALLOWED_FOR_INACTIVE = [
  /^POST \/api\/user\/verify-token$/,
  /^POST \/api\/admin\/logout\/[^/]+$/,
  /^GET \/api\/user\/settings\/[^/]+$/,
  /^GET \/api\/user\/export\/[^/]+$/,
  /^DELETE \/api\/user\/account\/[^/]+$/,
];

function renderHeldAccount(
  options: {
    hasPassword?: boolean;
    reason?: 'pending' | 'deactivated';
    handlers?: ApiHandler[];
  } = {},
) {
  const account = buildSessionUser({ userStatus: false, email: 'ana@example.test' });
  signIn(account, 'held-token');
  if (options.reason) useAuthStore.setState({ inactiveReason: options.reason });
  const settings: AccountSettings = {
    email: account.email,
    passcodeOnSignIn: false,
    passcodeAlwaysRequired: false,
    hasPassword: options.hasPassword ?? true,
  };
  const api = mockApi([
    ...(options.handlers ?? []),
    {
      method: 'GET',
      path: `/api/user/settings/${account.userId}`,
      respond: () => ({ body: { data: settings } }),
    },
  ]);
  const view = renderApp('/lead-gen');
  const requested = () =>
    api.fetchMock.mock.calls.map(([input, init]) => {
      const path = new URL(String(input), 'http://clearcall.test').pathname;
      return `${init?.method ?? 'GET'} ${path}`;
    });
  return { ...view, ...api, account, requested };
}

describe('/lead-gen: Your account', () => {
  it('downloads the export from the private-beta page, calling only what the server allows', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const exported = {
      exportedAt: '2026-11-29T09:00:00.000Z',
      profile: {
        userId: 'u',
        email: 'robin@example.com',
        firstName: 'Robin',
        lastName: 'Analyst',
        designation: null,
        avatar: null,
        userType: 'Marketing',
        userStatus: true,
        passcodeOnSignIn: false,
        hasPassword: true,
        sessionsCount: 2,
        stopTutorial: 0,
        conversationLimit: null,
        createdAt: '2026-11-01T08:00:00.000Z',
        activatedAt: null,
      },
      industries: [],
      permissions: {},
      singleSignOn: [],
      follows: [],
      likes: [],
      analyses: [],
      notifications: [],
      upgradeRequests: [],
      sessions: [],
      analyticsEvents: [],
      apiTokens: [],
    };
    const view = renderHeldAccount({
      handlers: [
        { method: 'GET', path: /^\/api\/user\/export\//, respond: () => ({ body: exported }) },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Your account' });
    await view.user.click(within(section).getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(downloads).toEqual(['clearcall-data-2026-11-29.json']);
    expect(view.callsTo('GET', `/api/user/export/${view.account.userId}`)).toHaveLength(1);
    expect(
      view
        .requested()
        .filter((call) => !ALLOWED_FOR_INACTIVE.some((allowed) => allowed.test(call))),
    ).toEqual([]);
  });

  it('offers the same section to a deactivated account', async () => {
    renderHeldAccount({ reason: 'deactivated' });
    expect(
      await screen.findByRole('heading', { name: 'Your account is not active' }),
    ).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Your account' });
    expect(within(section).getByRole('button', { name: 'Export my data' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Delete account' })).toBeEnabled();
  });

  it('signs out after asking, and opens /login', async () => {
    const view = renderHeldAccount({
      handlers: [
        {
          method: 'POST',
          path: /^\/api\/admin\/logout\//,
          respond: () => ({ body: { message: 'Logged out.' } }),
        },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Your account' });
    await view.user.click(within(section).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to Logout?' });
    await view.user.click(within(dialog).getByRole('button', { name: "Yes, I'm sure" }));
    await waitFor(() => expect(view.location().pathname).toBe('/login'));
    expect(useAuthStore.getState()).toMatchObject({ token: null, endReason: 'logout' });
    expect(view.callsTo('POST', `/api/admin/logout/${view.account.userId}`)[0]?.body).toEqual({
      token: 'held-token',
    });
  });

  it(
    'deletes the account with the password, then says so on /login',
    { timeout: 15_000 },
    async () => {
      const view = renderHeldAccount({
        handlers: [
          {
            method: 'DELETE',
            path: /^\/api\/user\/account\//,
            respond: () => ({
              body: { message: 'Your account and its personal data have been deleted.' },
            }),
          },
        ],
      });
      const section = await screen.findByRole('region', { name: 'Your account' });
      const deleteButton = within(section).getByRole('button', { name: 'Delete account' });
      await waitFor(() => expect(deleteButton).toBeEnabled());
      await view.user.click(deleteButton);
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      await view.user.type(within(dialog).getByLabelText('Password'), 'my-password');
      await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(
        await screen.findByText('Your account and its personal data have been deleted.'),
      ).toBeInTheDocument();
      expect(view.location().pathname).toBe('/login');
      expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
      expect(view.callsTo('DELETE', `/api/user/account/${view.account.userId}`)[0]?.body).toEqual({
        password: 'my-password',
      });
    },
  );

  it('asks an account without a password to confirm with its e-mail address', async () => {
    const view = renderHeldAccount({ hasPassword: false });
    const section = await screen.findByRole('region', { name: 'Your account' });
    const deleteButton = within(section).getByRole('button', { name: 'Delete account' });
    await waitFor(() => expect(deleteButton).toBeEnabled());
    await view.user.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText(/E-mail address/)).toBeInTheDocument();
  });

  it('leaves Settings out of the profile menu, whose page the account cannot open', async () => {
    const view = renderHeldAccount();
    await view.user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
  });
});

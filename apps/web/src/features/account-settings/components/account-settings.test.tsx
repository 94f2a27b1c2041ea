import type { AccountSession, AccountSettings, SsoIdentity } from '@clearcall/contracts';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderWithRouter, signIn } from '../../../testing/test-utils';
import { AccountSettingsPanel } from './account-settings';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const THIS_DEVICE: AccountSession = {
  _id: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastSeenAt: '2026-11-22T10:00:00.000Z',
  userAgent: CHROME_MAC,
  current: true,
};
const OTHER_DEVICE: AccountSession = {
  _id: '22222222-2222-4222-8222-222222222222',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastSeenAt: '2026-11-21T18:15:00.000Z',
  userAgent: FIREFOX_LINUX,
  current: false,
};

const LINKEDIN: SsoIdentity = {
  _id: '33333333-3333-4333-8333-333333333333',
  provider: 'linkedin',
  email: 'robin@example.com',
  linkedAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: '2026-11-21T08:05:00.000Z',
};
const MICROSOFT: SsoIdentity = {
  _id: '44444444-4444-4444-8444-444444444444',
  provider: 'azure',
  email: 'robin@contoso.example',
  linkedAt: '2026-11-10T12:00:00.000Z',
  lastUsedAt: null,
};

/** Stands in for the session guard, which unmounts the signed-in pages once the user is gone. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  return user ? children : null;
}

function settingsOf(overrides: Partial<AccountSettings> = {}): AccountSettings {
  return {
    email: 'robin@example.com',
    passcodeOnSignIn: false,
    passcodeAlwaysRequired: false,
    hasPassword: true,
    ...overrides,
  };
}

function renderSettings(
  options: {
    settings?: AccountSettings;
    sessions?: AccountSession[];
    identities?: SsoIdentity[];
    handlers?: ApiHandler[];
  } = {},
) {
  const account = buildSessionUser({ email: 'robin@example.com' });
  signIn(account, 'session-token');
  let sessions = options.sessions ?? [THIS_DEVICE, OTHER_DEVICE];
  let identities = options.identities ?? [];
  const identityPath = `/api/user/sso-identities/${account.userId}`;
  const api = mockApi([
    ...(options.handlers ?? []),
    { method: 'GET', path: identityPath, respond: () => ({ body: { data: identities } }) },
    {
      method: 'DELETE',
      path: new RegExp(`^${identityPath}/`),
      respond: ({ path }) => {
        identities = identities.filter((identity) => !path.endsWith(identity._id));
        return { body: { message: 'The sign-in has been removed from your account.' } };
      },
    },
    {
      method: 'GET',
      path: `/api/user/settings/${account.userId}`,
      respond: () => ({ body: { data: options.settings ?? settingsOf() } }),
    },
    {
      method: 'GET',
      path: `/api/user/sessions/${account.userId}`,
      respond: () => ({ body: { data: sessions } }),
    },
    {
      method: 'DELETE',
      path: `/api/user/sessions/${account.userId}`,
      respond: () => {
        sessions = sessions.filter((session) => session.current);
        return { body: { message: 'Signed out of 1 other device.' } };
      },
    },
  ]);
  const view = renderWithRouter(
    <>
      <Notifications />
      <SignedInOnly>
        <AccountSettingsPanel />
      </SignedInOnly>
    </>,
    { '/login': <h1>Login screen</h1> },
  );
  return { ...view, ...api, account };
}

describe('AccountSettingsPanel: linked sign-ins', () => {
  it('lists each linked sign-in with its address, when it was linked and last used', async () => {
    renderSettings({ identities: [LINKEDIN, MICROSOFT] });
    const list = await screen.findByRole('list', { name: 'Linked sign-ins' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('LinkedIn');
    expect(rows[0]).toHaveTextContent('robin@example.com');
    expect(rows[0]).toHaveTextContent('Linked Nov 02, 2026');
    expect(rows[0]).toHaveTextContent('Last used Nov 21, 2026');
    expect(rows[1]).toHaveTextContent('Microsoft');
    expect(rows[1]).toHaveTextContent('Not used since it was linked');
  });

  it('says so when none is linked', async () => {
    renderSettings();
    expect(
      await screen.findByText(/No LinkedIn or Microsoft sign-in is linked to your account/),
    ).toBeInTheDocument();
  });

  it('removes one after a confirmation', async () => {
    const view = renderSettings({ identities: [LINKEDIN, MICROSOFT] });
    await view.user.click(
      await screen.findByRole('button', { name: 'Remove sign-in with LinkedIn' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove sign-in with LinkedIn?' });
    expect(dialog).toHaveTextContent('robin@example.com at LinkedIn will no longer sign you in');
    expect(
      view.callsTo('DELETE', `/api/user/sso-identities/${view.account.userId}/${LINKEDIN._id}`),
    ).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove sign-in' }));

    expect(
      await screen.findByText('The sign-in has been removed from your account.'),
    ).toBeInTheDocument();
    expect(
      view.callsTo('DELETE', `/api/user/sso-identities/${view.account.userId}/${LINKEDIN._id}`),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Linked sign-ins' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('offers no removal of the only way into an account without a password', async () => {
    renderSettings({ settings: settingsOf({ hasPassword: false }), identities: [LINKEDIN] });
    expect(await screen.findByRole('list', { name: 'Linked sign-ins' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Remove sign-in with LinkedIn' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText(/This is the only way to sign in to your account, so it cannot be removed/),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const view = renderSettings({
      identities: [LINKEDIN],
      handlers: [
        {
          method: 'DELETE',
          path: /^\/api\/user\/sso-identities\//,
          respond: () => ({
            status: 409,
            body: { code: 'CONFLICT', message: 'This is the only way to sign in to your account.' },
          }),
        },
      ],
    });
    await view.user.click(
      await screen.findByRole('button', { name: 'Remove sign-in with LinkedIn' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove sign-in with LinkedIn?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove sign-in' }));
    expect(
      await screen.findByText('This is the only way to sign in to your account.'),
    ).toBeInTheDocument();
  });
});

describe('AccountSettingsPanel', () => {
  it('lists the sessions with readable devices, dates and the "This device" badge', async () => {
    renderSettings();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on macOS');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('Signed in Nov 20, 2026');
    expect(within(rows[0]!).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Firefox on Linux');
    expect(rows[1]).not.toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent('Last active Nov 21, 2026');
  });

  it('signs out everywhere else after a confirmation, then shows only this device', async () => {
    const view = renderSettings();
    await view.user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('One other device will be signed out');
    expect(view.callsTo('DELETE', `/api/user/sessions/${view.account.userId}`)).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Sign out other devices' }));

    expect(await screen.findByText('Signed out of 1 other device.')).toBeInTheDocument();
    expect(view.callsTo('DELETE', `/api/user/sessions/${view.account.userId}`)).toHaveLength(1);
    expect(
      await screen.findByText('This is the only device signed in to your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Firefox on Linux')).not.toBeInTheDocument();
  });

  it('checks the password fields like the reset screen before calling the server', async () => {
    const view = renderSettings();
    await view.user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password')).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Current password'), 'old-password');
    await view.user.type(screen.getByLabelText('New password'), 'short');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'different');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(view.callsTo('PUT', `/api/user/password/${view.account.userId}`)).toHaveLength(0);

    const toggle = screen.getByRole('button', { name: 'Show new password' });
    await view.user.click(toggle);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
  });

  it("shows the server's message for a wrong current password, then changes it", async () => {
    let attempts = 0;
    const view = renderSettings({
      handlers: [
        {
          method: 'PUT',
          path: /^\/api\/user\/password\//,
          respond: () => {
            attempts += 1;
            return attempts === 1
              ? {
                  status: 400,
                  body: {
                    message: 'Your current password is not correct.',
                    code: 'VALIDATION_FAILED',
                  },
                }
              : { body: { message: 'Your password has been changed.' } };
          },
        },
      ],
    });
    await view.user.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await view.user.type(screen.getByLabelText('New password'), 'a-new-password');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    // A refused password is not a lost session.
    expect(useAuthStore.getState().token).toBe('session-token');

    await view.user.clear(screen.getByLabelText('Current password'));
    await view.user.type(screen.getByLabelText('Current password'), 'right-password');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    const [, second] = view.callsTo('PUT', `/api/user/password/${view.account.userId}`);
    expect(second?.body).toEqual({
      currentPassword: 'right-password',
      newPassword: 'a-new-password',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('turns the sign-in passcode on', async () => {
    let stored = false;
    const view = renderSettings({
      handlers: [
        {
          method: 'PUT',
          path: /^\/api\/user\/settings\//,
          respond: ({ body }) => {
            stored = (body as { passcodeOnSignIn: boolean }).passcodeOnSignIn;
            return { body: { message: 'Sign-in passcode turned on.' } };
          },
        },
        {
          method: 'GET',
          path: /^\/api\/user\/settings\//,
          respond: () => ({ body: { data: settingsOf({ passcodeOnSignIn: stored }) } }),
        },
      ],
    });
    const toggle = await screen.findByRole('switch', {
      name: 'Ask for an e-mailed passcode at every sign-in',
    });
    expect(toggle).not.toBeChecked();
    await view.user.click(toggle);
    expect(await screen.findByText('Sign-in passcode turned on.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    const [call] = view.callsTo('PUT', `/api/user/settings/${view.account.userId}`);
    expect(call?.body).toEqual({ passcodeOnSignIn: true });
  });

  it('shows the passcode on and locked, with the reason, when the role always needs it', async () => {
    renderSettings({ settings: settingsOf({ passcodeAlwaysRequired: true }) });
    const toggle = await screen.findByRole('switch');
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText(/Admins always confirm their sign-in/)).toBeInTheDocument();
  });

  it('downloads the export as a JSON file', async () => {
    const exported = {
      exportedAt: '2026-11-22T10:00:00.000Z',
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
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const view = renderSettings({
      handlers: [
        { method: 'GET', path: /^\/api\/user\/export\//, respond: () => ({ body: exported }) },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(clicks).toEqual(['clearcall-data-2026-11-22.json']);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(exported);
  });

  it('deletes the account after the password is asked again, then opens /login', async () => {
    const view = renderSettings({
      handlers: [
        {
          method: 'DELETE',
          path: /^\/api\/user\/account\//,
          respond: ({ body }) =>
            (body as { password?: string }).password === 'my-password'
              ? { body: { message: 'Your account and its personal data have been deleted.' } }
              : {
                  status: 400,
                  body: {
                    message: 'The password is not correct. Your account has not been deleted.',
                    code: 'VALIDATION_FAILED',
                  },
                },
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

    await view.user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account has not been deleted.',
    );
    expect(useAuthStore.getState().token).toBe('session-token');

    await view.user.clear(within(dialog).getByLabelText('Password'));
    await view.user.type(within(dialog).getByLabelText('Password'), 'my-password');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      user: null,
      endReason: 'account-deleted',
    });
    const calls = view.callsTo('DELETE', `/api/user/account/${view.account.userId}`);
    expect(calls.at(-1)?.body).toEqual({ password: 'my-password' });
  });

  it('asks a single sign-on account to type its e-mail address instead of a password', async () => {
    const view = renderSettings({ settings: settingsOf({ hasPassword: false }) });
    expect(await screen.findByText(/no Clearcall password to change/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText(/E-mail address/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const account = buildSessionUser();
    signIn(account);
    let fail = true;
    mockApi([
      {
        method: 'GET',
        path: /^\/api\/user\/settings\//,
        respond: () =>
          fail
            ? { status: 503, body: { message: 'Unavailable', code: 'UNAVAILABLE' } }
            : { body: { data: settingsOf() } },
      },
      { method: 'GET', path: /^\/api\/user\/sessions\//, respond: () => ({ body: { data: [] } }) },
    ]);
    const view = renderWithRouter(<AccountSettingsPanel />);
    expect(
      await screen.findByText('Your settings could not be loaded.', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});

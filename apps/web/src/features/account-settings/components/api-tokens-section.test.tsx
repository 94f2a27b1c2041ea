import type { ApiToken, SessionUser } from '@clearcall/contracts';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderWithRouter, signIn } from '../../../testing/test-utils';
import { AccountSettingsPanel } from './account-settings';

const IMPORT_TOKEN: ApiToken = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Nightly import',
  prefix: 'cc_4f9a',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: '2026-11-21T08:05:00.000Z',
};
const SECRET = 'cc_7b1e2d9f0a4c48e6b3d5a7c9e1f3b5d7';

function renderSettingsAs(user: SessionUser, tokens: ApiToken[], extra: ApiHandler[] = []) {
  signIn(user, 'session-token');
  let list = [...tokens];
  const tokensPath = `/api/user/api-tokens/${user.userId}`;
  const api = mockApi([
    ...extra,
    { method: 'GET', path: tokensPath, respond: () => ({ body: { data: list } }) },
    {
      method: 'POST',
      path: tokensPath,
      respond: ({ body }) => {
        const token: ApiToken = {
          id: '66666666-6666-4666-8666-666666666666',
          name: (body as { name: string }).name,
          prefix: SECRET.slice(0, 7),
          createdAt: '2026-11-29T15:00:00.000Z',
          lastUsedAt: null,
        };
        list = [...list, token];
        return { status: 201, body: { token, secret: SECRET } };
      },
    },
    {
      method: 'DELETE',
      path: new RegExp(`^${tokensPath}/`),
      respond: ({ path }) => {
        list = list.filter((token) => !path.endsWith(token.id));
        return { body: { message: 'The token has been revoked.' } };
      },
    },
    {
      method: 'GET',
      path: `/api/user/settings/${user.userId}`,
      respond: () => ({
        body: {
          data: {
            email: user.email,
            passcodeOnSignIn: true,
            passcodeAlwaysRequired: true,
            hasPassword: true,
          },
        },
      }),
    },
    {
      method: 'GET',
      path: `/api/user/sessions/${user.userId}`,
      respond: () => ({ body: { data: [] } }),
    },
    {
      method: 'GET',
      path: `/api/user/sso-identities/${user.userId}`,
      respond: () => ({ body: { data: [] } }),
    },
  ]);
  const view = renderWithRouter(
    <>
      <Notifications />
      <AccountSettingsPanel />
    </>,
  );
  return { ...view, ...api, tokensPath };
}

const ADMIN = () => buildSessionUser({ userType: 'Admin', project: [] });

describe('AccountSettingsPanel: API tokens', () => {
  it('is shown to admins only, and says what a token is for', async () => {
    const view = renderSettingsAs(ADMIN(), [IMPORT_TOKEN]);
    const section = await screen.findByRole('region', { name: 'API tokens' });
    expect(section).toHaveTextContent('npm run import');
    expect(section).toHaveTextContent('Authorization: Bearer');
    view.unmount();

    renderSettingsAs(buildSessionUser({ userType: 'Marketing' }), []);
    expect(await screen.findByRole('region', { name: 'Password' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'API tokens' })).not.toBeInTheDocument();
  });

  it('lists each token with its name, prefix, creation and last use', async () => {
    renderSettingsAs(ADMIN(), [
      { ...IMPORT_TOKEN },
      { ...IMPORT_TOKEN, id: '7', name: 'Spare', lastUsedAt: null },
    ]);
    const list = await screen.findByRole('list', { name: 'API tokens' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Nightly import');
    expect(rows[0]).toHaveTextContent('cc_4f9a…');
    expect(rows[0]).toHaveTextContent('Created Nov 02, 2026');
    expect(rows[0]).toHaveTextContent('Last used Nov 21, 2026');
    expect(rows[1]).toHaveTextContent('Never used');
  });

  it('creates a named token and shows its secret once, with a Copy button', async () => {
    const view = renderSettingsAs(ADMIN(), []);
    const section = await screen.findByRole('region', { name: 'API tokens' });
    expect(await within(section).findByText(/No API tokens yet/)).toBeInTheDocument();
    await view.user.type(within(section).getByLabelText('Token name'), '  Build server  ');
    await view.user.click(within(section).getByRole('button', { name: 'Create token' }));

    const secret = await within(section).findByLabelText('New token secret');
    expect(secret).toHaveTextContent(SECRET);
    expect(section).toHaveTextContent('You will not see it again.');
    expect(view.callsTo('POST', view.tokensPath)[0]?.body).toEqual({ name: 'Build server' });
    expect(within(section).getByLabelText('Token name')).toHaveValue('');
    expect(
      await within(within(section).getByRole('list', { name: 'API tokens' })).findByText(
        'Build server',
      ),
    ).toBeInTheDocument();

    await view.user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(section).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await view.user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('asks for a name, and shows the server’s issue on the field', async () => {
    const view = renderSettingsAs(
      ADMIN(),
      [],
      [
        {
          method: 'POST',
          path: /^\/api\/user\/api-tokens\//,
          respond: () => ({
            status: 400,
            body: {
              code: 'VALIDATION_FAILED',
              message: 'name: A token with this name exists',
              issues: [{ path: 'name', message: 'A token with this name exists' }],
            },
          }),
        },
      ],
    );
    const section = await screen.findByRole('region', { name: 'API tokens' });
    await view.user.click(within(section).getByRole('button', { name: 'Create token' }));
    expect(
      await within(section).findByText('Name the token after where it will be used.'),
    ).toBeInTheDocument();
    expect(view.callsTo('POST', view.tokensPath)).toHaveLength(0);

    await view.user.type(within(section).getByLabelText('Token name'), 'Nightly import');
    await view.user.click(within(section).getByRole('button', { name: 'Create token' }));
    expect(await within(section).findByText('A token with this name exists')).toBeInTheDocument();
    expect(within(section).queryByLabelText('New token secret')).not.toBeInTheDocument();
  });

  it('revokes a token only after a confirmation', async () => {
    const view = renderSettingsAs(ADMIN(), [IMPORT_TOKEN]);
    await view.user.click(await screen.findByRole('button', { name: 'Revoke Nightly import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Nightly import?' });
    expect(dialog).toHaveTextContent('will be refused from now on');
    expect(view.callsTo('DELETE', `${view.tokensPath}/${IMPORT_TOKEN.id}`)).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));

    expect(await screen.findByText('The token “Nightly import” was revoked.')).toBeInTheDocument();
    expect(view.callsTo('DELETE', `${view.tokensPath}/${IMPORT_TOKEN.id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'API tokens' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/No API tokens yet/)).toBeInTheDocument();
  });
});

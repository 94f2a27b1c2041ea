import { DEFAULT_PERMISSIONS, type UpgradeRequest, type UserAccess } from '@clearcall/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { UpgradeRequestsList, upgradeSourceLabel } from './upgrade-requests-list';

const WANDA_ID = '6f1c2a9e-1d3b-4c5d-8e7f-0a1b2c3d4e5f';

function request(overrides: Partial<UpgradeRequest> = {}): UpgradeRequest {
  return {
    _id: 'a1b2c3d4-0000-4000-8000-000000000001',
    userId: WANDA_ID,
    email: 'wanda@example.com',
    firstName: 'Wanda',
    lastName: 'Lin',
    userType: 'Business',
    source: 'Header',
    companyName: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    status: 'open',
    resolvedAt: null,
    ...overrides,
  };
}

const WANDA_ACCESS: UserAccess = {
  userId: WANDA_ID,
  email: 'wanda@example.com',
  firstName: 'Wanda',
  lastName: 'Lin',
  userType: 'Business',
  permissions: DEFAULT_PERMISSIONS.Business,
  conversationLimit: null,
};

/** Answers by the query string, which the mock's path matching does not see. */
function pagedHandler(byQuery: (query: URLSearchParams) => unknown): ApiHandler {
  return {
    method: 'GET',
    path: '/api/admin/upgrade-requests',
    respond: () => ({ body: byQuery(lastQuery) }),
  };
}

let lastQuery = new URLSearchParams();

function trackQueries(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    lastQuery = new URL(String(input), 'http://clearcall.test').searchParams;
    return original!(input, init);
  });
}

function renderList() {
  return renderWithRouter(
    <>
      <Notifications />
      <UpgradeRequestsList />
    </>,
    { '/user_rights': <h1>Users screen</h1> },
  );
}

describe('upgradeSourceLabel', () => {
  it('reads the known sources and a locked tab in words', () => {
    expect(upgradeSourceLabel('Header')).toBe('Upgrade button');
    expect(upgradeSourceLabel('chat_banner')).toBe('Chat limit banner');
    expect(upgradeSourceLabel('tab:social')).toBe('Social tab');
    expect(upgradeSourceLabel('some_new.place')).toBe('some new place');
  });
});

describe('UpgradeRequestsList', () => {
  // A toast outlives its test in the notifications store; the next test must not find it.
  afterEach(() => notifications.clean());

  it('lists the open requests with user, e-mail, source, date and status', async () => {
    const api = mockApi([
      pagedHandler(() => ({
        data: [request({ source: 'tab:social', companyName: 'Acme Corp' })],
        page: 0,
        hasMore: false,
      })),
    ]);
    trackQueries(api.fetchMock);
    renderList();
    const row = await screen.findByRole('row', { name: 'Wanda Lin' });
    expect(row).toHaveTextContent('wanda@example.com');
    expect(row).toHaveTextContent('Social tab');
    expect(row).toHaveTextContent('Acme Corp');
    expect(row).toHaveTextContent(/Nov 20, 2026/);
    expect(row).toHaveTextContent('Open');
    expect(lastQuery.get('status')).toBe('open');
    expect(lastQuery.get('page')).toBe('0');
  });

  it('dismisses an open request with its own button, then shows the list without it', async () => {
    let isOpen = true;
    const api = mockApi([
      pagedHandler(() => ({ data: isOpen ? [request()] : [], page: 0, hasMore: false })),
      {
        method: 'POST',
        path: `/api/admin/users/${WANDA_ID}/upgrade-requests/dismiss`,
        respond: () => {
          isOpen = false;
          return { body: { message: '1 upgrade request dismissed.' } };
        },
      },
    ]);
    trackQueries(api.fetchMock);
    const view = renderList();
    await view.user.click(
      await screen.findByRole('button', { name: 'Dismiss the request of Wanda Lin' }),
    );
    expect(await screen.findByText('1 upgrade request dismissed.')).toBeInTheDocument();
    expect(await screen.findByText('No open upgrade requests')).toBeInTheDocument();
    expect(
      api.callsTo('POST', `/api/admin/users/${WANDA_ID}/upgrade-requests/dismiss`),
    ).toHaveLength(1);
    expect(api.callsTo('PUT', `/api/admin/users/${WANDA_ID}/access`)).toHaveLength(0);
  });

  it('offers no Dismiss on a request that is already closed', async () => {
    mockApi([
      pagedHandler(() => ({ data: [request({ status: 'granted' })], page: 0, hasMore: false })),
    ]);
    renderList();
    await screen.findByRole('row', { name: 'Wanda Lin' });
    expect(screen.queryByRole('button', { name: /^Dismiss/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage access for Wanda Lin' })).toBeInTheDocument();
  });

  it('says what to do when there is no open request, and links to the users list', async () => {
    mockApi([pagedHandler(() => ({ data: [], page: 0, hasMore: false }))]);
    const view = renderList();
    expect(await screen.findByText('No open upgrade requests')).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Users list' }));
    expect(await screen.findByRole('heading', { name: 'Users screen' })).toBeInTheDocument();
  });

  it('shows an error with a Refresh button that loads again', async () => {
    let fail = true;
    mockApi([
      {
        method: 'GET',
        path: '/api/admin/upgrade-requests',
        respond: () =>
          fail
            ? { status: 403, body: { message: 'Forbidden', code: 'FORBIDDEN' } }
            : { body: { data: [request()], page: 0, hasMore: false } },
      },
    ]);
    const view = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('row', { name: 'Wanda Lin' })).toBeInTheDocument();
  });

  it('loads the next page with Load more, and the filter asks for every status', async () => {
    const api = mockApi([
      pagedHandler((query) =>
        query.get('page') === '1'
          ? { data: [request({ _id: 'second', firstName: 'Omar' })], page: 1, hasMore: false }
          : { data: [request()], page: 0, hasMore: true },
      ),
    ]);
    trackQueries(api.fetchMock);
    const view = renderList();
    await screen.findByRole('row', { name: 'Wanda Lin' });
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('row', { name: 'Omar Lin' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Wanda Lin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await view.user.click(screen.getByText('All'));
    await waitFor(() => expect(lastQuery.has('status')).toBe(false));
  });

  it('grants a tab from the Manage access dialog: Saving..., the body, a toast', async () => {
    let release: () => void = () => undefined;
    const api = mockApi([
      pagedHandler(() => ({ data: [request()], page: 0, hasMore: false })),
      {
        method: 'GET',
        path: `/api/admin/users/${WANDA_ID}/access`,
        respond: () => ({ body: { result: WANDA_ACCESS } }),
      },
      {
        method: 'PUT',
        path: `/api/admin/users/${WANDA_ID}/access`,
        respond: () =>
          new Promise((resolve) => {
            release = () =>
              resolve({ body: { message: 'Access updated. 1 upgrade request closed.' } });
          }),
      },
    ]);
    trackQueries(api.fetchMock);
    const view = renderList();
    const row = await screen.findByRole('row', { name: 'Wanda Lin' });
    await view.user.click(within(row).getByRole('button', { name: 'Manage access for Wanda Lin' }));

    const dialog = await screen.findByRole('dialog', { name: 'Manage access: Wanda Lin' });
    const social = await within(dialog).findByRole('switch', { name: 'Social' });
    expect(social).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Earnings' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'User type' })).toHaveValue('Biz-User');
    expect(within(dialog).getByRole('textbox', { name: 'Daily chat limit' })).toHaveValue('');

    await view.user.click(social);
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Daily chat limit' }), '40');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    expect(screen.getByText('Access updated. 1 upgrade request closed.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/admin/users/${WANDA_ID}/access`)[0]?.body).toEqual({
      userType: 'Business',
      permissions: { ...DEFAULT_PERMISSIONS.Business, social: true },
      conversationLimit: 40,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Manage access/ })).not.toBeInTheDocument(),
    );
  });

  it('switching to Pro-User turns on its default tabs; a server refusal stays in the dialog', async () => {
    const api = mockApi([
      pagedHandler(() => ({ data: [request()], page: 0, hasMore: false })),
      {
        method: 'GET',
        path: `/api/admin/users/${WANDA_ID}/access`,
        respond: () => ({ body: { result: WANDA_ACCESS } }),
      },
      {
        method: 'PUT',
        path: `/api/admin/users/${WANDA_ID}/access`,
        respond: () => ({
          status: 403,
          body: { message: "An admin's access cannot be changed here.", code: 'FORBIDDEN' },
        }),
      },
    ]);
    trackQueries(api.fetchMock);
    const view = renderList();
    const row = await screen.findByRole('row', { name: 'Wanda Lin' });
    await view.user.click(within(row).getByRole('button', { name: 'Manage access for Wanda Lin' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('switch', { name: 'Summary' });

    await view.user.click(within(dialog).getByRole('combobox', { name: 'User type' }));
    await view.user.click(await screen.findByRole('option', { name: 'Pro-User' }));
    expect(within(dialog).getByRole('switch', { name: 'Summary' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Social' })).toBeChecked();

    await view.user.type(within(dialog).getByRole('textbox', { name: 'Daily chat limit' }), '0');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await view.user.clear(within(dialog).getByRole('textbox', { name: 'Daily chat limit' }));

    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "An admin's access cannot be changed here.",
    );
    expect(api.callsTo('PUT', `/api/admin/users/${WANDA_ID}/access`)[0]?.body).toMatchObject({
      userType: 'Marketing',
      conversationLimit: null,
    });
  });
});

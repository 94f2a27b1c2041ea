import type { AdminUser } from '@clearcall/contracts';
import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { USER_SEARCH_DEBOUNCE_MS, UsersList } from './users-list';

const ADA: AdminUser = {
  userId: '6f1c2a9e-1d3b-4c5d-8e7f-0a1b2c3d4e5f',
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.com',
  designation: 'Analyst',
  userType: 'Marketing',
  userStatus: true,
  avatar: null,
};
const GRACE: AdminUser = {
  userId: '7a2d3b0f-2e4c-4d6e-9f80-1b2c3d4e5f60',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  designation: null,
  userType: 'Business',
  userStatus: false,
  avatar: null,
};

function listHandler(users: AdminUser[]): ApiHandler {
  return { method: 'GET', path: '/api/admin/users', respond: () => ({ body: { data: users } }) };
}

function renderUsersList() {
  return renderWithRouter(
    <>
      <Notifications />
      <UsersList />
    </>,
    { '/user_rights/create_user': <h1>Invite screen</h1> },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('UsersList', () => {
  it('lists every user with e-mail, designation, type label and status', async () => {
    mockApi([listHandler([ADA, GRACE])]);
    renderUsersList();
    const adaRow = await screen.findByRole('row', { name: 'Ada Byron' });
    expect(adaRow).toHaveTextContent('ada@example.com');
    expect(adaRow).toHaveTextContent('Analyst');
    expect(adaRow).toHaveTextContent('Pro-User');
    expect(adaRow).toHaveTextContent('Active');
    expect(within(adaRow).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    const graceRow = screen.getByRole('row', { name: 'Grace Hopper' });
    expect(graceRow).toHaveTextContent('Biz-User');
    expect(graceRow).toHaveTextContent('Inactive');
    expect(within(graceRow).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite user' })).toHaveAttribute(
      'href',
      '/user_rights/create_user',
    );
  });

  it('searches 500 ms after typing stops, shows No users found, and shows all users once cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi([
      listHandler([ADA, GRACE]),
      {
        method: 'GET',
        path: /^\/api\/admin\/userSearch\//,
        respond: ({ path }) => ({
          body: { data: path.endsWith('/gra') ? [GRACE] : [] },
        }),
      },
    ]);
    const view = renderUsersList();
    await screen.findByRole('row', { name: 'Ada Byron' });

    await view.user.type(screen.getByLabelText('Search users'), 'gra');
    act(() => vi.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS - 100));
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('userSearch'))).toBe(
      false,
    );
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Ada Byron' })).toBeNull());
    expect(screen.getByRole('row', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/userSearch/gra')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/admin/userSearch/g')).toHaveLength(0);

    await view.user.type(screen.getByLabelText('Search users'), 'zz');
    act(() => vi.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS + 100));
    expect(await screen.findByText('No users found')).toBeInTheDocument();

    await view.user.clear(screen.getByLabelText('Search users'));
    expect(await screen.findByRole('row', { name: 'Ada Byron' })).toBeInTheDocument();
    expect(
      api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/userSearch/')),
    ).toHaveLength(0);
  });

  it('activates an inactive user, showing Activating... and the server message', async () => {
    let isGraceActive = false;
    let release: () => void = () => undefined;
    const api = mockApi([
      {
        method: 'GET',
        path: '/api/admin/users',
        respond: () => ({ body: { data: [ADA, { ...GRACE, userStatus: isGraceActive }] } }),
      },
      {
        method: 'PUT',
        path: `/api/admin/updateUserStatus/${GRACE.userId}`,
        respond: () =>
          new Promise((resolve) => {
            release = () => {
              isGraceActive = true;
              resolve({ body: { message: 'User status updated.' } });
            };
          }),
      },
    ]);
    const view = renderUsersList();
    const graceRow = await screen.findByRole('row', { name: 'Grace Hopper' });
    await view.user.click(within(graceRow).getByRole('button', { name: 'Activate' }));
    expect(await within(graceRow).findByRole('button', { name: 'Activating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('User status updated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('row', { name: 'Grace Hopper' })).toHaveTextContent('Active'),
    );
    expect(screen.getByRole('row', { name: 'Grace Hopper' })).not.toHaveTextContent('Inactive');
    expect(api.callsTo('PUT', `/api/admin/updateUserStatus/${GRACE.userId}`)[0]?.body).toEqual({
      userStatus: true,
    });
  });

  it('still shows the server message when a search replaces the row during activation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => undefined;
    mockApi([
      listHandler([ADA, GRACE]),
      {
        method: 'GET',
        path: /^\/api\/admin\/userSearch\//,
        respond: () => ({ body: { data: [] } }),
      },
      {
        method: 'PUT',
        path: `/api/admin/updateUserStatus/${GRACE.userId}`,
        respond: () =>
          new Promise((resolve) => {
            release = () => resolve({ body: { message: 'User activated.' } });
          }),
      },
    ]);
    const view = renderUsersList();
    const graceRow = await screen.findByRole('row', { name: 'Grace Hopper' });
    await view.user.click(within(graceRow).getByRole('button', { name: 'Activate' }));
    await view.user.type(screen.getByLabelText('Search users'), 'zz');
    act(() => vi.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(graceRow).not.toBeInTheDocument());
    release();
    expect(await screen.findByText('User activated.')).toBeInTheDocument();
  });

  it('shows Something Went Wrong when activation fails', async () => {
    mockApi([
      listHandler([GRACE]),
      {
        method: 'PUT',
        path: `/api/admin/updateUserStatus/${GRACE.userId}`,
        respond: () => ({
          status: 500,
          body: { message: 'Internal Server Error', code: 'INTERNAL' },
        }),
      },
    ]);
    const view = renderUsersList();
    const graceRow = await screen.findByRole('row', { name: 'Grace Hopper' });
    await view.user.click(within(graceRow).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
    expect(within(graceRow).getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('deletes a user only after the confirm dialog, then shows the result message', async () => {
    let users = [ADA, GRACE];
    let release: () => void = () => undefined;
    const api = mockApi([
      { method: 'GET', path: '/api/admin/users', respond: () => ({ body: { data: users } }) },
      {
        method: 'DELETE',
        path: `/api/admin/users/${ADA.userId}`,
        respond: () =>
          new Promise((resolve) => {
            release = () => {
              users = [GRACE];
              resolve({ body: { message: 'User deleted.' } });
            };
          }),
      },
    ]);
    const view = renderUsersList();
    await view.user.click(await screen.findByRole('button', { name: 'Delete Ada Byron' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Ada Byron?' });
    expect(dialog).toHaveTextContent('signed out everywhere');
    expect(dialog).toHaveTextContent('personal data');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `/api/admin/users/${ADA.userId}`)).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Delete Ada Byron' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Ada Byron?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('User deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Ada Byron' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE', `/api/admin/users/${ADA.userId}`)).toHaveLength(1);
  });

  it('says in plain words which deletion failed when the server fails', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/admin/users',
        respond: () => ({ body: { data: [ADA, GRACE] } }),
      },
      {
        method: 'DELETE',
        path: `/api/admin/users/${ADA.userId}`,
        respond: () => ({
          status: 500,
          body: { message: 'Internal Server Error', code: 'INTERNAL' },
        }),
      },
    ]);
    const view = renderUsersList();
    await view.user.click(await screen.findByRole('button', { name: 'Delete Ada Byron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ada Byron?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Ada Byron could not be deleted. Nothing was removed; please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });

  it('shows Something went wrong. with a Refresh button that reloads the list', async () => {
    let isDown = true;
    mockApi([
      {
        method: 'GET',
        path: '/api/admin/users',
        respond: () =>
          isDown
            ? { status: 403, body: { message: 'Forbidden', code: 'FORBIDDEN' } }
            : { body: { data: [ADA] } },
      },
    ]);
    const view = renderUsersList();
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    isDown = false;
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('row', { name: 'Ada Byron' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });
  it('offers Manage access for every non-admin and opens the access dialog', async () => {
    const ROOT: AdminUser = { ...ADA, userId: 'root-id', firstName: 'Root', userType: 'Admin' };
    mockApi([
      listHandler([ADA, ROOT]),
      {
        method: 'GET',
        path: `/api/admin/users/${ADA.userId}/access`,
        respond: () => ({
          body: {
            result: {
              userId: ADA.userId,
              email: ADA.email,
              firstName: ADA.firstName,
              lastName: ADA.lastName,
              userType: 'Marketing',
              permissions: {
                earnings: true,
                news: true,
                reports: true,
                hiring: true,
                youtube: true,
                social: true,
                summary: false,
              },
              conversationLimit: 25,
            },
          },
        }),
      },
    ]);
    const view = renderUsersList();
    const rootRow = await screen.findByRole('row', { name: 'Root Byron' });
    expect(within(rootRow).queryByRole('button', { name: /Manage access/ })).toBeNull();
    const adaRow = screen.getByRole('row', { name: 'Ada Byron' });
    await view.user.click(
      within(adaRow).getByRole('button', { name: 'Manage access for Ada Byron' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Manage access: Ada Byron' });
    expect(await within(dialog).findByRole('switch', { name: 'Summary' })).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'User type' })).toHaveValue('Pro-User');
    expect(within(dialog).getByRole('textbox', { name: 'Daily chat limit' })).toHaveValue('25');
  });
});

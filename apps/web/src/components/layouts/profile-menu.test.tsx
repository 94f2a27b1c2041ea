import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth';
import { STORAGE_KEYS } from '../../lib/storage';
import { mockApi } from '../../testing/mocks/api';
import { buildSessionUser } from '../../testing/mocks/data';
import { renderWithRouter, signIn } from '../../testing/test-utils';
import { getInitials, ProfileMenu } from './profile-menu';

const LOGIN_ROUTE = { '/login': <h1>Login screen</h1> };

/** Stands in for the session guard, which unmounts the signed-in frame once the user is gone. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  return user ? children : null;
}

function renderSignedInMenu() {
  const account = buildSessionUser({
    firstName: 'Robin',
    lastName: 'Vega',
    email: 'robin@example.com',
  });
  signIn(account, 'session-token');
  window.localStorage.setItem(STORAGE_KEYS.tutorial, '3');
  return {
    account,
    ...renderWithRouter(
      <SignedInOnly>
        <ProfileMenu position="bottom-end" />
      </SignedInOnly>,
      LOGIN_ROUTE,
    ),
  };
}

async function askToLogout(view: ReturnType<typeof renderSignedInMenu>) {
  await view.user.click(screen.getByRole('button', { name: 'Profile menu' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  return screen.findByRole('dialog', { name: 'Are you sure you want to Logout?' });
}

describe('ProfileMenu', () => {
  it("shows the user's initials, name and e-mail", async () => {
    mockApi([]);
    const view = renderSignedInMenu();
    const trigger = screen.getByRole('button', { name: 'Profile menu' });
    expect(trigger).toHaveTextContent('RV');
    await view.user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Robin Vega')).toBeInTheDocument();
    expect(within(menu).getByText('robin@example.com')).toBeInTheDocument();
  });

  it('asks for confirmation, and "No, cancel" keeps the session', async () => {
    const { fetchMock } = mockApi([]);
    const view = renderSignedInMenu();
    const dialog = await askToLogout(view);
    expect(within(dialog).getByRole('button', { name: "Yes, I'm sure" })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'No, cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBe('session-token');
    expect(view.location().pathname).toBe('/');
  });

  it('"Yes, I\'m sure" revokes the token on the server, clears storage and opens /login', async () => {
    const { callsTo } = mockApi([
      {
        method: 'POST',
        path: /^\/api\/admin\/logout\//,
        respond: () => ({ body: { message: 'Logged out' } }),
      },
    ]);
    const view = renderSignedInMenu();
    const dialog = await askToLogout(view);
    await view.user.click(within(dialog).getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    const [call] = callsTo('POST', `/api/admin/logout/${view.account.userId}`);
    expect(call?.body).toEqual({ token: 'session-token' });
    expect(call?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, endReason: 'logout' });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.tutorial)).toBeNull();
  });

  it('still signs out locally when the server call fails', async () => {
    mockApi([
      {
        method: 'POST',
        path: /^\/api\/admin\/logout\//,
        respond: () => ({
          status: 500,
          body: { message: 'Internal Server Error', code: 'INTERNAL' },
        }),
      },
    ]);
    const view = renderSignedInMenu();
    const dialog = await askToLogout(view);
    await view.user.click(within(dialog).getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('getInitials', () => {
  it('takes the first letter of each name, upper-cased', () => {
    expect(getInitials('robin', 'vega')).toBe('RV');
    expect(getInitials('Li', '')).toBe('L');
    expect(getInitials(' ', ' ')).toBe('?');
  });
});

import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TAB_IDS } from '@clearcall/contracts';
import { mockApi, type ApiHandler } from '../testing/mocks/api';
import { buildSessionUser } from '../testing/mocks/data';
import { renderApp, signIn } from '../testing/test-utils';

const USER_ID = '2d0e6f4a-8b1c-4d3e-9f5a-6b7c8d9e0f11';

function permissionsAnswer(isEveryTabOpen: boolean): ApiHandler {
  return {
    method: 'GET',
    path: `/api/user/permissions/${USER_ID}`,
    respond: () => ({
      body: {
        result: {
          permissions: Object.fromEntries(
            TAB_IDS.map((tab, index) => [tab, isEveryTabOpen || index === 0]),
          ),
        },
      },
    }),
  };
}

function mockHeaderApi(extra: ApiHandler[] = []) {
  return mockApi([
    ...extra,
    {
      method: 'GET',
      path: /^\/api\/user\/company\/.+$/,
      respond: () => ({
        body: {
          data: [
            {
              companyId: 'c0ffee00-0000-4000-8000-000000000001',
              companyName: 'Acme Corp',
              awsImageUrl: '',
            },
          ],
        },
      }),
    },
    {
      method: 'GET',
      path: `/api/user/notifications/${USER_ID}`,
      respond: () => ({
        body: {
          data: [
            {
              _id: '7a1b2c3d-0000-4000-8000-000000000001',
              companyId: 'c0ffee00-0000-4000-8000-000000000001',
              storyId: '5707e000-0000-4000-8000-000000000001',
              company: 'Acme Corp',
              awsImageUrl: '',
              quarter: 2,
              year: 2024,
              contentType: 'earnings',
              viewedBy: 1,
            },
          ],
          count: 0,
        },
      }),
    },
  ]);
}

function signInAnalyst() {
  signIn(buildSessionUser({ userId: USER_ID, _id: USER_ID }));
}

describe('the signed-in header', () => {
  it('shows toasts at the bottom right, where they cover neither Upgrade nor the bell', async () => {
    mockHeaderApi();
    signInAnalyst();
    renderApp('/earnings/feeds');
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    act(() => {
      notifications.show({ message: 'Saved.' });
    });
    const toast = await screen.findByText('Saved.');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-right');
  });

  it('keeps only one of the search and notification panels open', async () => {
    mockHeaderApi();
    signInAnalyst();
    const { user } = renderApp('/earnings/feeds');

    const search = await screen.findByRole('combobox', { name: 'Search companies' });
    await user.type(search, 'ac');
    expect(await screen.findByRole('option', { name: 'Acme Corp' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByRole('dialog', { name: 'All Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(search).toHaveAttribute('aria-expanded', 'false');

    await user.type(search, 'm');
    expect(await screen.findByRole('option', { name: 'Acme Corp' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'All Notifications' })).not.toBeInTheDocument(),
    );
  });

  it('closes the search panel when another page opens without a press outside it', async () => {
    mockHeaderApi();
    signInAnalyst();
    const { user, location } = renderApp('/company/feeds');

    const search = await screen.findByRole('combobox', { name: 'Search companies' });
    await user.type(search, 'ac');
    expect(await screen.findByRole('option', { name: 'Acme Corp' })).toBeInTheDocument();

    // A click with no press before it, as a screen reader (or the guided tour) opens a page.
    const feedLinks = within(screen.getAllByRole('navigation', { name: 'Main' })[0]!);
    fireEvent.click(feedLinks.getByRole('link', { name: 'Feed' }));

    await waitFor(() => expect(location().pathname).toBe('/earnings/feeds'));
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveValue('ac');
  });

  it('shows Upgrade and the bell but no company search on /analysis', async () => {
    mockHeaderApi([permissionsAnswer(false)]);
    signInAnalyst();
    renderApp('/analysis');

    expect(
      await screen.findByRole('button', { name: 'Notifications, none unread' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search companies' })).not.toBeInTheDocument();
  });

  it('offers no Upgrade to someone whose every tab is already open', async () => {
    mockHeaderApi([permissionsAnswer(true)]);
    signInAnalyst();
    renderApp('/analysis');
    expect(
      await screen.findByRole('button', { name: 'Notifications, none unread' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument(),
    );
  });
});

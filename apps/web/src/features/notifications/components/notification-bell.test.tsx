import type { Notification, NotificationsResponse } from '@clearcall/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderWithRouter, signIn } from '../../../testing/test-utils';
import { describeNotification, NotificationBell } from './notification-bell';

const USER_ID = '2d0e6f4a-8b1c-4d3e-9f5a-6b7c8d9e0f11';

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: '7a1b2c3d-0000-4000-8000-000000000001',
    companyId: 'c0ffee00-0000-4000-8000-000000000001',
    storyId: '5707e000-0000-4000-8000-000000000001',
    company: 'Acme Corp',
    awsImageUrl: '/api/logos/acme.svg',
    quarter: 2,
    year: 2024,
    contentType: 'earnings',
    viewedBy: 0,
    ...overrides,
  };
}

const UNREAD_ACME = notification();
const UNREAD_GLOBEX = notification({
  _id: '7a1b2c3d-0000-4000-8000-000000000002',
  companyId: 'c0ffee00-0000-4000-8000-000000000002',
  storyId: '5707e000-0000-4000-8000-000000000002',
  company: 'Globex',
  contentType: 'news',
  quarter: null,
  year: null,
});
const READ_INITECH = notification({
  _id: '7a1b2c3d-0000-4000-8000-000000000003',
  company: 'Initech',
  contentType: 'companyReports',
  quarter: 4,
  year: 2023,
  viewedBy: 1,
});

function BellHarness() {
  const [opened, setOpened] = useState(false);
  return <NotificationBell opened={opened} onOpenedChange={setOpened} />;
}

function mockNotifications(response: NotificationsResponse | { status: number }) {
  return mockApi([
    {
      method: 'GET',
      path: `/api/user/notifications/${USER_ID}`,
      respond: () => ('status' in response ? { status: response.status } : { body: response }),
    },
    {
      method: 'PUT',
      path: '/api/user/updateNotifications',
      respond: () => ({ body: { message: 'Updated' } }),
    },
  ]);
}

function renderBell() {
  signIn(buildSessionUser({ userId: USER_ID, _id: USER_ID }));
  return renderWithRouter(<BellHarness />, {
    '/Filings/:companyId/:storyId': <h1>Filing page</h1>,
  });
}

describe('describeNotification', () => {
  it('reads quarter, year and content type, leaving out what is missing', () => {
    expect(describeNotification(UNREAD_ACME)).toBe('Q2 2024 · Earnings Call');
    expect(describeNotification(UNREAD_GLOBEX)).toBe('News');
    expect(describeNotification(READ_INITECH)).toBe('Q4 2023 · Company Report');
  });
});

describe('NotificationBell', () => {
  it('shows the unread count on the bell', async () => {
    mockNotifications({ data: [UNREAD_ACME, UNREAD_GLOBEX, READ_INITECH], count: 2 });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.parentElement).toHaveTextContent('2');
  });

  it('lists the notifications with a red dot on unread ones and marks them viewed on open', async () => {
    const api = mockNotifications({ data: [UNREAD_ACME, UNREAD_GLOBEX, READ_INITECH], count: 2 });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const panel = await screen.findByRole('dialog', { name: 'All Notifications' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Acme Corp');
    expect(rows[0]).toHaveTextContent('Q2 2024 · Earnings Call');
    expect(rows[0]).toHaveTextContent('Unread');
    expect(rows[2]).toHaveTextContent('Initech');
    expect(rows[2]).not.toHaveTextContent('Unread');

    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/user/updateNotifications')).toHaveLength(1),
    );
    expect(api.callsTo('PUT', '/api/user/updateNotifications')[0]!.body).toEqual({
      userId: USER_ID,
      objectIds: [UNREAD_ACME._id, UNREAD_GLOBEX._id],
    });
    expect(
      await screen.findByRole('button', { name: 'Notifications, none unread' }),
    ).toBeInTheDocument();
  });

  it('marks nothing when every notification was already seen', async () => {
    const api = mockNotifications({ data: [READ_INITECH], count: 0 });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    await screen.findByRole('dialog', { name: 'All Notifications' });
    expect(api.callsTo('PUT', '/api/user/updateNotifications')).toHaveLength(0);
  });

  it('opens the story of a notification and closes the panel', async () => {
    mockNotifications({ data: [UNREAD_ACME], count: 1 });
    const { user, location } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: /Acme Corp/ }));
    await waitFor(() =>
      expect(location().pathname).toBe(`/Filings/${UNREAD_ACME.companyId}/${UNREAD_ACME.storyId}`),
    );
    expect(screen.queryByRole('dialog', { name: 'All Notifications' })).not.toBeInTheDocument();
  });

  it('shows an empty panel, not an error, when the list cannot be loaded', async () => {
    mockNotifications({ status: 500 });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});

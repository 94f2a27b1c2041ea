import type { PendingInvitation } from '@clearcall/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { PendingInvitations } from './pending-invitations';

const OMAR: PendingInvitation = {
  id: '0b5f1f7e-3c1a-4d2b-9e8f-7a6b5c4d3e21',
  email: 'omar@example.com',
  firstName: 'Omar',
  lastName: 'Haddad',
  invitedAt: '2026-11-20T09:30:00.000Z',
  expiresAt: '2026-11-27T09:30:00.000Z',
  isExpired: true,
  invitedByEmail: 'admin@example.com',
};
const LENA: PendingInvitation = {
  ...OMAR,
  id: '1c6a2b8f-4d2b-4e3c-8f9a-8b7c6d5e4f32',
  email: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Berg',
  isExpired: false,
  expiresAt: '2026-12-04T09:30:00.000Z',
};

function renderInvitations() {
  return renderWithRouter(
    <>
      <Notifications />
      <PendingInvitations />
    </>,
  );
}

describe('PendingInvitations', () => {
  afterEach(() => notifications.clean());

  it('shows who was invited, when, by whom, and whether the link expired', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/admin/invitations',
        respond: () => ({ body: { data: [LENA, OMAR] } }),
      },
    ]);
    renderInvitations();
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    const omar = within(table).getByRole('row', { name: 'Omar Haddad' });
    expect(omar).toHaveTextContent('omar@example.com');
    expect(omar).toHaveTextContent('Nov 20, 2026');
    expect(omar).toHaveTextContent('by admin@example.com');
    expect(omar).toHaveTextContent('Expired Nov 27, 2026');
    expect(within(table).getByRole('row', { name: 'Lena Berg' })).toHaveTextContent(
      'Valid until Dec 04, 2026',
    );
  });

  it('resends one invitation and revokes another, then shows the list again', async () => {
    let pending = [LENA, OMAR];
    const api = mockApi([
      {
        method: 'GET',
        path: '/api/admin/invitations',
        respond: () => ({ body: { data: pending } }),
      },
      {
        method: 'POST',
        path: '/api/admin/sendInvite',
        respond: () => ({
          body: { success: true, message: 'A new invitation was sent to omar@example.com.' },
        }),
      },
      {
        method: 'DELETE',
        path: `/api/admin/invitations/${LENA.id}`,
        respond: () => {
          pending = [OMAR];
          return { body: { message: 'The invitation to lena@example.com was revoked.' } };
        },
      },
    ]);
    const view = renderInvitations();
    await view.user.click(
      await screen.findByRole('button', { name: 'Resend the invitation of Omar Haddad' }),
    );
    expect(
      await screen.findByText('A new invitation was sent to omar@example.com.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/sendInvite')[0]?.body).toEqual({
      email: 'omar@example.com',
    });

    await view.user.click(
      screen.getByRole('button', { name: 'Revoke the invitation of Lena Berg' }),
    );
    expect(
      await screen.findByText('The invitation to lena@example.com was revoked.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Lena Berg' })).toBeNull());
  });

  it('says so when no invitation is pending', async () => {
    mockApi([
      { method: 'GET', path: '/api/admin/invitations', respond: () => ({ body: { data: [] } }) },
    ]);
    renderInvitations();
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });
});

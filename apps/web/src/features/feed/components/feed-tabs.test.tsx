import { DEFAULT_PERMISSIONS } from '@clearcall/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { mockApi } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderWithRouter, signIn } from '../../../testing/test-utils';
import { getPermissionsQueryOptions } from '../api/get-permissions';
import { FeedTabs } from './feed-tabs';

describe('FeedTabs', () => {
  it("marks the tabs the user's permissions lock with a crown and an upgrade label", async () => {
    const user = buildSessionUser({ userType: 'Business' });
    signIn(user);
    const api = mockApi([
      {
        method: 'GET',
        path: `/api/user/permissions/${user.userId}`,
        respond: () => ({ body: { result: { permissions: DEFAULT_PERMISSIONS.Business } } }),
      },
    ]);
    renderWithRouter(<FeedTabs activeTab="earnings" />);

    expect(
      await screen.findByRole('link', { name: 'Social (locked, upgrade to open)' }),
    ).toHaveAttribute('href', '/social/feeds');
    expect(screen.getByRole('link', { name: 'Summary (locked, upgrade to open)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Earnings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'News' })).not.toHaveAttribute('data-locked');
    expect(api.callsTo('GET', `/api/user/permissions/${user.userId}`)).toHaveLength(1);
  });

  it('locks nothing while the permissions are unknown or when every tab is allowed', async () => {
    const user = buildSessionUser({ userType: 'Marketing' });
    signIn(user);
    mockApi([
      {
        method: 'GET',
        path: `/api/user/permissions/${user.userId}`,
        respond: () => ({ body: { result: { permissions: DEFAULT_PERMISSIONS.Marketing } } }),
      },
    ]);
    renderWithRouter(<FeedTabs activeTab={null} />);
    expect(screen.getByRole('link', { name: 'Social' })).toBeInTheDocument();
    const { queryKey } = getPermissionsQueryOptions(user.userId);
    await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('success'));
    expect(screen.getAllByRole('link')).toHaveLength(7);
    expect(screen.queryByRole('link', { name: /locked/ })).toBeNull();
  });
});

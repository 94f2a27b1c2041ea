import { Notifications, notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { analytics } from '../../../lib/analytics';
import { mockApi } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderWithRouter, signIn } from '../../../testing/test-utils';
import { UPGRADE_SUCCESS_MESSAGE } from '../api/use-upgrade-request';
import { UpgradeButton } from './upgrade-button';

const USER_ID = '2d0e6f4a-8b1c-4d3e-9f5a-6b7c8d9e0f11';

function renderButton(isCompact = false) {
  signIn(buildSessionUser({ userId: USER_ID, _id: USER_ID }));
  return renderWithRouter(
    <>
      <Notifications />
      <UpgradeButton isCompact={isCompact} />
    </>,
  );
}

describe('UpgradeButton', () => {
  // Toasts live in a store of their own, which outlives each rendered tree.
  afterEach(() => notifications.clean());

  it('records the request from the header, thanks the user and logs the click', async () => {
    const api = mockApi([
      {
        method: 'POST',
        path: '/api/user/upgrade-request',
        respond: () => ({ body: { message: 'Request recorded' } }),
      },
      {
        method: 'POST',
        path: '/api/events',
        respond: () => ({ status: 202, body: { accepted: 1 } }),
      },
    ]);
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));

    expect(await screen.findByText(UPGRADE_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/upgrade-request')[0]!.body).toEqual({ source: 'Header' });

    await analytics.flush();
    const [events] = api.callsTo('POST', '/api/events');
    expect(events!.body).toEqual({
      events: [
        {
          name: 'upgrade_button_clicked',
          props: { userId: USER_ID, source: 'Header' },
          at: expect.any(String),
        },
      ],
    });
  });

  it('says so when the request could not be sent', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/user/upgrade-request',
        respond: () => ({
          status: 429,
          body: { message: 'Too many requests.', code: 'RATE_LIMITED' },
        }),
      },
      {
        method: 'POST',
        path: '/api/events',
        respond: () => ({ status: 202, body: { accepted: 1 } }),
      },
    ]);
    const { user } = renderButton(true);
    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
    expect(screen.queryByText(UPGRADE_SUCCESS_MESSAGE)).not.toBeInTheDocument();
    await analytics.flush();
  });
});

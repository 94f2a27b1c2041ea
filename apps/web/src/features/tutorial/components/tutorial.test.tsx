import type { SessionUser } from '@clearcall/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth';
import { mockApi } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderApp, signIn } from '../../../testing/test-utils';

// react-joyride measures the page, which jsdom does not lay out; the e2e journey runs the real
// tour. Here the tour is a stand-in that offers the way out every tour step has.
vi.mock('./guided-tour', () => ({
  GuidedTour: ({ onStop }: { onStop: () => void }) => (
    <div role="dialog" aria-label="Guided tour">
      <button type="button" onClick={onStop}>
        Skip tour
      </button>
    </div>
  ),
}));

function mockTutorialApi(user: SessionUser) {
  return mockApi([
    {
      method: 'PUT',
      path: `/api/user/tutorial/${user.userId}`,
      respond: () => ({ body: { message: 'Tutorial stopped' } }),
    },
  ]);
}

async function waitForFeedPage() {
  expect(await screen.findByRole('navigation', { name: 'Feed tabs' })).toBeInTheDocument();
}

describe('Tutorial', () => {
  it('opens on the Earnings feed for a user in their first three sessions', async () => {
    const user = buildSessionUser({ stopTutorial: 0, sessionsCount: 3 });
    signIn(user);
    mockTutorialApi(user);
    renderApp('/earnings/feeds');
    expect(await screen.findByRole('dialog', { name: 'Guided tour' })).toBeInTheDocument();
  });

  it('does not open from the fourth session on, nor once stopped', async () => {
    for (const overrides of [
      { stopTutorial: 0, sessionsCount: 4 },
      { stopTutorial: 1, sessionsCount: 1 },
    ]) {
      const user = buildSessionUser(overrides);
      signIn(user);
      mockTutorialApi(user);
      const view = renderApp('/earnings/feeds');
      await waitForFeedPage();
      expect(screen.queryByRole('dialog', { name: 'Guided tour' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('waits for the Earnings feed before it opens', async () => {
    const user = buildSessionUser({ stopTutorial: 0, sessionsCount: 1 });
    signIn(user);
    mockTutorialApi(user);
    renderApp('/news/feeds');
    await waitForFeedPage();
    expect(screen.queryByRole('dialog', { name: 'Guided tour' })).not.toBeInTheDocument();
  });

  it('stops for good: tells the server and closes for this user at once', async () => {
    const user = buildSessionUser({ stopTutorial: 0, sessionsCount: 1 });
    signIn(user);
    const api = mockTutorialApi(user);
    const { user: person } = renderApp('/earnings/feeds');

    await person.click(await screen.findByRole('button', { name: 'Skip tour' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Guided tour' })).not.toBeInTheDocument(),
    );
    expect(useAuthStore.getState().user?.stopTutorial).toBe(1);
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/user/tutorial/${user.userId}`)).toHaveLength(1),
    );
    expect(api.callsTo('PUT', `/api/user/tutorial/${user.userId}`)[0]?.body).toEqual({
      stopTutorial: 1,
    });
  });
});

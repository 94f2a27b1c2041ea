import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth';
import { mockApi } from '../../testing/mocks/api';
import { buildSessionUser } from '../../testing/mocks/data';
import { renderApp, signIn } from '../../testing/test-utils';

describe('/lead-gen', () => {
  it('thanks an account awaiting activation and names the address the e-mail goes to', async () => {
    mockApi([]);
    signIn(buildSessionUser({ userStatus: false, firstName: 'Ana', email: 'ana@example.test' }));
    renderApp('/lead-gen');
    expect(await screen.findByRole('heading', { name: 'Thanks Ana!' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.test')).toBeInTheDocument();
  });

  it('replaces the screen when a call says the account is not active, and says why', async () => {
    const inactive = () => ({
      status: 403,
      body: {
        message: 'Your account has been deactivated.',
        code: 'ACCOUNT_INACTIVE',
        reason: 'deactivated',
      },
    });
    mockApi([
      { method: 'GET', path: /^\/api\//, respond: inactive },
      { method: 'POST', path: /^\/api\//, respond: inactive },
    ]);
    signIn(buildSessionUser({ userStatus: true, email: 'ana@example.test' }));
    const view = renderApp('/earnings/feeds');
    await waitFor(() => expect(view.location().pathname).toBe('/lead-gen'));
    expect(
      await screen.findByRole('heading', { name: 'Your account is not active' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ana@example.test')).toBeInTheDocument();
    expect(screen.queryByText('Your account has been deactivated.')).not.toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('test-session-token');
  });

  it('sends an activated account without industries to onboarding', async () => {
    mockApi([{ method: 'GET', path: /^\/api\//, respond: () => ({ body: { data: [] } }) }]);
    signIn(buildSessionUser({ userStatus: true, project: [] }));
    const view = renderApp('/lead-gen');
    await waitFor(() => expect(view.location().pathname).toBe('/onboarding'));
  });

  it('sends an activated account with industries to the earnings feed', async () => {
    mockApi([{ method: 'GET', path: /^\/api\//, respond: () => ({ body: { data: [] } }) }]);
    signIn(buildSessionUser({ userStatus: true }));
    const view = renderApp('/lead-gen');
    await waitFor(() => expect(view.location().pathname).toBe('/earnings/feeds'));
  });
});

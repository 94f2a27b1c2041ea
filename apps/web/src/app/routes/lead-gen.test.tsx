import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

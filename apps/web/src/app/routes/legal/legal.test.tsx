import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mocks/api';
import { buildSessionUser } from '../../../testing/mocks/data';
import { renderApp, signIn } from '../../../testing/test-utils';

describe('/terms and /privacy', () => {
  it('/register links to both, and each opens for a signed-out visitor', async () => {
    mockApi([]);
    const view = renderApp('/register');
    await view.user.click(await screen.findByRole('link', { name: 'Terms of Service' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/terms'));
    expect(screen.getByRole('heading', { name: 'Not investment advice' })).toBeInTheDocument();

    const legalNav = screen.getByRole('navigation', { name: 'Legal' });
    await view.user.click(within(legalNav).getByRole('link', { name: 'Privacy Policy' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/privacy'));
  });

  it('the privacy policy names what is stored and how to export and delete it', async () => {
    mockApi([]);
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'What we store' })).toBeInTheDocument();
    for (const text of [
      /scrypt hash/,
      /user agent/,
      /IP address it came from/,
      /Usage events/,
      /mail outbox/,
      /Security log/,
      /not investment advice/,
      /private beta/,
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('heading', { name: 'Export and delete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('stays readable for a signed-in user, without leaving for their home page', async () => {
    mockApi([]);
    signIn(buildSessionUser());
    const view = renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/terms'));
  });
});

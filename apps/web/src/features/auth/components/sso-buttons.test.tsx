import { SSO_ERROR_MESSAGES } from '@clearcall/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mocks/api';
import { renderApp } from '../../../testing/test-utils';

describe('single sign-on on /login', () => {
  it('shows a plain link for each configured provider', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/sso/providers',
        respond: () => ({
          body: {
            data: [
              { id: 'linkedin', label: 'LinkedIn' },
              { id: 'azure', label: 'Microsoft' },
            ],
          },
        }),
      },
    ]);
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign in with LinkedIn' })).toHaveAttribute(
      'href',
      '/api/sso/login?provider=linkedin',
    );
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute(
      'href',
      '/api/sso/login?provider=azure',
    );
  });

  it('shows only the providers the server lists', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/sso/providers',
        respond: () => ({ body: { data: [{ id: 'azure', label: 'Microsoft' }] } }),
      },
    ]);
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Microsoft' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in with LinkedIn' })).toBeNull();
  });

  it('shows no button when no provider is configured or the list cannot be read', async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/sso/providers', respond: () => ({ status: 500, body: {} }) },
    ]);
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    await expect.poll(() => api.callsTo('GET', '/api/sso/providers').length).toBe(1);
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('explains why a single sign-on came back to /login', async () => {
    mockApi([]);
    renderApp('/login?sso_error=state');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_ERROR_MESSAGES.state);
  });

  it('shows no text for an unknown sso_error value', async () => {
    mockApi([]);
    renderApp('/login?sso_error=%3Cb%3Ecall%20us%3C%2Fb%3E');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

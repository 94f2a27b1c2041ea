import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { mockApi } from '../../../testing/mocks/api';
import { renderApp } from '../../../testing/test-utils';

afterEach(() => {
  vi.useRealTimers();
});

describe('/register', () => {
  it('shows Create Account and returns to /login 5 s after a successful request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi([
      {
        method: 'POST',
        path: '/api/user/register',
        respond: () => ({ body: { success: true, message: 'Request received' } }),
      },
    ]);
    const view = renderApp('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Account' }),
    ).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Email'), 'new.person@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request to create an account has been submitted successfully.',
    );

    act(() => vi.advanceTimersByTime(REDIRECT_DELAYS_MS.register - 200));
    expect(view.location().pathname).toBe('/register');
    act(() => vi.advanceTimersByTime(300));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Clearcall' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
  });
});

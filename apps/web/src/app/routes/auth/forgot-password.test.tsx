import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { mockApi } from '../../../testing/mocks/api';
import { renderApp } from '../../../testing/test-utils';

afterEach(() => {
  vi.useRealTimers();
});

describe('/forgot-password', () => {
  it('returns to /login 5 s after the reset link was sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi([
      {
        method: 'POST',
        path: '/api/user/forgot-password',
        respond: () => ({ body: { message: 'If the account exists, a link is on its way.' } }),
      },
    ]);
    const view = renderApp('/forgot-password');
    await view.user.type(await screen.findByLabelText('Email'), 'robin@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset link has been sent to your registered email.',
    );

    act(() => vi.advanceTimersByTime(REDIRECT_DELAYS_MS.forgotPassword - 200));
    expect(view.location().pathname).toBe('/forgot-password');
    act(() => vi.advanceTimersByTime(300));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Clearcall' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
  });
});

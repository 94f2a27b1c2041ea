import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { mockApi } from '../../../testing/mocks/api';
import { renderApp } from '../../../testing/test-utils';

afterEach(() => {
  vi.useRealTimers();
});

describe('/reset-password', () => {
  it.each(['/reset-password', '/reset-password?token=abc', '/reset-password?email=a%40b.co'])(
    "shows 'Invalid or Expired Link!' for %s",
    async (url) => {
      const { fetchMock } = mockApi([]);
      renderApp(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Invalid or Expired Link!' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Forgot Password' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('returns to /login 5 s after a successful reset', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi([
      {
        method: 'POST',
        path: '/api/user/reset-password',
        respond: () => ({ body: { message: 'Password updated' } }),
      },
    ]);
    const view = renderApp('/reset-password?token=t-1&email=robin%40example.com');
    expect(await screen.findByText('robin@example.com')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('New password'), 'new secret 1');
    await view.user.type(screen.getByLabelText('Confirm password'), 'new secret 1');
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset successfully! Please log in with your new password.',
    );

    act(() => vi.advanceTimersByTime(REDIRECT_DELAYS_MS.resetPassword - 200));
    expect(view.location().pathname).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(300));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Clearcall' }),
    ).toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAYS_MS } from '../../../config/delays';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderApp } from '../../../testing/test-utils';

afterEach(() => {
  vi.useRealTimers();
});

function inviteAnswers(respond: ApiHandler['respond']): ApiHandler {
  return { method: 'POST', path: '/api/admin/validateinvite', respond };
}

const VALID_INVITE = {
  body: { login: true, data: { message: 'Invitation is valid', email: 'invitee@example.com' } },
};

describe('/signUp', () => {
  it("shows 'Working...' while the token is checked, then the form", async () => {
    let answer: (value: typeof VALID_INVITE) => void = () => undefined;
    const { callsTo } = mockApi([
      inviteAnswers(() => new Promise((resolve) => (answer = resolve))),
    ]);
    renderApp('/signUp?token=invite-1');
    expect(await screen.findByText('Working...')).toBeInTheDocument();
    // The label shows as soon as the check starts; the request itself may leave a moment later.
    await vi.waitFor(() =>
      expect(callsTo('POST', '/api/admin/validateinvite')[0]?.body).toEqual({ token: 'invite-1' }),
    );

    answer(VALID_INVITE);
    expect(await screen.findByLabelText(/Email/)).toHaveValue('invitee@example.com');
    expect(screen.queryByText('Working...')).not.toBeInTheDocument();
  });

  it("shows the server's message and a way back to /register for an invalid token", async () => {
    mockApi([
      inviteAnswers(() => ({
        status: 400,
        body: {
          login: false,
          data: { message: 'This invitation link has expired.' },
          code: 'VALIDATION_FAILED',
        },
      })),
    ]);
    renderApp('/signUp?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link has expired.');
    expect(screen.getByRole('link', { name: 'Back to Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
  });

  it('explains a link without a token without calling the server', async () => {
    const { fetchMock } = mockApi([]);
    renderApp('/signUp');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-up link has no invitation in it.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns to /login 2 s after the account is created', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi([
      inviteAnswers(() => VALID_INVITE),
      {
        method: 'POST',
        path: '/api/admin/create-user',
        respond: () => ({ body: { success: true, message: 'Your account is ready.' } }),
      },
    ]);
    const view = renderApp('/signUp?token=invite-1');
    await view.user.type(await screen.findByLabelText(/First name/), 'Jo');
    await view.user.type(screen.getByLabelText(/Last name/), 'Miles');
    await view.user.type(screen.getByLabelText(/^Password/), 'long enough 1');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is ready.');

    act(() => vi.advanceTimersByTime(REDIRECT_DELAYS_MS.signUp - 200));
    expect(view.location().pathname).toBe('/signUp');
    act(() => vi.advanceTimersByTime(300));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Clearcall' }),
    ).toBeInTheDocument();
  });
});

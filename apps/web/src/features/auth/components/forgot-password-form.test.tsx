import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { FORGOT_PASSWORD_SUCCESS_MESSAGE, ForgotPasswordForm } from './forgot-password-form';

function forgotAnswers(respond: ApiHandler['respond']): ApiHandler {
  return { method: 'POST', path: '/api/user/forgot-password', respond };
}

function renderForgotPasswordForm() {
  const onSent = vi.fn();
  const view = renderWithRouter(<ForgotPasswordForm redirectDelayMs={5000} onSent={onSent} />);
  return { ...view, onSent };
}

async function submitEmail(
  user: ReturnType<typeof renderForgotPasswordForm>['user'],
  email: string,
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ForgotPasswordForm', () => {
  it('requires an e-mail, then a valid one, before sending anything', async () => {
    const { fetchMock } = mockApi([]);
    const { user } = renderForgotPasswordForm();
    await submitEmail(user, '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await submitEmail(user, 'not-an-address');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail and shows the success text of the specification', async () => {
    const { callsTo } = mockApi([
      forgotAnswers(() => ({ body: { message: 'If the account exists, a link is on its way.' } })),
    ]);
    const { user, onSent } = renderForgotPasswordForm();
    await submitEmail(user, 'robin@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_SUCCESS_MESSAGE);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(callsTo('POST', '/api/user/forgot-password')[0]?.body).toEqual({
      email: 'robin@example.com',
    });
  });

  it("shows the server's message when the request is refused", async () => {
    mockApi([
      forgotAnswers(() => ({
        status: 429,
        body: { message: 'Too many reset requests.', code: 'RATE_LIMITED' },
      })),
    ]);
    const { user, onSent } = renderForgotPasswordForm();
    await submitEmail(user, 'robin@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests.');
    expect(onSent).not.toHaveBeenCalled();
  });

  it("shows 'Error sending reset link.' when the server fails", async () => {
    mockApi([
      forgotAnswers(() => ({
        status: 500,
        body: { message: 'Internal Server Error', code: 'INTERNAL' },
      })),
    ]);
    const { user } = renderForgotPasswordForm();
    await submitEmail(user, 'robin@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error sending reset link.');
  });

  it('links to Login and Create Account', () => {
    mockApi([]);
    renderForgotPasswordForm();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

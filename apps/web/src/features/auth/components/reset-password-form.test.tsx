import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { RESET_PASSWORD_SUCCESS_MESSAGE, ResetPasswordForm } from './reset-password-form';

function resetAnswers(respond: ApiHandler['respond']): ApiHandler {
  return { method: 'POST', path: '/api/user/reset-password', respond };
}

function renderResetForm() {
  const onReset = vi.fn();
  const view = renderWithRouter(
    <ResetPasswordForm
      token="reset-token"
      email="robin@example.com"
      redirectDelayMs={5000}
      onReset={onReset}
    />,
  );
  return { ...view, onReset };
}

async function fillAndSubmit(
  user: ReturnType<typeof renderResetForm>['user'],
  password: string,
  confirmPassword: string,
) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmPassword) await user.type(screen.getByLabelText('Confirm password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordForm validation', () => {
  it('requires both fields', async () => {
    const { fetchMock } = mockApi([]);
    const { user } = renderResetForm();
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the length after trimming and reports a mismatch', async () => {
    const { fetchMock } = mockApi([]);
    const { user } = renderResetForm();
    await fillAndSubmit(user, '   abcdef   ', 'abcdefgh');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ResetPasswordForm submit', () => {
  it('sends e-mail, token and password, then shows the success text', async () => {
    const { callsTo } = mockApi([resetAnswers(() => ({ body: { message: 'Password updated' } }))]);
    const { user, onReset } = renderResetForm();
    await fillAndSubmit(user, 'new secret 1', 'new secret 1');
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_PASSWORD_SUCCESS_MESSAGE);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(callsTo('POST', '/api/user/reset-password')[0]?.body).toEqual({
      email: 'robin@example.com',
      token: 'reset-token',
      password: 'new secret 1',
      keepSsoIdentities: false,
    });
  });

  it('keeps the linked sign-ins only when the box is ticked', async () => {
    const { callsTo } = mockApi([resetAnswers(() => ({ body: { message: 'Password updated' } }))]);
    const { user } = renderResetForm();
    const keep = screen.getByRole('checkbox', { name: 'Keep my linked sign-ins' });
    expect(keep).not.toBeChecked();
    await user.click(keep);
    await fillAndSubmit(user, 'new secret 1', 'new secret 1');
    await screen.findByRole('status');
    expect(callsTo('POST', '/api/user/reset-password')[0]?.body).toMatchObject({
      keepSsoIdentities: true,
    });
  });

  it("shows the server's message with the way to a new link", async () => {
    mockApi([
      resetAnswers(() => ({
        status: 400,
        body: { message: 'This reset link has expired.', code: 'VALIDATION_FAILED' },
      })),
    ]);
    const { user, onReset } = renderResetForm();
    await fillAndSubmit(user, 'new secret 1', 'new secret 1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link has expired.');
    expect(alert).toHaveTextContent('Visit the Forgot Password page to request a new link.');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(onReset).not.toHaveBeenCalled();
  });

  it('shows the generic failure when the server cannot be reached', async () => {
    mockApi([resetAnswers(() => 'network-error')]);
    const { user } = renderResetForm();
    await fillAndSubmit(user, 'new secret 1', 'new secret 1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it('shows and hides each password from its own labelled toggle', async () => {
    mockApi([]);
    const { user } = renderResetForm();
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

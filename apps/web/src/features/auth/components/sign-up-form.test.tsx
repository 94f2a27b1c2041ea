import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { SignUpForm } from './sign-up-form';

const EMAIL = 'invitee@example.com';

function signUpAnswers(respond: ApiHandler['respond']): ApiHandler {
  return { method: 'POST', path: '/api/admin/create-user', respond };
}

function renderSignUpForm() {
  const onSignedUp = vi.fn();
  const view = renderWithRouter(
    <SignUpForm token="invite-1" email={EMAIL} redirectDelayMs={2000} onSignedUp={onSignedUp} />,
  );
  return { ...view, onSignedUp };
}

async function fillForm(user: ReturnType<typeof renderSignUpForm>['user']) {
  await user.type(screen.getByLabelText(/First name/), 'Jo');
  await user.type(screen.getByLabelText(/Last name/), 'M');
  await user.type(screen.getByLabelText(/^Password/), 'long enough 1');
}

describe('SignUpForm validation', () => {
  it('shows the invitation e-mail read-only', () => {
    mockApi([]);
    renderSignUpForm();
    expect(screen.getByLabelText(/Email/)).toHaveValue(EMAIL);
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('readonly');
  });

  it('checks each field when it loses focus', async () => {
    mockApi([]);
    const { user } = renderSignUpForm();
    await user.type(screen.getByLabelText(/First name/), 'J');
    await user.click(screen.getByLabelText(/Last name/));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Password/));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it("answers a submit with errors with 'Please fill in all required fields'", async () => {
    const { fetchMock } = mockApi([]);
    const { user } = renderSignUpForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('SignUpForm submit', () => {
  it("sends the form with the token, shows 'Submitting...' and then the server's message", async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { callsTo } = mockApi([
      signUpAnswers(() => new Promise((resolve) => (answer = resolve))),
    ]);
    const { user, onSignedUp } = renderSignUpForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(callsTo('POST', '/api/admin/create-user')[0]?.body).toEqual({
      firstName: 'Jo',
      lastName: 'M',
      email: EMAIL,
      password: 'long enough 1',
      token: 'invite-1',
    });

    answer({ body: { success: true, message: 'Your account is ready.' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is ready.');
    expect(onSignedUp).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when the sign-up is refused", async () => {
    mockApi([
      signUpAnswers(() => ({
        status: 400,
        body: { success: false, message: 'This invitation was already used.', code: 'CONFLICT' },
      })),
    ]);
    const { user, onSignedUp } = renderSignUpForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was already used.');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('says the server cannot be reached when the network fails, not that the details are wrong', async () => {
    mockApi([signUpAnswers(() => 'network-error')]);
    const { user } = renderSignUpForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach Clearcall. Check your connection and try again.');
    expect(alert).not.toHaveTextContent(/credential/i);
  });

  it('says the account could not be created when the server fails', async () => {
    mockApi([
      signUpAnswers(() => ({
        status: 500,
        body: { message: 'Internal Server Error', code: 'INTERNAL' },
      })),
    ]);
    const { user } = renderSignUpForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account could not be created. Please try again.',
    );
  });
});

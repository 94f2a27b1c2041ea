import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { REGISTER_SUCCESS_MESSAGE, RegisterForm } from './register-form';

function registerAnswers(respond: ApiHandler['respond']): ApiHandler {
  return { method: 'POST', path: '/api/user/register', respond };
}

function renderRegisterForm() {
  const onSent = vi.fn();
  const view = renderWithRouter(<RegisterForm redirectDelayMs={5000} onSent={onSent} />);
  return { ...view, onSent };
}

async function submitEmail(user: ReturnType<typeof renderRegisterForm>['user'], email: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('RegisterForm', () => {
  it('requires an e-mail, then a valid one, before sending anything', async () => {
    const { fetchMock } = mockApi([]);
    const { user } = renderRegisterForm();
    await submitEmail(user, '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await submitEmail(user, 'robin@example');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail and shows the success text of the specification', async () => {
    const { callsTo } = mockApi([
      registerAnswers(() => ({ body: { success: true, message: 'Request received' } })),
    ]);
    const { user, onSent } = renderRegisterForm();
    await submitEmail(user, '  new.person@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent(REGISTER_SUCCESS_MESSAGE);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(callsTo('POST', '/api/user/register')[0]?.body).toEqual({
      email: 'new.person@example.com',
    });
    expect(screen.getByText(/Taking you to the login page in 5 seconds/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it("shows the server's message when the request is refused", async () => {
    mockApi([
      registerAnswers(() => ({
        status: 429,
        body: { message: 'Too many requests. Try again in a minute.', code: 'RATE_LIMITED' },
      })),
    ]);
    const { user, onSent } = renderRegisterForm();
    await submitEmail(user, 'new.person@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in a minute.',
    );
    expect(onSent).not.toHaveBeenCalled();
  });

  it('shows the generic registration failure when the server cannot answer', async () => {
    mockApi([registerAnswers(() => 'network-error')]);
    const { user } = renderRegisterForm();
    await submitEmail(user, 'new.person@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again.',
    );
  });

  it('links to Login, the Terms of Service and the Privacy Policy', () => {
    mockApi([]);
    renderRegisterForm();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

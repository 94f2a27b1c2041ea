import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { INVITE_TIMINGS_MS, InviteUserForm } from './invite-user-form';

const PROJECTS_HANDLER: ApiHandler = {
  method: 'GET',
  path: '/api/admin/AllProject',
  respond: () => ({
    body: {
      data: [
        { projectId: 'A', projectName: 'Financial Services' },
        { projectId: 'D', projectName: 'Manufacturing' },
      ],
    },
  }),
};

function renderForm() {
  return renderWithRouter(<InviteUserForm />, { '/user_rights': <h1>Users list</h1> });
}

async function fillValidForm(view: ReturnType<typeof renderForm>) {
  await view.user.type(screen.getByLabelText(/First name/), 'Ada');
  await view.user.type(screen.getByLabelText(/Last name/), 'Byron');
  await view.user.type(screen.getByLabelText(/Email/), 'ada@example.com');
  await view.user.type(screen.getByLabelText(/Profile Image Url/), 'https://example.com/ada.png');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Industries/ })).toBeEnabled());
  await view.user.click(screen.getByRole('combobox', { name: /Industries/ }));
  await view.user.click(await screen.findByRole('option', { name: 'Manufacturing' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('InviteUserForm', () => {
  it('asks for every field and checks e-mail and URL before anything is sent', async () => {
    const api = mockApi([PROJECTS_HANDLER]);
    const view = renderForm();
    await view.user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Select Required Field');
    expect(screen.getByText('First name must be at least 2 characters')).toBeInTheDocument();

    await view.user.type(screen.getByLabelText(/First name/), 'Ada');
    await view.user.type(screen.getByLabelText(/Last name/), 'Byron');
    await view.user.type(screen.getByLabelText(/Email/), 'ada@example');
    await view.user.type(screen.getByLabelText(/Profile Image Url/), 'not a url');
    await view.user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Invalid Url')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/create-user')).toHaveLength(0);
  });

  it('sends the invite, shows the server message and opens the users list after 2.3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi([
      PROJECTS_HANDLER,
      {
        method: 'POST',
        path: '/api/admin/create-user',
        respond: () => ({
          body: { success: true, message: 'Invitation sent to ada@example.com.' },
        }),
      },
    ]);
    const view = renderForm();
    await fillValidForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Invitation sent to ada@example.com.',
    );
    expect(api.callsTo('POST', '/api/admin/create-user')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
      avatar: 'https://example.com/ada.png',
      project: [{ projectId: 'D', projectName: 'Manufacturing' }],
    });

    act(() => vi.advanceTimersByTime(INVITE_TIMINGS_MS.redirect - 200));
    expect(view.location().pathname).toBe('/');
    act(() => vi.advanceTimersByTime(300));
    expect(await screen.findByRole('heading', { name: 'Users list' })).toBeInTheDocument();
  }, 15_000);

  it('shows a refusal as a warning banner that goes away after 10 s, and stays on the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi([
      PROJECTS_HANDLER,
      {
        method: 'POST',
        path: '/api/admin/create-user',
        respond: () => ({
          status: 409,
          body: {
            success: false,
            message: 'An account with the e-mail ada@example.com already exists.',
            code: 'CONFLICT',
          },
        }),
      },
    ]);
    const view = renderForm();
    await fillValidForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with the e-mail ada@example.com already exists.',
    );
    act(() => vi.advanceTimersByTime(INVITE_TIMINGS_MS.banner + 100));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(view.location().pathname).toBe('/');
  }, 15_000);
});

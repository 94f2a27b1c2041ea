import { INDUSTRIES, type Channel, type SessionUser } from '@clearcall/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth';
import { STORAGE_KEYS } from '../../lib/storage';
import { mockApi, type ApiHandler } from '../../testing/mocks/api';
import { buildSessionUser } from '../../testing/mocks/data';
import { renderApp, signIn } from '../../testing/test-utils';

const CHANNELS: Channel[] = INDUSTRIES.map((industry) => ({
  channelId: industry.id,
  channelName: industry.name,
  projectId: industry.id,
  projectName: industry.name,
}));

const WELCOME = 'Welcome Ann! Select a few industries to get started.';

function newcomer(): SessionUser {
  return buildSessionUser({ firstName: 'Ann', project: [] });
}

function channelHandlers(user: SessionUser, saved: Channel[] = []): ApiHandler[] {
  return [
    { method: 'GET', path: '/api/user/listChannel', respond: () => ({ body: { data: CHANNELS } }) },
    {
      method: 'GET',
      path: `/api/user/get-all-channel/${user.userId}`,
      respond: () => ({ body: { result: saved } }),
    },
  ];
}

describe('/onboarding', () => {
  it('welcomes the user, saves the chosen industries with Saving... and opens the earnings feed', async () => {
    const user = newcomer();
    let release: () => void = () => undefined;
    const api = mockApi([
      ...channelHandlers(user),
      {
        method: 'PUT',
        path: `/api/user/updateProjectInUser/${user.userId}`,
        respond: () =>
          new Promise((resolve) => {
            release = () => resolve({ body: { message: 'Your industries have been saved.' } });
          }),
      },
    ]);
    window.localStorage.setItem(STORAGE_KEYS.tutorial, '4');
    signIn(user);
    const view = renderApp('/onboarding');

    expect(await screen.findByRole('heading', { level: 1, name: WELCOME })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Mining' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Choose at least one industry.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('checkbox', { name: 'Services' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Mining' }));
    expect(screen.getByRole('checkbox', { name: 'Mining' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByText('2 industries selected')).toBeInTheDocument();
    expect(next).toBeEnabled();

    await view.user.click(next);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(api.callsTo('PUT', `/api/user/updateProjectInUser/${user.userId}`)).toEqual([
      expect.objectContaining({ body: { project: ['B', 'I'] } }),
    ]);

    release();
    await waitFor(() => expect(view.location().pathname).toBe('/earnings/feeds'));
    expect(useAuthStore.getState().user?.project).toEqual([
      { projectId: 'B', projectName: 'Mining' },
      { projectId: 'I', projectName: 'Services' },
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.tutorial)).toBe('0');
  });

  it('deselecting the last industry disables Next again', async () => {
    const user = newcomer();
    mockApi(channelHandlers(user));
    signIn(user);
    const view = renderApp('/onboarding');
    const mining = await screen.findByRole('checkbox', { name: 'Mining' });
    await view.user.click(mining);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await view.user.click(mining);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the server message in a toast when saving fails, and stays', async () => {
    const user = newcomer();
    mockApi([
      ...channelHandlers(user),
      {
        method: 'PUT',
        path: `/api/user/updateProjectInUser/${user.userId}`,
        respond: () => ({
          status: 400,
          body: { message: 'project.0: Unknown industry: Z', code: 'VALIDATION_FAILED' },
        }),
      },
    ]);
    signIn(user);
    const view = renderApp('/onboarding');
    await view.user.click(await screen.findByRole('checkbox', { name: 'Retail Trade' }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Your industries were not saved')).toBeInTheDocument();
    expect(within(toast).getByText('project.0: Unknown industry: Z')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/onboarding');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(useAuthStore.getState().user?.project).toEqual([]);
  });

  it('shows Something Went Wrong when the industries cannot be loaded, and retries', async () => {
    const user = newcomer();
    let isDown = true;
    mockApi([
      {
        method: 'GET',
        path: '/api/user/listChannel',
        respond: () =>
          isDown
            ? { status: 503, body: { message: 'Down', code: 'UNAVAILABLE' } }
            : { body: { data: CHANNELS } },
      },
      ...channelHandlers(user).slice(1),
    ]);
    signIn(user);
    const view = renderApp('/onboarding');

    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    isDown = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Construction' })).toBeInTheDocument();
  });

  it('sends a user who already follows industries to the earnings feed', async () => {
    const user = buildSessionUser({ firstName: 'Ann' });
    mockApi(channelHandlers(user, CHANNELS.slice(0, 1)));
    signIn(user);
    const view = renderApp('/onboarding');
    await waitFor(() => expect(view.location().pathname).toBe('/earnings/feeds'));
  });

  it('sends a user whose industries were saved elsewhere to the feed, and updates the session', async () => {
    const user = newcomer();
    mockApi(channelHandlers(user, [CHANNELS[3]!]));
    signIn(user);
    const view = renderApp('/onboarding');
    await waitFor(() => expect(view.location().pathname).toBe('/earnings/feeds'));
    expect(useAuthStore.getState().user?.project).toEqual([
      { projectId: 'D', projectName: 'Manufacturing' },
    ]);
  });
});

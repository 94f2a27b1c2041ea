import type { Analysis, ConversationMessage } from '@clearcall/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACME,
  GLOBEX,
  buildAnalysis,
  buildMessage,
} from '../../features/analysis/testing/build-analysis';
import { mockApi, type ApiHandler } from '../../testing/mocks/api';
import { buildSessionUser } from '../../testing/mocks/data';
import { renderApp, signIn } from '../../testing/test-utils';

type Listener = (payload?: unknown) => void;

/** A stand-in for the socket.io server: it records what the client sends and pushes events. */
const realtime = vi.hoisted(() => ({
  listeners: new Map<string, Set<(payload?: unknown) => void>>(),
  emitted: [] as unknown[][],
  options: [] as unknown[],
}));

vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    realtime.options.push(options);
    const socket = {
      on: (event: string, listener: Listener) => {
        const set = realtime.listeners.get(event) ?? new Set<Listener>();
        set.add(listener);
        realtime.listeners.set(event, set);
        return socket;
      },
      off: (event: string, listener: Listener) => {
        realtime.listeners.get(event)?.delete(listener);
        return socket;
      },
      emit: (...args: unknown[]) => {
        realtime.emitted.push(args);
        return socket;
      },
      disconnect: () => socket,
    };
    // The handshake completes after the listeners are attached, as over a real network.
    setTimeout(() => realtime.listeners.get('connect')?.forEach((listener) => listener()), 0);
    return socket;
  },
}));

function serverEmit(event: string, payload: unknown) {
  act(() => realtime.listeners.get(event)?.forEach((listener) => listener(payload)));
}

const TEMPLATES = {
  company: [
    { _id: 'quarter-recap', name: 'Quarter recap', description: 'Results.', type: 'company' },
    { _id: 'guidance', name: 'Guidance check', description: 'Outlook.', type: 'company' },
  ],
  industry: [
    { _id: 'sector-themes', name: 'Sector themes', description: 'Themes.', type: 'industry' },
  ],
};

const FULL_FILTERS = { companyIds: [ACME._id], years: [2024], quarters: [2], template: null };

type SetUpOptions = {
  analysis?: Analysis;
  isLimitReached?: boolean;
  extra?: ApiHandler[];
};

function setUpWorkspace({
  analysis = buildAnalysis(),
  isLimitReached = false,
  extra = [],
}: SetUpOptions = {}) {
  const user = buildSessionUser();
  signIn(user, 'workspace-token');
  const base = `/api/user/${user.userId}/analysis/${analysis._id}`;
  const api = mockApi([
    ...extra,
    { method: 'GET', path: base, respond: () => ({ body: { result: analysis } }) },
    {
      method: 'PUT',
      path: base,
      respond: (call) => {
        const body = call.body as Partial<Analysis['metadata']['filters']>;
        analysis.metadata.filters = { ...analysis.metadata.filters, ...body };
        return { body: { result: analysis } };
      },
    },
    {
      method: 'GET',
      path: '/api/user/analysis/companies',
      respond: () => ({ body: { data: [ACME, GLOBEX] } }),
    },
    {
      method: 'GET',
      path: '/api/user/analysis/template',
      respond: () => ({ body: { result: TEMPLATES } }),
    },
    {
      method: 'GET',
      path: `/api/user/${user.userId}/conversation`,
      respond: () => ({
        body: {
          result: { isConversationLimitReached: isLimitReached, conversationLimit: 20, used: 0 },
        },
      }),
    },
    {
      method: 'GET',
      path: `/api/user/${user.userId}/analysis`,
      respond: () => ({ body: { result: [analysis] } }),
    },
  ]);
  return { user, analysis, api, base };
}

beforeEach(() => {
  realtime.listeners.clear();
  realtime.emitted.length = 0;
  realtime.options.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDropdown(user: ReturnType<typeof renderApp>['user'], label: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${label}: `) }));
  return screen.findByRole('dialog', { name: label });
}

describe('/analysis/{id}', () => {
  it('says what to do first, and saves each filter with Apply, the quarters narrowed by the years', async () => {
    const { api, base, analysis } = setUpWorkspace();
    const { user } = renderApp(`/analysis/${analysis._id}`);

    expect(
      await screen.findByRole('heading', { name: 'Start by choosing a company' }),
    ).toBeVisible();
    const card = await screen.findByRole('button', { name: /Quarter recap/ });
    expect(card).toBeDisabled();

    let dropdown = await openDropdown(user, 'Company');
    await user.click(within(dropdown).getByRole('radio', { name: 'Acme Robotics' }));
    await user.click(within(dropdown).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Now choose the years' })).toBeVisible();

    dropdown = await openDropdown(user, 'Years');
    expect(
      within(dropdown)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['2024', '2023']);
    expect(within(dropdown).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(within(dropdown).getByRole('checkbox', { name: '2023' }));
    await user.click(within(dropdown).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Now choose the quarters' })).toBeVisible();

    dropdown = await openDropdown(user, 'Quarters');
    // Acme has Q3 and Q4 in 2023, listed Q4 first.
    expect(
      within(dropdown)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['4', '3']);
    await user.click(within(dropdown).getByRole('checkbox', { name: 'Q4' }));
    await user.click(within(dropdown).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('heading', { name: 'Choose a template' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Quarter recap/ })).toBeEnabled();
    expect(api.callsTo('PUT', base).map((call) => call.body)).toEqual([
      { companyIds: [ACME._id], years: [], quarters: [], template: null },
      { companyIds: [ACME._id], years: [2023], quarters: [], template: null },
      { companyIds: [ACME._id], years: [2023], quarters: [4], template: null },
    ]);
  }, 15_000);
  it('runs a company template at once and shows its summary', async () => {
    const summary = 'Acme grew revenue 12 percent in Q2 2024.';
    const { api, base, analysis } = setUpWorkspace({
      analysis: buildAnalysis({
        metadata: { contextualData: null, filters: { ...FULL_FILTERS } },
      }),
      extra: [
        { method: 'POST', path: /\/template$/, respond: () => ({ body: { result: { summary } } }) },
      ],
    });
    const { user } = renderApp(`/analysis/${analysis._id}`);

    await user.click(await screen.findByRole('button', { name: /Quarter recap/ }));
    const reply = await screen.findByText(summary);
    expect(reply.closest('[aria-label="Assistant"]')).toHaveTextContent('Quarter recap');
    expect(screen.queryByRole('list', { name: 'Templates' })).toBeNull();
    expect(api.callsTo('POST', `${base}/template`).map((call) => call.body)).toEqual([
      {
        type: 'quarter-recap',
        companies: 'Acme Robotics',
        companyIds: [ACME._id],
        years: [2024],
        quarters: [2],
      },
    ]);
  });

  it('clears the companies, years, quarters and template when the template type changes', async () => {
    const { api, base, analysis } = setUpWorkspace({
      analysis: buildAnalysis({
        metadata: { contextualData: null, filters: { ...FULL_FILTERS } },
      }),
    });
    const { user } = renderApp(`/analysis/${analysis._id}`);
    await screen.findByRole('button', { name: /Quarter recap/ });

    await user.click(screen.getByText('Industry Templates'));
    expect(
      await screen.findByRole('heading', { name: 'Start by choosing one or more companies' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Sector themes/ })).toBeDisabled();
    expect(api.callsTo('PUT', base).map((call) => call.body)).toEqual([
      { companyIds: [], years: [], quarters: [], template: null },
    ]);
  });

  it('runs a chosen industry template with the first message', async () => {
    const summary = 'Across the sector, automation leads.';
    const { api, base, analysis } = setUpWorkspace({
      analysis: buildAnalysis({
        metadata: {
          contextualData: null,
          filters: {
            companyIds: [ACME._id, GLOBEX._id],
            years: [2024],
            quarters: [1, 2],
            template: null,
          },
        },
      }),
      extra: [
        { method: 'POST', path: /\/template$/, respond: () => ({ body: { result: { summary } } }) },
      ],
    });
    const { user } = renderApp(`/analysis/${analysis._id}`);

    const card = await screen.findByRole('button', { name: /Sector themes/ });
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveFocus();
    expect(api.callsTo('POST', `${base}/template`)).toHaveLength(0);

    await user.type(input, 'Who automates most?{Enter}');
    expect(await screen.findByText(summary)).toBeInTheDocument();
    expect(screen.getByText('Who automates most?')).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/template`).map((call) => call.body)).toEqual([
      {
        type: 'sector-themes',
        template: 'industry',
        userInput: 'Who automates most?',
        companies: 'Acme Robotics, Globex',
        companyIds: [ACME._id, GLOBEX._id],
        years: [2024],
        quarters: [1, 2],
      },
    ]);
  });

  it('ignores an empty message: the input is focused and highlighted for 1.5 s', async () => {
    const { api, base, analysis } = setUpWorkspace();
    const { user } = renderApp(`/analysis/${analysis._id}`);
    const input = await screen.findByRole('textbox', { name: 'Message' });

    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(input).toHaveFocus();
    const field = input.closest('[data-highlighted]');
    expect(field).not.toBeNull();
    await waitFor(() => expect(input.closest('[data-highlighted]')).toBeNull(), { timeout: 3000 });
    expect(api.callsTo('POST', `${base}/conversation`)).toHaveLength(0);
  }, 15_000);

  it('streams the reply over the realtime room, keeping the highest seq, then shows the final answer with its sources', async () => {
    let finish: (conversations: ConversationMessage[]) => void = () => undefined;
    const question = buildMessage({ role: 'user', message: 'How did margins move?' });
    const answer = buildMessage({
      role: 'system',
      message: 'Margins rose 2 points on pricing.',
      sources: [
        {
          storyId: 'story-1',
          companyName: 'Acme Robotics',
          year: 2024,
          quarter: 2,
          text: 'Gross margin expanded by two points.',
        },
      ],
    });
    const { api, base, analysis } = setUpWorkspace({
      analysis: buildAnalysis({
        metadata: { contextualData: 'Earlier summary.', filters: { ...FULL_FILTERS } },
      }),
      extra: [
        {
          method: 'POST',
          path: /\/conversation$/,
          respond: () =>
            new Promise((resolve) => {
              finish = (conversations) => resolve({ body: { result: { conversations } } });
            }),
        },
      ],
    });
    const { user } = renderApp(`/analysis/${analysis._id}`);
    expect(await screen.findByText('Earlier summary.')).toBeInTheDocument();
    await waitFor(() =>
      expect(realtime.emitted).toContainEqual(['join-analysis-room', analysis._id]),
    );
    expect(realtime.options).toContainEqual({
      path: '/socket.io',
      auth: { token: 'workspace-token' },
    });

    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'How did margins move?{Enter}',
    );
    expect(await screen.findByText('Reading the transcripts…')).toBeInTheDocument();
    expect(screen.getByText('How did margins move?')).toBeInTheDocument();

    const part = (seq: number, message: string, analysisId = analysis._id) =>
      serverEmit('streaming-message', { analysisId, conversationId: 'c1', seq, message });
    part(1, 'Margins');
    const latestReply = () => screen.getAllByTestId('assistant-text').at(-1);
    expect(latestReply()).toHaveTextContent(/^Margins$/);
    part(3, 'Margins rose 2 points');
    part(2, 'Margins rose');
    part(9, 'Another analysis', 'a0000000-0000-4000-8000-999999999999');
    expect(latestReply()).toHaveTextContent(/^Margins rose 2 points$/);
    expect(screen.queryByText('Reading the transcripts…')).toBeNull();

    serverEmit('streaming-end-message', { analysisId: analysis._id, conversationId: 'c1' });
    await act(async () => finish([question, answer]));
    expect(await screen.findByText('Margins rose 2 points on pricing.')).toBeInTheDocument();
    // The stored conversation takes the pending question's and reply's place: each shows once.
    expect(screen.getAllByText('How did margins move?')).toHaveLength(1);
    expect(screen.getAllByTestId('assistant-text')).toHaveLength(2);
    const sources = screen.getByRole('list', { name: 'Sources' });
    expect(within(sources).getByText('Acme Robotics · Q2 2024')).toBeInTheDocument();
    expect(within(sources).getByText(/Gross margin expanded by two points/)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/conversation`).map((call) => call.body)).toEqual([
      { message: 'How did margins move?', companyIds: [ACME._id], years: [2024], quarters: [2] },
    ]);
  });

  it("says 'Failed to load response. Please try again.' when the reply fails", async () => {
    const { analysis } = setUpWorkspace({
      analysis: buildAnalysis({
        conversations: [buildMessage({ role: 'system', message: 'Hello.' })],
      }),
      extra: [
        {
          method: 'POST',
          path: /\/conversation$/,
          respond: () => ({ status: 400, body: { message: 'No', code: 'VALIDATION_FAILED' } }),
        },
      ],
    });
    const { user } = renderApp(`/analysis/${analysis._id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Why?{Enter}');
    expect(
      await screen.findByText('Failed to load response. Please try again.'),
    ).toBeInTheDocument();
  });

  it('replaces the input with a banner and disables the dropdowns at the daily limit', async () => {
    const { analysis } = setUpWorkspace({ isLimitReached: true });
    renderApp(`/analysis/${analysis._id}`);
    expect(
      await screen.findByText(
        /You've reached your daily limit of 20\. Until it resets at 12:00 AM \(in .+\), responses will be powered by another model\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Company: / })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Years: / })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Quarters: / })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });

  it('opens the analysis as a tab, and closing the active tab goes back to the list', async () => {
    const { user: account, analysis } = setUpWorkspace({
      analysis: buildAnalysis({ name: 'Chip makers' }),
    });
    const view = renderApp(`/analysis/${analysis._id}`);
    const tabs = await screen.findByRole('navigation', { name: 'Open analyses' });
    expect(await within(tabs).findByRole('link', { name: 'Chip makers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      JSON.parse(window.localStorage.getItem(`clearcall.analysisTabs.${account.userId}`) ?? '[]'),
    ).toEqual([{ id: analysis._id, title: 'Chip makers' }]);

    await view.user.click(within(tabs).getByRole('button', { name: 'Close Chip makers' }));
    await waitFor(() => expect(view.location().pathname).toBe('/analysis'));
  });

  it('deleting the analysis on screen closes its tab and opens the tab beside it', async () => {
    const {
      user: account,
      analysis,
      api,
      base,
    } = setUpWorkspace({
      analysis: buildAnalysis({ name: 'Chip makers' }),
    });
    const other = 'a0000000-0000-4000-8000-00000000beef';
    window.localStorage.setItem(
      `clearcall.analysisTabs.${account.userId}`,
      JSON.stringify([
        { id: other, title: 'Banks' },
        { id: analysis._id, title: 'Chip makers' },
      ]),
    );
    const view = renderApp(`/analysis/${analysis._id}`);

    await view.user.click(await screen.findByRole('button', { name: 'Options for Chip makers' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Chip makers?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(view.location().pathname).toBe(`/analysis/${other}`));
    expect(api.callsTo('PUT', base).map((call) => call.body)).toEqual([{ status: false }]);
    const tabs = screen.getByRole('navigation', { name: 'Open analyses' });
    expect(within(tabs).queryByRole('link', { name: 'Chip makers' })).toBeNull();
    expect(within(tabs).getByRole('link', { name: 'Banks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

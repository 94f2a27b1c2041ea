import type { AnalysisSummary } from '@clearcall/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildAnalysis,
  buildAnalysisCompany,
} from '../../features/analysis/testing/build-analysis';
import { mockApi, type ApiHandler } from '../../testing/mocks/api';
import { buildSessionUser } from '../../testing/mocks/data';
import { renderApp, signIn } from '../../testing/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOUR_MS = 3_600_000;

/** Analyses named in order, each updated an hour before the previous one. */
function analysesNamed(names: string[]): AnalysisSummary[] {
  const now = Date.now();
  return names.map((name, index) =>
    buildAnalysis({ name, updatedAt: new Date(now - (index + 1) * HOUR_MS).toISOString() }),
  );
}

function setUpList(analyses: AnalysisSummary[] | 'error', extra: ApiHandler[] = []) {
  const user = buildSessionUser();
  signIn(user);
  const listPath = `/api/user/${user.userId}/analysis`;
  const api = mockApi([
    ...extra,
    {
      method: 'GET',
      path: listPath,
      respond: () =>
        analyses === 'error'
          ? { status: 403, body: { message: 'Forbidden', code: 'FORBIDDEN' } }
          : { body: { result: analyses } },
    },
  ]);
  return { user, api, listPath };
}

function cardNames(): string[] {
  const list = screen.getByRole('list', { name: 'Recent analyses' });
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('link').textContent ?? '');
}

describe('/analysis', () => {
  it('lists six analyses newest first, and six more per View More', async () => {
    const names = Array.from({ length: 14 }, (_, index) => `Study ${index + 1}`);
    setUpList(analysesNamed(names).reverse());
    const view = renderApp('/analysis');

    expect(await screen.findByRole('heading', { name: 'Start with New Analysis' })).toBeVisible();
    await screen.findByRole('list', { name: 'Recent analyses' });
    expect(cardNames()).toEqual(names.slice(0, 6));
    expect(screen.getByRole('button', { name: 'Sort: Newest First' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'View More' }));
    expect(cardNames()).toEqual(names.slice(0, 12));
    await view.user.click(screen.getByRole('button', { name: 'View More' }));
    expect(cardNames()).toEqual(names);
    expect(screen.queryByRole('button', { name: 'View More' })).toBeNull();
  }, 15_000);

  it('sorts A to Z, Z to A and oldest first', async () => {
    setUpList(analysesNamed(['Beta', 'alpha', 'Gamma']));
    const view = renderApp('/analysis');
    await screen.findByRole('list', { name: 'Recent analyses' });
    expect(cardNames()).toEqual(['Beta', 'alpha', 'Gamma']);

    const sortBy = async (label: string) => {
      await view.user.click(screen.getByRole('button', { name: /^Sort: / }));
      await view.user.click(await screen.findByRole('menuitem', { name: label }));
    };
    await sortBy('Sort A to Z');
    expect(cardNames()).toEqual(['alpha', 'Beta', 'Gamma']);
    await sortBy('Sort Z to A');
    expect(cardNames()).toEqual(['Gamma', 'Beta', 'alpha']);
    await sortBy('Oldest First');
    expect(cardNames()).toEqual(['Gamma', 'alpha', 'Beta']);
    expect(screen.getByRole('button', { name: 'Sort: Oldest First' })).toBeInTheDocument();
  });

  it('searches by name, and says when nothing matches', async () => {
    setUpList(analysesNamed(['Chip makers', 'Banks Q2', 'Chip supply']));
    const view = renderApp('/analysis');
    const search = await screen.findByRole('textbox', { name: 'Search analyses' });
    await screen.findByRole('list', { name: 'Recent analyses' });

    await view.user.type(search, 'chip');
    expect(cardNames()).toEqual(['Chip makers', 'Chip supply']);

    await view.user.type(search, 'zzz');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(
      screen.getByText('Try refining your keywords to find what you need.'),
    ).toBeInTheDocument();
  });

  it('shows the logos of at most five companies, then +N, and the last update', async () => {
    const companies = Array.from({ length: 7 }, (_, index) => buildAnalysisCompany(index + 1));
    setUpList([
      buildAnalysis({
        name: 'Wide study',
        companyList: companies,
        updatedAt: new Date(Date.now() - 3 * HOUR_MS).toISOString(),
      }),
    ]);
    renderApp('/analysis');
    const card = await screen.findByRole('article', { name: 'Wide study' });
    const stack = within(card).getByRole('img', { name: /^Companies: Company 1, / });
    expect(stack.querySelectorAll('.mantine-Avatar-root')).toHaveLength(5);
    expect(within(stack).getByText('+2')).toBeInTheDocument();
    expect(within(card).getByText('Last updated 3 hours ago')).toBeInTheDocument();
  });

  it('offers Create when there is no analysis yet, and opens the new one as a tab', async () => {
    const created = buildAnalysis({ name: 'Analysis1' });
    const { api, listPath } = setUpList(
      [],
      [
        {
          method: 'POST',
          path: /\/analysis$/,
          respond: () => ({ body: { result: { _id: created._id, name: 'Analysis1' } } }),
        },
        {
          method: 'GET',
          path: /\/analysis\/[\w-]+$/,
          respond: () => ({ body: { result: created } }),
        },
      ],
    );
    const view = renderApp('/analysis');

    expect(await screen.findByText('No recent Analysis')).toBeInTheDocument();
    expect(screen.getByText('Start by creating a new one to see the insights.')).toBeVisible();
    const empty = screen.getByText('No recent Analysis').closest('[role="status"]') as HTMLElement;
    await view.user.click(within(empty).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(view.location().pathname).toBe(`/analysis/${created._id}`));
    expect(api.callsTo('POST', listPath).map((call) => call.body)).toEqual([{ name: 'Analysis1' }]);
    const tabs = await screen.findByRole('navigation', { name: 'Open analyses' });
    expect(within(tabs).getByRole('link', { name: 'Analysis1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('names a new analysis after the open tabs, and shows why a create failed', async () => {
    const { user, api, listPath } = setUpList(analysesNamed(['One']), [
      {
        method: 'POST',
        path: /\/analysis$/,
        respond: () => ({
          status: 409,
          body: { message: 'You have too many analyses', code: 'CONFLICT' },
        }),
      },
    ]);
    window.localStorage.setItem(
      `clearcall.analysisTabs.${user.userId}`,
      JSON.stringify([
        { id: 'a', title: 'First' },
        { id: 'b', title: 'Second' },
      ]),
    );
    const view = renderApp('/analysis');
    await screen.findByRole('list', { name: 'Recent analyses' });

    await view.user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('You have too many analyses')).toBeInTheDocument();
    expect(api.callsTo('POST', listPath).map((call) => call.body)).toEqual([{ name: 'Analysis3' }]);
    expect(view.location().pathname).toBe('/analysis');
  });

  it("says 'Failed to create analysis' when the server gives no reason", async () => {
    setUpList(analysesNamed(['One']), [
      { method: 'POST', path: /\/analysis$/, respond: () => 'network-error' },
    ]);
    const view = renderApp('/analysis');
    await screen.findByRole('list', { name: 'Recent analyses' });
    await view.user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create analysis')).toBeInTheDocument();
  });

  it("says 'Failed to fetch analysis list' and retries", async () => {
    setUpList('error');
    renderApp('/analysis');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch analysis list');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  }, 15_000);

  it('renames an analysis with Edit and deletes it after confirming', async () => {
    const analyses = analysesNamed(['Study']);
    const analysis = analyses[0]!;
    const { user, api } = setUpList(analyses, [
      {
        method: 'PUT',
        path: new RegExp(`/analysis/${analysis._id}$`),
        respond: (call) => {
          const body = call.body as { name?: string; status?: boolean };
          if (body.name) analysis.name = body.name;
          if (body.status === false) analyses.splice(0, 1);
          return { body: { result: { ...analysis, status: body.status ?? true } } };
        },
      },
    ]);
    const putPath = `/api/user/${user.userId}/analysis/${analysis._id}`;
    const view = renderApp('/analysis');

    const card = await screen.findByRole('article', { name: 'Study' });
    await view.user.click(within(card).getByRole('button', { name: 'Options for Study' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename analysis' });
    const input = within(dialog).getByRole('textbox', { name: 'Analysis name' });
    await view.user.clear(input);
    await view.user.type(input, 'Chip makers');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'Chip makers' })).toBeInTheDocument();

    const renamed = screen.getByRole('article', { name: 'Chip makers' });
    await view.user.click(within(renamed).getByRole('button', { name: 'Options for Chip makers' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Chip makers?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Chip makers' })).toBeNull());
    expect(api.callsTo('PUT', putPath).map((call) => call.body)).toEqual([
      { name: 'Chip makers' },
      { status: false },
    ]);
  });
});

import type { CompanySearchHit } from '@clearcall/contracts';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSessionUser } from '../../../testing/mocks/data';
import { mockApi } from '../../../testing/mocks/api';
import { renderWithRouter, signIn } from '../../../testing/test-utils';
import { CompanySearch, SEARCH_DEBOUNCE_MS } from './company-search';

const ACME: CompanySearchHit = {
  companyId: '0b5c8f7e-2d6a-4c1b-9e3f-5a7d9c1e2f01',
  companyName: 'Acme Corp',
  awsImageUrl: '/api/logos/acme.svg',
};
const ACORN: CompanySearchHit = {
  companyId: '0b5c8f7e-2d6a-4c1b-9e3f-5a7d9c1e2f02',
  companyName: 'Acorn Robotics',
  awsImageUrl: '',
};

const SEARCH_PATH = /^\/api\/user\/company\/.+$/;

function SearchHarness() {
  const [opened, setOpened] = useState(false);
  return <CompanySearch opened={opened} onOpenedChange={setOpened} />;
}

function mockSearch(byText: Record<string, CompanySearchHit[]>) {
  return mockApi([
    {
      method: 'GET',
      path: SEARCH_PATH,
      respond: ({ path }) => {
        const text = decodeURIComponent(path.split('/').pop() ?? '');
        return { body: { data: byText[text] ?? [] } };
      },
    },
  ]);
}

function searchCalls(fetchMock: ReturnType<typeof mockApi>['fetchMock']): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://clearcall.test').pathname)
    .filter((path) => SEARCH_PATH.test(path));
}

function renderSearch() {
  signIn(buildSessionUser());
  return renderWithRouter(<SearchHarness />, { '/earnings/feeds': <h1>Earnings feed</h1> });
}

describe('CompanySearch', () => {
  beforeEach(() => {
    // The clock also moves on its own, so the query library's own scheduling keeps working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once, 500 ms after the last keystroke, and lists the companies', async () => {
    const { fetchMock } = mockSearch({ ac: [ACME, ACORN] });
    const { user } = renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search companies' });
    expect(input).toHaveAttribute('placeholder', 'Explore across 500+ companies');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'a');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 200);
    await user.type(input, 'c');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 200);
    expect(searchCalls(fetchMock)).toEqual([]);

    vi.advanceTimersByTime(250);
    await waitFor(() => expect(searchCalls(fetchMock)).toEqual(['/api/user/company/ac']));
    expect(await screen.findByRole('option', { name: 'Acme Corp' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Acorn Robotics' })).toBeInTheDocument();
    expect(screen.getByText('Companies')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows 'No data found' when nothing matches, and never searches blank text", async () => {
    const { fetchMock } = mockSearch({});
    const { user } = renderSearch();
    const input = screen.getByLabelText('Search companies');

    await user.type(input, '   ');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 50);
    expect(searchCalls(fetchMock)).toEqual([]);

    await user.clear(input);
    await user.type(input, 'zzz');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 50);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual(['/api/user/company/zzz']);
  });

  it('treats a failed search as no matches, without an error message', async () => {
    mockApi([{ method: 'GET', path: SEARCH_PATH, respond: () => ({ status: 500 }) }]);
    const { user } = renderSearch();
    await user.type(screen.getByLabelText('Search companies'), 'acme');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 50);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the chosen company in the Earnings feed with the keyboard', async () => {
    mockSearch({ ac: [ACME, ACORN] });
    const { user, location } = renderSearch();
    const input = screen.getByLabelText('Search companies');
    await user.type(input, 'ac');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 50);
    await screen.findByRole('option', { name: 'Acorn Robotics' });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const acorn = screen.getByRole('option', { name: 'Acorn Robotics' });
    expect(input).toHaveAttribute('aria-activedescendant', acorn.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(location().pathname).toBe('/earnings/feeds'));
    expect(location().search).toBe(`?company=${ACORN.companyId}`);
    expect(input).toHaveValue('');
  });

  it('opens a company on click, and Escape closes the panel', async () => {
    mockSearch({ ac: [ACME] });
    const { user, location } = renderSearch();
    const input = screen.getByLabelText('Search companies');
    await user.type(input, 'ac');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 50);
    await screen.findByRole('option', { name: 'Acme Corp' });

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Acme Corp' })).not.toBeInTheDocument(),
    );

    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Acme Corp' }));
    await waitFor(() => expect(location().search).toBe(`?company=${ACME.companyId}`));
  });
});

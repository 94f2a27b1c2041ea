import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/test-utils';
import { AdminTable, type AdminTableProps } from './admin-table';

type Fruit = { id: string; name: string; colour: string };

const APPLE = { id: '1', name: 'Apple', colour: 'red' };
const PEAR = { id: '2', name: 'Pear', colour: 'green' };

function renderTable(overrides: Partial<AdminTableProps<Fruit>> = {}) {
  const props: AdminTableProps<Fruit> = {
    label: 'Fruit',
    rows: [APPLE, PEAR],
    columns: [
      { header: 'Name', cell: (fruit) => fruit.name },
      { header: 'Colour', cell: (fruit) => fruit.colour },
    ],
    getRowKey: (fruit) => fruit.id,
    getRowLabel: (fruit) => fruit.name,
    renderCard: (fruit) => `${fruit.name} is ${fruit.colour}`,
    loadingLabel: 'Loading fruit…',
    skeleton: { rows: 3, cells: [{ height: 14, width: '20%' }] },
    error: { isShown: false, subject: 'The fruit', onRefresh: vi.fn(), isRefreshing: false },
    empty: { title: 'No fruit', description: 'Plant a tree to grow the first.' },
    ...overrides,
  };
  return { ...renderWithRouter(<AdminTable {...props} />), props };
}

describe('AdminTable', () => {
  it('shows one row per item under the column headers, each named', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Fruit' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Colour']);
    const pear = within(table).getByRole('row', { name: 'Pear' });
    expect(
      within(pear)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Pear', 'green']);
  });

  it('shows cards instead of columns on a narrow screen', () => {
    vi.stubGlobal('innerWidth', 390);
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fruit' });
    expect(within(list).getByRole('listitem', { name: 'Apple' })).toHaveTextContent('Apple is red');
  });

  it('announces the loading and draws no rows until they arrive', () => {
    renderTable({ rows: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading fruit…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what to do when there is nothing to list', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No fruit')).toBeInTheDocument();
    expect(screen.getByText('Plant a tree to grow the first.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Refresh when the rows could not be loaded', async () => {
    const onRefresh = vi.fn();
    const { user } = renderTable({
      rows: undefined,
      error: { isShown: true, subject: 'The fruit', onRefresh, isRefreshing: false },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    expect(alert).toHaveTextContent('The fruit could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('loads the next page with Load more, and says so when a page fails', async () => {
    const onLoadMore = vi.fn();
    const paging = {
      hasMore: true,
      isLoading: false,
      hasFailed: false,
      items: 'fruit',
      onLoadMore,
    };
    const { user, unmount } = renderTable({ paging });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();

    unmount();
    renderTable({ paging: { ...paging, hasMore: false, hasFailed: true } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'More fruit could not be loaded. Try Load more again.',
    );
  });

  it('has no Load more under a list that arrives whole', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

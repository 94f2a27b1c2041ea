import { ADMIN_COMPANIES_LIMIT, type AdminCompany, type CompanyInput } from '@clearcall/contracts';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiCall, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { COMPANIES_PAGE_SIZE, CompaniesList } from './companies-list';

const NORTHWIND: AdminCompany = {
  id: '0b9f0c1e-2d3a-4b5c-8d6e-7f8091a2b3c4',
  name: 'Northwind Traders',
  symbol: 'NWT',
  exchange: 'NASDAQ',
  industryId: 'F',
  website: 'https://northwind.example',
  logoUrl: null,
  cik: 1_234_567,
  aliases: ['NWTA'],
  transcriptCount: 3,
};
const CONTOSO: AdminCompany = {
  id: '1c0a1d2f-3e4b-4c6d-9e7f-8091a2b3c4d5',
  name: 'Contoso Mining',
  symbol: 'CTSO',
  exchange: null,
  industryId: null,
  website: null,
  logoUrl: null,
  cik: null,
  aliases: [],
  transcriptCount: 0,
};

/** A server that keeps its companies, filters them as the route does and upserts by ticker. */
function companiesServer(initial: AdminCompany[], extra: ApiHandler[] = []) {
  let companies = [...initial];
  const listHandler: ApiHandler = {
    method: 'GET',
    path: '/api/admin/companies',
    respond: ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const data = companies.filter(
        (company) =>
          (!q ||
            company.name.toLowerCase().includes(q) ||
            company.symbol.toLowerCase().includes(q)) &&
          (query.get('unclassified') !== 'true' || company.industryId === null),
      );
      return { body: { data } };
    },
  };
  const saveHandler: ApiHandler = {
    method: 'POST',
    path: '/api/admin/companies',
    respond: ({ body }) => {
      const input = body as CompanyInput;
      const existing = companies.find((company) => company.symbol === input.symbol);
      const saved: AdminCompany = {
        id: existing?.id ?? '2d1b2e3a-4f5c-4d7e-8f90-91a2b3c4d5e6',
        name: input.name,
        symbol: input.symbol,
        exchange: input.exchange ?? null,
        industryId: input.industryId ?? null,
        website: input.website ?? null,
        logoUrl: input.logoUrl ?? null,
        cik: input.cik ?? null,
        aliases: existing?.aliases ?? [],
        transcriptCount: existing?.transcriptCount ?? 0,
      };
      companies = existing
        ? companies.map((company) => (company === existing ? saved : company))
        : [...companies, saved];
      return { status: existing ? 200 : 201, body: { company: saved, created: !existing } };
    },
  };
  const api = mockApi([...extra, listHandler, saveHandler]);
  const listCalls = (): ApiCall[] =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://clearcall.test'))
      .filter((url) => url.pathname === '/api/admin/companies')
      .map((url) => ({
        method: 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(),
        body: undefined,
      }));
  return { ...api, listCalls };
}

function renderCompanies() {
  return renderWithRouter(
    <>
      <Notifications />
      <CompaniesList />
    </>,
  );
}

describe('CompaniesList', () => {
  it('lists each company with its tickers, exchange, industry and transcript count', async () => {
    companiesServer([NORTHWIND, CONTOSO]);
    renderCompanies();
    const northwind = await screen.findByRole('row', { name: 'Northwind Traders' });
    expect(northwind).toHaveTextContent('NWT');
    expect(northwind).toHaveTextContent('Also NWTA');
    expect(northwind).toHaveTextContent('NASDAQ');
    expect(northwind).toHaveTextContent('Wholesale Trade');
    expect(northwind).toHaveTextContent('3');
    const contoso = screen.getByRole('row', { name: 'Contoso Mining' });
    expect(within(contoso).getByText('Unclassified')).toBeInTheDocument();
    expect(
      within(contoso).getByRole('button', { name: 'Set industry of Contoso Mining' }),
    ).toBeInTheDocument();
  });

  it('searches by the typed term and narrows to the unclassified companies', async () => {
    const server = companiesServer([NORTHWIND, CONTOSO]);
    const view = renderCompanies();
    await screen.findByRole('row', { name: 'Northwind Traders' });

    await view.user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'north');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: 'Contoso Mining' })).not.toBeInTheDocument(),
    );
    expect(server.listCalls().at(-1)?.query.get('q')).toBe('north');

    await view.user.clear(screen.getByRole('searchbox', { name: 'Search companies' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Unclassified only' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: 'Northwind Traders' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: 'Contoso Mining' })).toBeInTheDocument();
    expect(server.listCalls().at(-1)?.query.get('unclassified')).toBe('true');
    expect(server.listCalls().at(-1)?.query.has('q')).toBe(false);
  });

  it('shows a long list a page at a time', async () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      ...NORTHWIND,
      id: `company-${index}`,
      name: `Company ${String(index).padStart(3, '0')}`,
      symbol: `C${index}`,
    }));
    companiesServer(many);
    const view = renderCompanies();
    await screen.findByRole('row', { name: 'Company 000' });
    const table = screen.getByRole('table', { name: 'Companies' });
    expect(within(table).getAllByRole('row')).toHaveLength(COMPANIES_PAGE_SIZE + 1);
    expect(
      screen.getByText('Showing 50 of 120 companies. Search to find one quickly.'),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(within(table).getAllByRole('row')).toHaveLength(121);
    expect(screen.getByText('120 companies')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says the list stops at its cap and that a search finds the others', async () => {
    companiesServer(
      Array.from({ length: ADMIN_COMPANIES_LIMIT }, (_, index) => ({
        ...NORTHWIND,
        id: `company-${index}`,
        name: `Company ${String(index).padStart(3, '0')}`,
        symbol: `C${index}`,
      })),
    );
    renderCompanies();
    expect(
      await screen.findByText(
        `Showing 50 of the first ${ADMIN_COMPANIES_LIMIT} companies by name. Search to find the others.`,
      ),
    ).toBeInTheDocument();
  });

  it('says what to do when there are no companies, and when none matches', async () => {
    companiesServer([]);
    const view = renderCompanies();
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    await view.user.click(screen.getByRole('checkbox', { name: 'Unclassified only' }));
    expect(await screen.findByText('No company matches')).toBeInTheDocument();
    expect(screen.getByText(/Every company that matches has an industry/)).toBeInTheDocument();
  });

  it('offers a refresh when the list cannot be loaded', async () => {
    let isDown = true;
    mockApi([
      {
        method: 'GET',
        path: '/api/admin/companies',
        respond: () =>
          isDown
            ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Service Unavailable' } }
            : { body: { data: [NORTHWIND] } },
      },
    ]);
    const view = renderCompanies();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The companies list could not be loaded.');
    isDown = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('row', { name: 'Northwind Traders' })).toBeInTheDocument();
  });

  it('adds a company with the fields filled in and leaves out the blank ones', async () => {
    const server = companiesServer([NORTHWIND]);
    const view = renderCompanies();
    await screen.findByRole('row', { name: 'Northwind Traders' });
    await view.user.click(screen.getByRole('button', { name: 'Add company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add company' });
    await view.user.type(within(dialog).getByLabelText(/^Name/), 'Fabrikam Foods');
    await view.user.type(within(dialog).getByLabelText(/^Ticker/), 'fbk');
    await view.user.type(within(dialog).getByLabelText('Exchange'), 'NYSE');
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Industry' }));
    await view.user.click(await screen.findByRole('option', { name: 'Manufacturing' }));
    await view.user.type(within(dialog).getByLabelText('SEC CIK'), '98765');
    await view.user.click(within(dialog).getByRole('button', { name: 'Add company' }));

    expect(await screen.findByText('Fabrikam Foods was added.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/admin/companies')[0]?.body).toEqual({
      name: 'Fabrikam Foods',
      symbol: 'FBK',
      exchange: 'NYSE',
      industryId: 'D',
      cik: 98765,
    });
    const row = await screen.findByRole('row', { name: 'Fabrikam Foods' });
    expect(row).toHaveTextContent('Manufacturing');
    expect(screen.queryByRole('dialog', { name: 'Add company' })).not.toBeInTheDocument();
  });

  it('shows its own checks on the fields and sends nothing', async () => {
    const server = companiesServer([]);
    const view = renderCompanies();
    await view.user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add company' });
    await view.user.type(within(dialog).getByLabelText(/^Ticker/), 'not a ticker');
    await view.user.type(within(dialog).getByLabelText('Website'), 'northwind');
    await view.user.click(within(dialog).getByRole('button', { name: 'Add company' }));

    expect(await within(dialog).findByText('Give the company name')).toBeInTheDocument();
    expect(
      within(dialog).getByText('A ticker has up to 10 letters, digits, dots or dashes'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The website must be a web address such as https://example.com'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/admin/companies')).toHaveLength(0);
  });

  it("puts the server's issues on the fields they name", async () => {
    companiesServer(
      [],
      [
        {
          method: 'POST',
          path: '/api/admin/companies',
          respond: () => ({
            status: 400,
            body: {
              code: 'VALIDATION_FAILED',
              message: 'cik: This CIK belongs to Northwind Traders',
              issues: [{ path: 'cik', message: 'This CIK belongs to Northwind Traders' }],
            },
          }),
        },
      ],
    );
    const view = renderCompanies();
    await view.user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add company' });
    await view.user.type(within(dialog).getByLabelText(/^Name/), 'Fabrikam');
    await view.user.type(within(dialog).getByLabelText(/^Ticker/), 'FBK');
    await view.user.type(within(dialog).getByLabelText('SEC CIK'), '1234567');
    await view.user.click(within(dialog).getByRole('button', { name: 'Add company' }));

    expect(
      await within(dialog).findByText('This CIK belongs to Northwind Traders'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('SEC CIK')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sets the industry of an unclassified company through the same upsert', async () => {
    const server = companiesServer([NORTHWIND, CONTOSO]);
    const view = renderCompanies();
    await view.user.click(
      await screen.findByRole('button', { name: 'Set industry of Contoso Mining' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contoso Mining' });
    expect(within(dialog).getByLabelText(/^Ticker/)).toHaveValue('CTSO');
    expect(within(dialog).getByLabelText(/^Ticker/)).toHaveAttribute('readonly');
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Industry' }));
    await view.user.click(await screen.findByRole('option', { name: 'Mining' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save company' }));

    expect(await screen.findByText('Contoso Mining was saved.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/admin/companies')[0]?.body).toEqual({
      name: 'Contoso Mining',
      symbol: 'CTSO',
      industryId: 'B',
    });
    await waitFor(() =>
      expect(screen.getByRole('row', { name: 'Contoso Mining' })).toHaveTextContent('Mining'),
    );
    expect(
      within(screen.getByRole('row', { name: 'Contoso Mining' })).queryByText('Unclassified'),
    ).not.toBeInTheDocument();
  });
});

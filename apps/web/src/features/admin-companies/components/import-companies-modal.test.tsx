import type { CompanyImportResult } from '@clearcall/contracts';
import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { CompaniesList } from './companies-list';

const CSV = 'name,ticker,industry\nNorthwind Traders,NWT,F\nContoso,,B\n';

function csvFile(name = 'companies.csv', content = CSV): File {
  return new File([content], name, { type: 'text/csv' });
}

function importHandler(respond: ApiHandler['respond']): ApiHandler {
  return { method: 'POST', path: '/api/admin/companies/import', respond };
}

function renderWithImport(handler: ApiHandler) {
  const api = mockApi([
    handler,
    { method: 'GET', path: '/api/admin/companies', respond: () => ({ body: { data: [] } }) },
  ]);
  const view = renderWithRouter(
    <>
      <Notifications />
      <CompaniesList />
    </>,
  );
  return { ...view, ...api };
}

async function openImport(view: ReturnType<typeof renderWithImport>) {
  await view.user.click(await screen.findByRole('button', { name: 'Import companies' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import companies' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The import dialog has no file input');
  return { dialog, input };
}

describe('Import companies', () => {
  it('uploads the file and shows the counts and every refused row with its line', async () => {
    const result: CompanyImportResult = {
      format: 'csv',
      created: 12,
      updated: 3,
      unchanged: 40,
      errors: [{ line: 3, message: 'ticker is missing' }],
    };
    const view = renderWithImport(importHandler(() => ({ body: result })));
    const { dialog, input } = await openImport(view);
    await view.user.upload(input, csvFile());
    await view.user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const status = await within(dialog).findByRole('status', { name: 'Import result' });
    expect(status).toHaveTextContent('Read as CSV. One row was refused; the others went in.');
    expect(status).toHaveTextContent('Created12');
    expect(status).toHaveTextContent('Updated3');
    expect(status).toHaveTextContent('Unchanged40');
    const refused = within(status).getByRole('list', { name: 'Rows not imported' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 3: ticker is missing']);

    const [call] = view.callsTo('POST', '/api/admin/companies/import');
    expect(call?.body).toBeInstanceOf(FormData);
    const sent = (call?.body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('companies.csv');
    expect(call?.headers.get('content-type')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it("names the file in the server's refusal", async () => {
    const view = renderWithImport(
      importHandler(() => ({
        status: 415,
        body: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'The file is neither a CSV with a header row nor company_tickers.json.',
        },
      })),
    );
    const { dialog, input } = await openImport(view);
    await view.user.upload(input, csvFile('tickers.csv'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText(
        'tickers.csv: The file is neither a CSV with a header row nor company_tickers.json.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a file of another type or an empty one before sending it', async () => {
    const view = renderWithImport(importHandler(() => ({ status: 500 })));
    const { dialog, input } = await openImport(view);
    // A picker that ignores `accept`, as a drop or "All files" does.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'companies.xlsx', { type: 'application/octet-stream' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText(/companies.xlsx is not a CSV or JSON file/),
    ).toBeInTheDocument();

    await view.user.upload(input, csvFile('empty.csv', ''));
    await view.user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('empty.csv is empty.')).toBeInTheDocument();
    expect(view.callsTo('POST', '/api/admin/companies/import')).toHaveLength(0);
  });

  it('asks for a file when none is chosen', async () => {
    const view = renderWithImport(importHandler(() => ({ status: 500 })));
    const { dialog } = await openImport(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText('Choose a CSV or JSON file to import.'),
    ).toBeInTheDocument();
  });
});

import { IMPORT_MAX_BYTES, type ImportJob } from '@clearcall/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { installFakeXhr } from '../testing/fake-xhr';
import { importJob, JOB_ID } from '../testing/jobs';
import { ImportTranscripts } from './import-transcripts';

const SECOND_JOB_ID = '6b5a4f3e-2d1c-4b0a-9e8d-7c6b5a4f3e2d';

function jobsHandler(jobs: () => ImportJob[]): ApiHandler {
  return {
    method: 'GET',
    path: '/api/admin/transcripts/jobs',
    respond: () => ({ body: { data: jobs() } }),
  };
}

function jobHandler(jobs: Record<string, () => ImportJob>): ApiHandler {
  return {
    method: 'GET',
    path: /^\/api\/admin\/transcripts\/jobs\/[^/]+$/,
    respond: ({ path }) => {
      const job = jobs[path.split('/').at(-1) ?? ''];
      return job
        ? { body: job() }
        : { status: 404, body: { message: 'No such import', code: 'NOT_FOUND' } };
    },
  };
}

function transcriptFile(name: string, size = 2048): File {
  const file = new File(['Operator: Good morning.'], name, { type: 'text/plain' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function uploadRow(name: string) {
  return within(screen.getByRole('list', { name: 'Uploads' })).getByRole('listitem', { name });
}

describe('ImportTranscripts', () => {
  it('says there are no imports yet before the first one', async () => {
    mockApi([jobsHandler(() => [])]);
    renderWithRouter(<ImportTranscripts />);
    expect(await screen.findByText('No imports yet: drop a transcript file here')).toBeVisible();
    expect(screen.getByRole('button', { name: /Drop transcript files here/ })).toBeVisible();
  });

  it('gives each added file a row whose bar follows the upload and then the job', async () => {
    const xhrs = installFakeXhr();
    mockApi([
      jobsHandler(() => []),
      jobHandler({
        [JOB_ID]: () => importJob({ status: 'running', progress: 0.4, detected: null }),
        [SECOND_JOB_ID]: () => importJob({ jobId: SECOND_JOB_ID, fileName: 'globex.docx' }),
      }),
    ]);
    const view = renderWithRouter(<ImportTranscripts />);
    await view.user.type(screen.getByRole('textbox', { name: 'Ticker (optional)' }), 'acme');
    await view.user.upload(screen.getByTestId('transcript-file-input'), [
      transcriptFile('acme-q3.pdf'),
      transcriptFile('globex.docx'),
      transcriptFile('huge.pdf', IMPORT_MAX_BYTES + 1),
    ]);

    expect(
      within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    // The oversized file never leaves the browser, and says why in the server's words.
    expect(within(uploadRow('huge.pdf')).getByRole('alert')).toHaveTextContent(
      'huge.pdf is larger than 20 MB, the most one import can read.',
    );
    expect(xhrs).toHaveLength(2);
    expect(xhrs[0]?.url).toBe('/api/admin/transcripts');
    expect(xhrs[0]?.body?.get('ticker')).toBe('ACME');
    expect((xhrs[0]?.body?.get('file') as File).name).toBe('acme-q3.pdf');
    expect(xhrs[0]?.body?.get('autoPublish')).toBeNull();

    xhrs[0]?.progress(512, 2048);
    const first = within(uploadRow('acme-q3.pdf')).getByRole('progressbar');
    await waitFor(() => expect(first).toHaveAttribute('aria-valuenow', '25'));
    expect(within(uploadRow('acme-q3.pdf')).getByText('Uploading · 25%')).toBeVisible();

    xhrs[0]?.respond(202, { jobId: JOB_ID });
    expect(
      await within(uploadRow('acme-q3.pdf')).findByText('Reading the transcript · 40%'),
    ).toBeVisible();
    expect(within(uploadRow('acme-q3.pdf')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    xhrs[1]?.respond(202, { jobId: SECOND_JOB_ID });
    const second = uploadRow('globex.docx');
    expect(await within(second).findByText('Waiting for your review')).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Review' })).toBeVisible();
  });

  it("shows a refused file's message from a 415 answer on its own row", async () => {
    const xhrs = installFakeXhr();
    mockApi([jobsHandler(() => [])]);
    const view = renderWithRouter(<ImportTranscripts />);
    await view.user.click(
      screen.getByRole('checkbox', { name: 'Publish confident imports without review' }),
    );
    await view.user.upload(screen.getByTestId('transcript-file-input'), [
      transcriptFile('scan.pdf'),
    ]);
    expect(xhrs[0]?.body?.get('autoPublish')).toBe('true');

    xhrs[0]?.respond(415, {
      message: 'scan.pdf holds only images: it has no text to read.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const row = uploadRow('scan.pdf');
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'scan.pdf holds only images: it has no text to read.',
    );
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('imports pasted text and follows its job like a file', async () => {
    const api = mockApi([
      jobsHandler(() => []),
      {
        method: 'POST',
        path: '/api/admin/transcripts',
        respond: () => ({ status: 202, body: { jobId: JOB_ID } }),
      },
      jobHandler({ [JOB_ID]: () => importJob() }),
    ]);
    const view = renderWithRouter(<ImportTranscripts />);
    await view.user.click(screen.getByRole('tab', { name: 'Paste text' }));
    await view.user.click(screen.getByRole('button', { name: 'Import text' }));
    expect(await screen.findByText('Paste the transcript text.')).toBeVisible();

    await view.user.type(
      screen.getByRole('textbox', { name: 'Transcript text' }),
      'Operator: Welcome.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Import text' }));
    expect(
      await within(uploadRow('Pasted text')).findByText('Waiting for your review'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/transcripts')[0]?.body).toEqual({
      text: 'Operator: Welcome.',
    });
  });

  it('lists the recent imports with what waits for review', async () => {
    mockApi([
      jobsHandler(() => [
        importJob(),
        importJob({
          jobId: SECOND_JOB_ID,
          status: 'failed',
          fileName: 'locked.pdf',
          detected: null,
          error: {
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'locked.pdf is protected by a password.',
          },
        }),
      ]),
    ]);
    renderWithRouter(<ImportTranscripts />);
    const list = await screen.findByRole('list', { name: 'Recent imports' });
    const waiting = within(list).getByRole('listitem', { name: 'ACME Q3 2026 · acme-q3.pdf' });
    expect(within(waiting).getByRole('button', { name: 'Review' })).toBeVisible();
    expect(within(list).getByText('Failed: locked.pdf is protected by a password.')).toBeVisible();
  });
});

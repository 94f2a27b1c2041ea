import type { AdminCompany, ImportJob } from '@clearcall/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { COMPANY_ID, importJob, JOB_ID, PUBLISHED_STORY_ID } from '../testing/jobs';
import type { StoryLinkBuilder } from './review-panel';
import { ReviewPanel } from './review-panel';

const PUBLISH_PATH = `/api/admin/transcripts/jobs/${JOB_ID}/publish`;
const NEW_COMPANY_ID = '9e8d7c6b-5a4f-4e3d-8c1b-0a9e8d7c6b5a';

function company(overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    id: COMPANY_ID,
    name: 'Acme Corporation',
    symbol: 'ACME',
    exchange: 'NYSE',
    industryId: 'A',
    website: null,
    logoUrl: null,
    cik: null,
    aliases: [],
    transcriptCount: 4,
    ...overrides,
  };
}

function handlers(job: () => ImportJob, publish: ApiHandler['respond']): ApiHandler[] {
  return [
    {
      method: 'GET',
      path: `/api/admin/transcripts/jobs/${JOB_ID}`,
      respond: () => ({ body: job() }),
    },
    {
      method: 'GET',
      path: '/api/admin/companies',
      respond: () => ({ body: { data: [company()] } }),
    },
    { method: 'POST', path: PUBLISH_PATH, respond: publish },
  ];
}

const storyLink: StoryLinkBuilder = (storyId, _companyId, label) => (
  <a href={`/story/${storyId}`}>{label}</a>
);

function renderPanel() {
  return renderWithRouter(
    <ReviewPanel jobId={JOB_ID} onClose={() => undefined} renderStoryLink={storyLink} />,
  );
}

describe('ReviewPanel', () => {
  it('shows what the importer found and publishes the corrections', async () => {
    let job = importJob();
    const api = mockApi(
      handlers(
        () => job,
        () => {
          job = importJob({ status: 'published', storyId: PUBLISHED_STORY_ID });
          return { status: 202, body: { jobId: JOB_ID } };
        },
      ),
    );
    const view = renderPanel();

    const quarter = await screen.findByRole('combobox', { name: /Quarter/ });
    expect(quarter).toHaveValue('3');
    // The importer was unsure of the quarter: the field says so.
    expect(screen.getByText('Check')).toBeVisible();
    expect(screen.getByText('We will now begin the question-and-answer session.')).toBeVisible();
    expect(screen.getByTestId('qa-start-reason')).toHaveTextContent(
      "Found from the operator's hand-over to questions",
    );

    await view.user.selectOptions(quarter, '2');
    await view.user.click(screen.getByRole('button', { name: 'Choose another sentence' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Search the sentences' }), 'margins');
    const sentences = screen.getByRole('list', { name: 'Sentences of the call' });
    expect(within(sentences).getAllByRole('button')).toHaveLength(1);
    await view.user.click(
      within(sentences).getByRole('button', { name: /Thanks for taking my question/ }),
    );
    expect(screen.getByTestId('qa-start-reason')).toHaveTextContent('Chosen by you');

    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'Speaker 2 role' }),
      'analyst',
    );
    await view.user.type(
      screen.getByRole('textbox', { name: 'Speaker 2 firm' }),
      'Harborview Securities',
    );
    await view.user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Published')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See it among the published calls' })).toHaveAttribute(
      'href',
      `/story/${PUBLISHED_STORY_ID}`,
    );
    expect(api.callsTo('POST', PUBLISH_PATH).map((call) => call.body)).toEqual([
      {
        companyId: COMPANY_ID,
        quarter: 2,
        year: 2026,
        callDate: '2026-10-28',
        qaStartSentence: 3,
        speakers: [
          { name: 'Jane Doe', role: 'executive', title: 'Chief Executive Officer', firm: null },
          { name: 'Omar Osei', role: 'analyst', title: null, firm: 'Harborview Securities' },
        ],
      },
    ]);
  });

  it('publishes a duplicate only with "Replace the published call" ticked', async () => {
    const duplicate = importJob({ duplicateOf: PUBLISHED_STORY_ID });
    const api = mockApi(
      handlers(
        () => duplicate,
        () => ({ status: 202, body: { jobId: JOB_ID } }),
      ),
    );
    const view = renderPanel();

    expect(await screen.findByText(/Already published:/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'the published call' })).toHaveAttribute(
      'href',
      `/story/${PUBLISHED_STORY_ID}`,
    );
    await view.user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(/Tick "Replace the published call" to replace it/),
    ).toBeVisible();
    expect(api.callsTo('POST', PUBLISH_PATH)).toEqual([]);

    await view.user.click(screen.getByRole('checkbox', { name: 'Replace the published call' }));
    await view.user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText(/being written/);
    expect(api.callsTo('POST', PUBLISH_PATH)[0]?.body).toMatchObject({ replace: true });
  });

  it("shows the server's 409 for a duplicate found at publish time", async () => {
    mockApi(
      handlers(
        () => importJob(),
        () => ({
          status: 409,
          body: { message: 'ACME Q3 2026 is already published.', code: 'CONFLICT' },
        }),
      ),
    );
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ACME Q3 2026 is already published.',
    );
  });

  it('creates an unknown company from the names the text gives, and publishes with it', async () => {
    const unknown = importJob({
      detected: {
        ...importJob().detected!,
        companyId: null,
        ticker: 'NWCO',
        companyName: 'Newco Inc.',
        uncertain: ['companyId'],
      },
    });
    const api = mockApi([
      ...handlers(
        () => unknown,
        () => ({ status: 202, body: { jobId: JOB_ID } }),
      ),
      {
        method: 'POST',
        path: '/api/admin/companies',
        respond: ({ body }) => ({
          status: 201,
          body: {
            company: company({ id: NEW_COMPANY_ID, ...(body as { name: string; symbol: string }) }),
            created: true,
          },
        }),
      },
    ]);
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Choose the company, or create it.')).toBeVisible();

    await view.user.click(screen.getByRole('button', { name: 'Create company' }));
    const form = screen.getByRole('group', { name: 'Create company' });
    expect(within(form).getByRole('textbox', { name: 'Company name' })).toHaveValue('Newco Inc.');
    expect(within(form).getByRole('textbox', { name: 'Ticker' })).toHaveValue('NWCO');
    await view.user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByDisplayValue('NWCO · Newco Inc.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/companies')[0]?.body).toEqual({
      name: 'Newco Inc.',
      symbol: 'NWCO',
    });

    await view.user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText(/being written/);
    expect(api.callsTo('POST', PUBLISH_PATH)[0]?.body).toMatchObject({ companyId: NEW_COMPANY_ID });
  });
});

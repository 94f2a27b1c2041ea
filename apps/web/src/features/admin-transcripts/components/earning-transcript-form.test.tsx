import type {
  EarningTranscript,
  PublishedTranscript,
  SplitPreviewResponse,
} from '@clearcall/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type ApiHandler } from '../../../testing/mocks/api';
import { renderWithRouter } from '../../../testing/test-utils';
import { EarningTranscriptForm } from './earning-transcript-form';

const ACME_ID = '0b5f1f7e-3c1a-4d2b-9e8f-7a6b5c4d3e21';
const GLOBEX_ID = '1c6a2b8f-4d2b-4e3c-8f9a-8b7c6d5e4f32';
const HANDOVER = 'We will now begin the question-and-answer session.';
const SENTENCE_LABEL = 'Management Commentary & Q&A Separating Sentence';
const NOT_IN_TRANSCRIPT =
  'This sentence is not in the transcript. Copy the exact sentence where the Q&A session begins.';

const CONTENT = [
  'Operator',
  'Good morning, and welcome to the Acme Q3 2026 earnings call. After the prepared remarks, we will take questions from analysts.',
  'Jane Doe -- Chief Executive Officer',
  'Thank you. Revenue grew 3.5% to $1.2 billion. We are pleased with the quarter.',
  'Operator',
  `${HANDOVER} To ask a question, please press star one.`,
  'Omar Osei -- Harborview Securities -- Analyst',
  'Hi, thanks for taking my question.',
].join('\n\n');

function transcript(overrides: Partial<EarningTranscript> = {}): EarningTranscript {
  return { _id: ACME_ID, symbol: 'ACME', quarter: 3, year: 2026, content: CONTENT, ...overrides };
}

const GLOBEX = transcript({ _id: GLOBEX_ID, symbol: 'GLBX', quarter: 2, year: 2025 });

function pendingHandler(pending: () => EarningTranscript[]): ApiHandler {
  return {
    method: 'GET',
    path: '/api/admin/getStoriesWithFalseStatus',
    respond: () => ({ body: { data: pending() } }),
  };
}

/** The split-preview and published-calls answers every test needs: a plausible split, none published. */
function splitAndPublished(
  split: Partial<SplitPreviewResponse> = {},
  published: () => PublishedTranscript[] = () => [],
): ApiHandler[] {
  return [
    {
      method: 'POST',
      path: /^\/api\/admin\/transcripts\/[^/]+\/split-preview$/,
      respond: () => ({
        body: {
          remarksSentences: 12,
          qaSentences: 30,
          analystQuestions: 4,
          warnings: [],
          ...split,
        },
      }),
    },
    {
      method: 'GET',
      path: '/api/admin/transcripts/published',
      respond: () => ({ body: { data: published() } }),
    },
  ];
}

function renderForm() {
  return renderWithRouter(
    <>
      <Notifications />
      <EarningTranscriptForm />
    </>,
  );
}

async function pickSymbol(view: ReturnType<typeof renderForm>, label: string) {
  await view.user.click(await screen.findByRole('combobox', { name: 'Symbol' }));
  await view.user.click(await screen.findByRole('option', { name: label }));
}

function sentenceField() {
  return screen.getByRole('textbox', { name: SENTENCE_LABEL });
}

describe('EarningTranscriptForm', () => {
  // Toasts live in a store shared by the tests, and they are alerts too.
  afterEach(() => notifications.clean());

  it('keeps Update grey and alerts when a symbol or the sentence is missing', async () => {
    const api = mockApi([pendingHandler(() => [transcript()]), ...splitAndPublished()]);
    const view = renderForm();
    const update = await screen.findByRole('button', { name: 'Update' });
    expect(update).toHaveAttribute('aria-disabled', 'true');
    await view.user.click(update);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill all the required fields',
    );

    await view.user.type(sentenceField(), HANDOVER);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await view.user.click(update);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill all the required fields',
    );
    expect(api.callsTo('PUT', `/api/admin/updateStoryStatusAndSentenceById/${ACME_ID}`)).toEqual(
      [],
    );
  });

  it('lists each pending quarter and fills Quarter, Year and Content from the pick', async () => {
    mockApi([pendingHandler(() => [transcript(), GLOBEX]), ...splitAndPublished()]);
    const view = renderForm();
    const symbol = await screen.findByRole('combobox', { name: 'Symbol' });
    expect(symbol).toHaveAttribute('placeholder', 'Select a Symbol');
    await view.user.click(symbol);
    expect(await screen.findByRole('option', { name: 'GLBX · Q2 2025' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('option', { name: 'ACME · Q3 2026' }));

    expect(screen.getByRole('textbox', { name: 'Quarter' })).toHaveValue('Q3');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('2026');
    const content = screen.getByRole('listbox', { name: 'Content' });
    expect(
      within(content).getByRole('option', { name: 'Revenue grew 3.5% to $1.2 billion.' }),
    ).toBeInTheDocument();
    expect(
      within(content).getByRole('group', { name: 'Jane Doe -- Chief Executive Officer' }),
    ).toHaveTextContent('We are pleased with the quarter.');
  });

  it('makes a clicked sentence the separating sentence and marks where the Q&A starts', async () => {
    mockApi([pendingHandler(() => [transcript()]), ...splitAndPublished()]);
    const view = renderForm();
    await pickSymbol(view, 'ACME · Q3 2026');
    const content = screen.getByRole('listbox', { name: 'Content' });
    const handover = within(content).getByRole('option', { name: HANDOVER });
    await view.user.click(handover);

    expect(sentenceField()).toHaveValue(HANDOVER);
    expect(handover).toHaveAttribute('aria-selected', 'true');
    expect(within(content).getAllByRole('option', { selected: true })).toHaveLength(1);
    expect(await screen.findByText(/the Q&A starts at the highlighted sentence/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update' })).not.toHaveAttribute('aria-disabled');
  });

  it('picks a sentence with the arrow keys and Enter', async () => {
    mockApi([pendingHandler(() => [transcript()]), ...splitAndPublished()]);
    const view = renderForm();
    await pickSymbol(view, 'ACME · Q3 2026');
    screen.getByRole('listbox', { name: 'Content' }).focus();
    await view.user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(sentenceField()).toHaveValue('Thank you.');
  });

  it("shows the server's refusal of a sentence next to the field", async () => {
    mockApi([
      pendingHandler(() => [transcript()]),
      ...splitAndPublished(),
      {
        method: 'PUT',
        path: `/api/admin/updateStoryStatusAndSentenceById/${ACME_ID}`,
        respond: () => ({
          status: 400,
          body: { code: 'VALIDATION_FAILED', message: NOT_IN_TRANSCRIPT },
        }),
      },
    ]);
    const view = renderForm();
    await pickSymbol(view, 'ACME · Q3 2026');
    await view.user.type(sentenceField(), 'The weather was lovely.');
    await view.user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(NOT_IN_TRANSCRIPT)).toBeInTheDocument();
    expect(sentenceField()).toHaveAttribute('aria-invalid', 'true');
    expect(sentenceField()).toHaveAccessibleDescription(expect.stringContaining(NOT_IN_TRANSCRIPT));
    // One mistake, one message: the field's own hint gives way to the server's refusal.
    expect(screen.getAllByText(/not in the transcript/)).toHaveLength(1);
    expect(screen.queryByText('Updated Successfully')).not.toBeInTheDocument();
  });

  it('publishes, toasts Updated Successfully, refetches the list and resets the form', async () => {
    let pending = [transcript(), GLOBEX];
    const message =
      'The transcript is split and published; followers of the company are being notified.';
    const api = mockApi([
      pendingHandler(() => pending),
      ...splitAndPublished(),
      {
        method: 'PUT',
        path: `/api/admin/updateStoryStatusAndSentenceById/${ACME_ID}`,
        respond: () => {
          pending = [GLOBEX];
          return { body: { message } };
        },
      },
    ]);
    const view = renderForm();
    await pickSymbol(view, 'ACME · Q3 2026');
    await view.user.click(
      within(screen.getByRole('listbox', { name: 'Content' })).getByRole('option', {
        name: HANDOVER,
      }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    expect(
      api.callsTo('PUT', `/api/admin/updateStoryStatusAndSentenceById/${ACME_ID}`)[0]?.body,
    ).toEqual({ sentence: HANDOVER });
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/getStoriesWithFalseStatus')).toHaveLength(2),
    );
    expect(screen.getByText('ACME · Q3 2026 is published')).toBeInTheDocument();
    expect(sentenceField()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Symbol' })).toHaveValue('');
    expect(screen.queryByRole('listbox', { name: 'Content' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('combobox', { name: 'Symbol' }));
    expect(await screen.findByRole('option', { name: 'GLBX · Q2 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'ACME · Q3 2026' })).not.toBeInTheDocument();
  });

  it('says every transcript is published when none is pending', async () => {
    mockApi([pendingHandler(() => []), ...splitAndPublished()]);
    renderForm();
    expect(await screen.findByText('Every transcript is published')).toBeInTheDocument();
    expect(screen.getByText(/appear here when they are ingested/)).toBeInTheDocument();
  });

  it('offers Retry when the list fails to load', async () => {
    let fail = true;
    mockApi([
      ...splitAndPublished(),
      {
        method: 'GET',
        path: '/api/admin/getStoriesWithFalseStatus',
        respond: () =>
          fail
            ? { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } }
            : { body: { data: [transcript()] } },
      },
    ]);
    const view = renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The pending transcripts could not be loaded.',
    );
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Symbol' })).toBeInTheDocument();
  });
});

const PUBLISHED: PublishedTranscript = {
  _id: GLOBEX_ID,
  symbol: 'GLBX',
  quarter: 2,
  year: 2025,
  storyId: '2d7b3c9a-5e3c-4f4d-9a0b-9c8d7e6f5a43',
  separatingSentence: 'Thank you.',
  publishedAt: '2026-11-20T12:00:00.000Z',
};
const REPROCESS_JOB_ID = '3e8c4d0b-6f4d-4a5e-8b1c-0d9e8f7a6b54';

describe('EarningTranscriptForm: checks and published calls', () => {
  afterEach(() => notifications.clean());

  it('shows the warnings of an implausible split and publishes only after Publish anyway', async () => {
    const warning = 'The prepared remarks would be 1 sentence long; most calls have more than 5.';
    const api = mockApi([
      pendingHandler(() => [transcript()]),
      ...splitAndPublished({ remarksSentences: 1, warnings: [warning] }),
      {
        method: 'PUT',
        path: `/api/admin/updateStoryStatusAndSentenceById/${ACME_ID}`,
        respond: () => ({ body: { message: 'Published.' } }),
      },
    ]);
    const view = renderForm();
    await pickSymbol(view, 'ACME · Q3 2026');
    await view.user.type(sentenceField(), 'Thank you.');
    await view.user.click(screen.getByRole('button', { name: 'Update' }));

    const check = await screen.findByRole('alert');
    expect(check).toHaveTextContent(warning);
    expect(check).toHaveTextContent('1 sentences of prepared remarks, 30 in the Q&A');
    expect(api.callsTo('POST', `/api/admin/transcripts/${ACME_ID}/split-preview`)[0]?.body).toEqual(
      { sentence: 'Thank you.' },
    );
    expect(api.callsTo('PUT', `/api/admin/updateStoryStatusAndSentenceById/${ACME_ID}`)).toEqual(
      [],
    );

    await view.user.click(within(check).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    expect(
      api.callsTo('PUT', `/api/admin/updateStoryStatusAndSentenceById/${ACME_ID}`)[0]?.body,
    ).toEqual({ sentence: 'Thank you.' });
  });

  it('re-splits a published call found by ticker at a new sentence', async () => {
    const api = mockApi([
      pendingHandler(() => []),
      ...splitAndPublished({}, () => [PUBLISHED]),
      {
        method: 'POST',
        path: '/api/admin/searchEarningTranscriptContent',
        respond: () => ({ body: { content: CONTENT } }),
      },
      {
        method: 'PUT',
        path: `/api/admin/updateStoryStatusAndSentenceById/${GLOBEX_ID}`,
        respond: () => ({ body: { message: 'Published.' } }),
      },
    ]);
    const view = renderForm();
    await view.user.type(await screen.findByRole('textbox', { name: 'Search by ticker' }), 'glbx');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/transcripts/published').at(-1)?.query.get('q')).toBe(
        'glbx',
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Re-split GLBX · Q2 2025' }));

    expect(await screen.findByRole('listbox', { name: 'Content' })).toBeInTheDocument();
    expect(sentenceField()).toHaveValue('Thank you.');
    expect(api.callsTo('POST', '/api/admin/searchEarningTranscriptContent')[0]?.body).toEqual({
      symbol: 'GLBX',
      quarter: 2,
      year: 2025,
    });
    await view.user.click(
      within(screen.getByRole('listbox', { name: 'Content' })).getByRole('option', {
        name: HANDOVER,
      }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    expect(
      api.callsTo('PUT', `/api/admin/updateStoryStatusAndSentenceById/${GLOBEX_ID}`)[0]?.body,
    ).toEqual({ sentence: HANDOVER });
  });

  it('reprocesses a published call and follows its job until it is published', async () => {
    let polls = 0;
    const api = mockApi([
      pendingHandler(() => []),
      ...splitAndPublished({}, () => [PUBLISHED]),
      {
        method: 'POST',
        path: `/api/admin/stories/${PUBLISHED.storyId}/reprocess`,
        respond: () => ({ status: 202, body: { jobId: REPROCESS_JOB_ID } }),
      },
      {
        method: 'GET',
        path: `/api/admin/transcripts/jobs/${REPROCESS_JOB_ID}`,
        respond: () => {
          polls += 1;
          return {
            body: {
              jobId: REPROCESS_JOB_ID,
              status: polls < 2 ? 'running' : 'published',
              progress: polls < 2 ? 0.5 : 1,
              fileName: null,
              format: null,
              detected: null,
              storyId: PUBLISHED.storyId,
              warnings: [],
              createdAt: '2026-11-29T15:00:00.000Z',
              updatedAt: '2026-11-29T15:00:01.000Z',
            },
          };
        },
      },
    ]);
    const view = renderForm();
    await view.user.click(await screen.findByRole('button', { name: 'Reprocess GLBX · Q2 2025' }));
    expect(await screen.findByText('Reprocessing · 50%')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Reprocessing GLBX · Q2 2025' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(await screen.findByText('Reprocessed: the story is up to date')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/stories/${PUBLISHED.storyId}/reprocess`)).toHaveLength(
      1,
    );
  });

  it('shows published calls twenty at a time', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...PUBLISHED,
      storyId: `${index}`.padStart(8, '0') + PUBLISHED.storyId.slice(8),
      symbol: `T${index}`,
    }));
    mockApi([pendingHandler(() => []), ...splitAndPublished({}, () => many)]);
    const view = renderForm();
    const list = await screen.findByRole('list', { name: 'Published calls' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await view.user.click(screen.getByRole('button', { name: 'Show more (5 more)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
  });
});

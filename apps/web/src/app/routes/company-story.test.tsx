import {
  DEFAULT_PERMISSIONS,
  type CompanyInsights,
  type CompanyMetadata,
  type TranscriptPreview,
} from '@clearcall/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { buildFeedStory } from '../../features/feed/testing/build-feed-story';
import { mockApi, type ApiHandler } from '../../testing/mocks/api';
import { buildSessionUser } from '../../testing/mocks/data';
import { renderApp, signIn } from '../../testing/test-utils';

const COMPANY_ID = '10000000-0000-4000-8000-000000000001';
const STORY_ID = '20000000-0000-4000-8000-000000000001';
const OLDER_STORY_ID = '20000000-0000-4000-8000-000000000002';

const SENTENCES = [
  'Good morning and welcome to the Acme Robotics second quarter call.',
  'Revenue rose 12 percent to $1.2 billion.',
  'Gross margin improved by 150 basis points.',
  'We expect third quarter revenue of $1.3 billion.',
  'Can you talk about demand in Europe?',
  'Demand in Europe stayed strong through June.',
];

function buildPreview(overrides: Partial<TranscriptPreview> = {}): TranscriptPreview {
  return {
    ...buildFeedStory({
      _id: STORY_ID,
      companyId: COMPANY_ID,
      title: 'Acme Robotics Q2 2024 earnings call',
      viewLongSummary750: `${SENTENCES[1]} ${SENTENCES[2]}`,
      viewMangementCommentaryHighlight: SENTENCES[3],
      viewQuestionAnswerHighlight: SENTENCES[5],
      viewAsks: [
        { question: 'How is demand in Europe?', answer: 'It stayed strong.', citations: ['5'] },
      ],
    }),
    viewFullTranscript: SENTENCES.join(' '),
    transcript: {
      turns: [
        {
          speaker: null,
          title: null,
          role: 'operator',
          sentences: [{ id: 0, text: SENTENCES[0] ?? '' }],
        },
        {
          speaker: 'Jane Doe',
          title: 'Chief Financial Officer',
          role: 'executive',
          sentences: [1, 2, 3].map((id) => ({ id, text: SENTENCES[id] ?? '' })),
        },
        {
          speaker: 'Sam Lee',
          title: 'Analyst, Example Securities',
          role: 'analyst',
          sentences: [{ id: 4, text: SENTENCES[4] ?? '' }],
        },
        {
          speaker: 'Jane Doe',
          title: 'Chief Financial Officer',
          role: 'executive',
          sentences: [{ id: 5, text: SENTENCES[5] ?? '' }],
        },
      ],
      qaStartsAt: 4,
    },
    citations: { summary: [[1], [2]], commentary: [[3]], qa: [[5]] },
    keyFigures: [
      {
        name: 'Revenue',
        value: '1.2B',
        unit: 'USD',
        period: 'Q2 2024',
        change: '+12%',
        direction: 'up',
        isGuidance: false,
        sentenceId: 1,
        metric: 'revenue',
        part: null,
        fiscalPeriod: 'Q2 2024',
        basis: null,
        changeBase: 'year-ago',
        amount: 1_200_000_000,
        low: null,
        high: null,
        conflict: false,
        confidence: 0.9,
      },
    ],
    ...overrides,
  };
}

const METADATA: CompanyMetadata = {
  companyName: 'Acme Robotics',
  company: 'Acme Robotics',
  companyId: COMPANY_ID,
  description: 'A'.repeat(450),
  awsImageUrl: '/api/logos/ACME.svg',
  website: 'https://acme.example.com',
  social: { linkedin: 'https://www.linkedin.com/company/acme' },
  following: 0,
};

const INSIGHTS: CompanyInsights = {
  quarters: ['Q2 2024'],
  storyCount: 1,
  trends: null,
  buzzIndex: null,
  swot: null,
  strategy: null,
  gaps: {
    trends: { reason: 'Trends need stories from at least two quarters.' },
    buzzIndex: { reason: 'The Buzz Index needs stories from at least two quarters.' },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

type SetUpOptions = {
  preview?: ApiHandler['respond'];
  metadata?: CompanyMetadata;
  follow?: ApiHandler['respond'];
  insights?: CompanyInsights;
};

function setUp({
  preview = () => ({ body: { data: buildPreview() } }),
  metadata = METADATA,
  follow = () => ({ body: { message: 'Followed' } }),
  insights = INSIGHTS,
}: SetUpOptions = {}) {
  const user = buildSessionUser();
  signIn(user);
  const api = mockApi([
    {
      method: 'GET',
      path: `/api/user/permissions/${user.userId}`,
      respond: () => ({ body: { result: { permissions: DEFAULT_PERMISSIONS.Marketing } } }),
    },
    {
      method: 'GET',
      path: new RegExp(`^/api/user/preview-transcript/${user.userId}/`),
      respond: preview,
    },
    {
      method: 'GET',
      path: `/api/user/company-metadata/${user.userId}/${COMPANY_ID}`,
      respond: () => ({ body: { data: metadata } }),
    },
    {
      method: 'GET',
      path: /^\/api\/user\/previous-transcripts\//,
      respond: () => ({
        body: {
          data: [{ _id: OLDER_STORY_ID, quarter: 1, year: 2024, contentType: 'earnings' }],
        },
      }),
    },
    {
      method: 'GET',
      path: /^\/api\/user\/related-companies\//,
      respond: () => ({ body: { data: [] } }),
    },
    {
      method: 'GET',
      path: /^\/api\/user\/news-preview\//,
      respond: () => ({ body: { data: [] } }),
    },
    {
      method: 'GET',
      path: /^\/api\/user\/company-insights\//,
      respond: () => ({ body: { data: insights } }),
    },
    { method: 'POST', path: `/api/user/follow/${user.userId}`, respond: follow },
  ]);
  const view = renderApp(paths.app.story.getHref('Filings', COMPANY_ID, STORY_ID));
  return { ...view, sessionUser: user, api };
}

const previewCalls = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls.filter(([input]) => String(input).includes('/preview-transcript/'));

describe('/Filings/{companyId}/{storyId}', () => {
  it('shows a skeleton, then the summary from the one preview request', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = setUp({
      preview: async () => {
        await held;
        return { body: { data: buildPreview() } };
      },
    });

    expect(await screen.findByText('Loading the story…')).toBeInTheDocument();
    release();

    expect(await screen.findByRole('link', { name: SENTENCES[1] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Management commentary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SENTENCES[5] })).toBeInTheDocument();
    expect(screen.getAllByText(/Not investment advice/).length).toBeGreaterThan(0);
    expect(previewCalls(api)).toHaveLength(1);
    // The header: name, description cut to 400 characters plus '...', website in a new window.
    expect(screen.getByRole('heading', { name: 'Acme Robotics', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(`${'A'.repeat(400)}...`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('target', '_blank');
  });

  it('opens Full Transcript with the cited sentences highlighted when a sentence is clicked', async () => {
    const { user } = setUp();

    await user.click(await screen.findByRole('link', { name: SENTENCES[2] }));

    expect(screen.getByRole('tab', { name: 'Full Transcript' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cited = document.getElementById('transcript-sentence-2');
    expect(cited).toHaveAttribute('data-cited');
    expect(document.getElementById('transcript-sentence-1')).not.toHaveAttribute('data-cited');
    expect(screen.getAllByText('Jane Doe').length).toBeGreaterThan(0);
    expect(screen.getByText('Analyst, Example Securities')).toBeInTheDocument();
  });

  it('opens the sentence a FAQ answer cites', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('tab', { name: 'FAQs' }));
    expect(screen.getByRole('heading', { name: 'How is demand in Europe?' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'It stayed strong.' }));

    expect(document.getElementById('transcript-sentence-5')).toHaveAttribute('data-cited');
  });

  it('finds words in the transcript and steps through the matches', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('tab', { name: 'Full Transcript' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search the transcript' }), 'revenue');

    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
    const marks = document.querySelectorAll('mark');
    expect(marks).toHaveLength(2);
    expect(marks[0]).toHaveAttribute('data-current');
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(document.querySelectorAll('mark')[1]).toHaveAttribute('data-current');
  });

  it('switches to a previous transcript from the Options menu', async () => {
    const { user, api, location } = setUp({
      preview: (call) => ({
        body: {
          data: call.path.endsWith(OLDER_STORY_ID)
            ? buildPreview({ _id: OLDER_STORY_ID, title: 'Acme Robotics Q1 2024 earnings call' })
            : buildPreview(),
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Options' }));
    await user.click(await screen.findByRole('menuitem', { name: /Q1 2024/ }));

    await waitFor(() =>
      expect(location().pathname).toBe(
        paths.app.story.getHref('Filings', COMPANY_ID, OLDER_STORY_ID),
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Acme Robotics Q1 2024 earnings call' }),
    ).toBeInTheDocument();
    expect(previewCalls(api).map(([input]) => String(input).split('/').at(-1))).toEqual([
      STORY_ID,
      OLDER_STORY_ID,
    ]);
  });

  it('shows Following at once and goes back to Follow when the server refuses', async () => {
    let fail: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => {
      fail = resolve;
    });
    const { user, api, sessionUser } = setUp({
      follow: async () => {
        await refused;
        return { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/user/follow/${sessionUser.userId}`)[0]?.body).toEqual({
        status: 'follow',
        companyId: COMPANY_ID,
        company: 'Acme Robotics',
      }),
    );
    fail();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('shows the not-found page when the story does not exist', async () => {
    setUp({
      preview: () => ({ status: 404, body: { message: 'Story not found', code: 'NOT_FOUND' } }),
    });

    expect(await screen.findByRole('heading', { name: 'Story not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the feed' })).toHaveAttribute(
      'href',
      paths.app.feed.getHref('earnings'),
    );
  });

  it('hides sections without data and says why', async () => {
    setUp();

    const trends = await screen.findByRole('region', { name: 'Trends' });
    expect(
      within(trends).getByText('Trends need stories from at least two quarters.'),
    ).toBeInTheDocument();
    expect(within(trends).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Buzz Index' })).toHaveTextContent(
      'The Buzz Index needs stories from at least two quarters.',
    );
    expect(screen.queryByRole('region', { name: 'SWOT Analysis' })).not.toBeInTheDocument();
  });

  it('lists trends in the momentum range and shows the quoted SWOT', async () => {
    const { user } = setUp({
      insights: {
        ...INSIGHTS,
        trends: [
          {
            rank: 1,
            topic: 'pricing',
            mentions: 71,
            series: [
              { quarter: '2024-Q1', mentions: 61 },
              { quarter: '2024-Q2', mentions: 10 },
            ],
            momentum: -0.84,
          },
        ],
        swot: {
          strengths: [{ storyId: STORY_ID, sentence: 1, text: SENTENCES[1] ?? '' }],
          weaknesses: [],
          opportunities: [],
          threats: [],
        },
        gaps: {},
      },
    });

    const trends = await screen.findByRole('region', { name: 'Trends' });
    // Mentioned far less than the quarter before: fading, outside the default 400-800 window.
    expect(
      within(trends).getByText(/No topic has a momentum between 400 and 800/),
    ).toBeInTheDocument();
    await user.click(within(trends).getByRole('button', { name: 'Show all topics' }));
    const row = within(trends).getByRole('row', { name: /pricing/ });
    expect(row).toHaveTextContent('71');
    expect(row).toHaveTextContent('141 Fading');
    expect(within(row).getByRole('img', { name: /Q1 2024 61, Q2 2024 10/ })).toBeInTheDocument();
    const swot = screen.getByRole('region', { name: 'SWOT Analysis' });
    expect(within(swot).getByRole('link', { name: 'Source' })).toHaveAttribute(
      'href',
      `${paths.app.story.getHref('Filings', COMPANY_ID, STORY_ID)}?sentence=1`,
    );
  });
});

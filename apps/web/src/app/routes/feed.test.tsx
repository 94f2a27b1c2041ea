import { DEFAULT_PERMISSIONS, type FeedStory } from '@clearcall/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFeedStory } from '../../features/feed/testing/build-feed-story';
import { analytics } from '../../lib/analytics';
import { mockApi, type ApiCall, type ApiHandler } from '../../testing/mocks/api';
import { buildSessionUser } from '../../testing/mocks/data';
import { renderApp, signIn } from '../../testing/test-utils';

const ACME_ID = '10000000-0000-4000-8000-000000000001';
const GLOBEX_ID = '10000000-0000-4000-8000-000000000002';

const CHANNELS = [
  { channelId: 'D', channelName: 'Manufacturing', projectId: 'D', projectName: 'Manufacturing' },
  { channelId: 'F', channelName: 'Technology', projectId: 'F', projectName: 'Technology' },
];
const FOLLOWED = [
  { company: 'Acme Robotics', companyId: ACME_ID, companyLogo: '/api/logos/ACME.svg' },
  { company: 'Globex', companyId: GLOBEX_ID, companyLogo: '/api/logos/GBX-WHITE.svg' },
];

function stories(count: number, overrides: Partial<FeedStory> = {}): FeedStory[] {
  return Array.from({ length: count }, () => buildFeedStory(overrides));
}

type Observed = { callback: IntersectionObserverCallback; elements: Element[] };
let observers: Observed[] = [];

/** jsdom has no IntersectionObserver; this one lets a test say when an element comes into view. */
class IntersectionObserverStub {
  private readonly observed: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.observed = { callback, elements: [] };
    observers.push(this.observed);
  }
  observe(element: Element) {
    this.observed.elements.push(element);
  }
  disconnect() {
    observers = observers.filter((observed) => observed !== this.observed);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function scrollIntoViewOf(element: Element) {
  for (const observed of observers.filter((o) => o.elements.includes(element))) {
    observed.callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type FeedMockOptions = {
  userType?: 'Business' | 'Marketing';
  feed?: (call: ApiCall, page: number) => ReturnType<ApiHandler['respond']>;
  followed?: typeof FOLLOWED;
  extra?: ApiHandler[];
};

/** A signed-in user and the calls the feed page makes; the feed answers with `feed`. */
function setUpFeed({
  userType = 'Marketing',
  feed = () => ({ body: { result: [] } }),
  followed = FOLLOWED,
  extra = [],
}: FeedMockOptions = {}) {
  const user = buildSessionUser({ userType });
  signIn(user);
  const pageOf = (call: ApiCall) => {
    const calls = api.fetchMock.mock.calls.filter(([input]) =>
      new URL(String(input), 'http://x').pathname.startsWith(call.path),
    );
    const url = new URL(String(calls.at(-1)?.[0]), 'http://x');
    return Number(url.searchParams.get('page'));
  };
  const api = mockApi([
    ...extra,
    {
      method: 'GET',
      path: `/api/user/permissions/${user.userId}`,
      respond: () => ({ body: { result: { permissions: DEFAULT_PERMISSIONS[userType] } } }),
    },
    {
      method: 'GET',
      path: `/api/user/get-all-channel/${user.userId}`,
      respond: () => ({ body: { result: CHANNELS } }),
    },
    { method: 'GET', path: '/api/user/listChannel', respond: () => ({ body: { data: CHANNELS } }) },
    {
      method: 'GET',
      path: `/api/user/followingCompany/${user.userId}`,
      respond: () => ({ body: { data: followed } }),
    },
    {
      method: 'POST',
      path: /^\/api\/user\/(story|news)-feed\//,
      respond: (call) => feed(call, pageOf(call)),
    },
  ]);
  const feedUrls = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => /-feed\//.test(url.pathname))
      .map((url) => `${url.pathname}${url.search}`);
  const feedBodies = () =>
    api.fetchMock.mock.calls
      .filter(([input]) => /-feed\//.test(String(input)))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { user, api, feedUrls, feedBodies };
}

describe('/{tab}/feeds', () => {
  it('shows the first page of story cards', async () => {
    const first = buildFeedStory({
      title: 'Acme Q2 2024 earnings call',
      viewShortSummary250: 'Revenue grew 12 percent.',
    });
    const { user, feedUrls, feedBodies } = setUpFeed({
      feed: () => ({ body: { result: [first, ...stories(3)] } }),
    });
    renderApp('/earnings/feeds');

    const card = (await screen.findByRole('article', { name: 'Acme Q2 2024 earnings call' }))!;
    expect(within(card).getByText('Acme Robotics')).toBeInTheDocument();
    expect(within(card).getByText('Earnings call · Q2 2024')).toBeInTheDocument();
    expect(within(card).getByText('Jul 04, 2024')).toBeInTheDocument();
    expect(within(card).getByText('Revenue grew 12 percent.')).toBeInTheDocument();
    expect(within(card).getByText(/generated from the source/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      `/Filings/${first.companyId}/${first._id}`,
    );
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(feedUrls()).toEqual([`/api/user/story-feed/${user.userId}?page=0`]);
    expect(feedBodies()).toEqual([{ story_type: 'earnings' }]);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('loads the next page with Load More only after a full page of 20', async () => {
    const { user, feedUrls } = setUpFeed({
      feed: (_call, page) => ({ body: { result: stories(page === 0 ? 20 : 5) } }),
    });
    const view = renderApp('/earnings/feeds');

    await view.user.click(await screen.findByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(feedUrls()).toEqual([
      `/api/user/story-feed/${user.userId}?page=0`,
      `/api/user/story-feed/${user.userId}?page=1`,
    ]);
    // Five stories came back: there is no page after this one.
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('offers no next page when 19 stories came back', async () => {
    const { feedUrls } = setUpFeed({ feed: () => ({ body: { result: stories(19) } }) });
    renderApp('/earnings/feeds');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(19));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(feedUrls()).toHaveLength(1);
  });

  it("shows 'Loading...' while the next page loads, and loads it when the reader nears the end", async () => {
    let releasePage: () => void = () => undefined;
    const { feedUrls } = setUpFeed({
      feed: async (_call, page) => {
        if (page > 0) await new Promise<void>((resolve) => (releasePage = resolve));
        return { body: { result: stories(20) } };
      },
    });
    renderApp('/earnings/feeds');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));

    // The last six cards are watched; the sixth from the end comes into view first.
    const trigger = screen.getAllByRole('article')[14]!;
    act(() => scrollIntoViewOf(trigger));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(feedUrls().at(-1)).toMatch(/\?page=1$/);
    act(() => releasePage());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled();
  });

  it('loads the next page when the reader jumps straight to the last card', async () => {
    const { feedUrls } = setUpFeed({ feed: () => ({ body: { result: stories(20) } }) });
    renderApp('/earnings/feeds');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));

    // The End key or the scrollbar can pass the sixth card from the end without showing it.
    act(() => scrollIntoViewOf(screen.getAllByRole('article')[19]!));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(feedUrls().at(-1)).toMatch(/\?page=1$/);
    // A card above the last six is not watched.
    expect(
      observers.some((observed) => observed.elements.includes(screen.getAllByRole('article')[13]!)),
    ).toBe(false);
  });

  it('says so when a tab has no stories, and shows the error with a retry', async () => {
    let isFailing = true;
    setUpFeed({
      feed: () =>
        isFailing
          ? { status: 503, body: { message: 'The feed is resting', code: 'UNAVAILABLE' } }
          : { body: { result: [] } },
    });
    const view = renderApp('/hiring/feeds');

    expect(
      await screen.findByText('Error: The feed is resting', {}, { timeout: 8000 }),
    ).toBeVisible();
    isFailing = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sorry, no Hiring story available!')).toBeVisible();
  }, 15_000);

  it('marks a story insightful at once and takes the mark back when the server refuses', async () => {
    const story = buildFeedStory({ title: 'Liked story', insightfulCount: 3 });
    let answerLike: (status: number) => void = () => undefined;
    const { user, api } = setUpFeed({
      feed: () => ({ body: { result: [story] } }),
      extra: [
        {
          method: 'POST',
          path: /^\/api\/user\/insight\//,
          respond: () =>
            new Promise((resolve) => {
              answerLike = (status) =>
                resolve(
                  status === 200
                    ? { body: { message: 'Marked' } }
                    : { status, body: { message: 'Try later', code: 'UNAVAILABLE' } },
                );
            }),
        },
      ],
    });
    const view = renderApp('/earnings/feeds');

    const button = await screen.findByRole('button', { name: 'Insightful, 3 marks' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(button);
    const liked = await screen.findByRole('button', { name: 'Insightful, 4 marks' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST', `/api/user/insight/${user.userId}/${story._id}/like`)).toHaveLength(
      1,
    );

    act(() => answerLike(503));
    const restored = await screen.findByRole('button', { name: 'Insightful, 3 marks' });
    expect(restored).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters by an industry chip, then a company chip clears the industries', async () => {
    const { feedBodies } = setUpFeed({ feed: () => ({ body: { result: stories(2) } }) });
    const view = renderApp('/earnings/feeds');
    const filter = await screen.findByRole('complementary', { name: 'Feed filter' });

    await view.user.click(await within(filter).findByRole('checkbox', { name: 'Technology' }));
    await waitFor(() =>
      expect(feedBodies().at(-1)).toEqual({ story_type: 'earnings', channel_filter: ['F'] }),
    );
    await view.user.click(within(filter).getByRole('checkbox', { name: 'Globex' }));
    await waitFor(() =>
      expect(feedBodies().at(-1)).toEqual({ story_type: 'earnings', company_filter: [GLOBEX_ID] }),
    );
    expect(within(filter).getByRole('checkbox', { name: 'Technology' })).not.toBeChecked();
    expect(within(filter).getByRole('checkbox', { name: 'Globex' })).toBeChecked();
  });

  it("asks for the reader's own feed, widens it to every company, and a chip narrows it again", async () => {
    const { feedBodies } = setUpFeed({ feed: () => ({ body: { result: stories(2) } }) });
    const view = renderApp('/earnings/feeds');
    const filter = await screen.findByRole('complementary', { name: 'Feed filter' });
    await waitFor(() => expect(feedBodies().at(-1)).toEqual({ story_type: 'earnings' }));

    const everyCompany = within(filter).getByRole('switch', { name: 'All companies' });
    await view.user.click(everyCompany);
    await waitFor(() =>
      expect(feedBodies().at(-1)).toEqual({ story_type: 'earnings', all_companies: true }),
    );
    await view.user.click(within(filter).getByRole('checkbox', { name: 'Technology' }));
    await waitFor(() =>
      expect(feedBodies().at(-1)).toEqual({ story_type: 'earnings', channel_filter: ['F'] }),
    );
    expect(everyCompany).not.toBeChecked();
  });

  it('offers every company when the reader’s own feed is empty', async () => {
    const { feedBodies } = setUpFeed({
      feed: (call) =>
        (call.body as { all_companies?: boolean }).all_companies
          ? { body: { result: stories(1) } }
          : { body: { result: [] } },
    });
    const view = renderApp('/earnings/feeds');
    await view.user.click(await screen.findByRole('button', { name: 'Show all companies' }));
    await waitFor(() =>
      expect(feedBodies().at(-1)).toEqual({ story_type: 'earnings', all_companies: true }),
    );
    expect(await screen.findAllByRole('link', { name: /^View Details: / })).toHaveLength(1);
  });

  it('shows five company chips, then more+', async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      company: `Company ${index + 1}`,
      companyId: `20000000-0000-4000-8000-00000000000${index}`,
      companyLogo: '',
    }));
    setUpFeed({ followed: many, feed: () => ({ body: { result: stories(1) } }) });
    const view = renderApp('/earnings/feeds');
    const filter = await screen.findByRole('complementary', { name: 'Feed filter' });
    await within(filter).findByRole('checkbox', { name: 'Company 5' });
    expect(within(filter).queryByRole('checkbox', { name: 'Company 6' })).toBeNull();
    await view.user.click(within(filter).getByRole('button', { name: 'more+' }));
    expect(within(filter).getByRole('checkbox', { name: 'Company 7' })).toBeInTheDocument();
  });

  it('saves the industries from the edit modal and reloads the feed', async () => {
    const { user, api, feedBodies } = setUpFeed({
      feed: () => ({ body: { result: stories(1) } }),
      extra: [
        {
          method: 'PUT',
          path: /^\/api\/user\/updateProjectInUser\//,
          respond: () => ({ body: { message: 'Saved' } }),
        },
      ],
    });
    const view = renderApp('/earnings/feeds');
    await view.user.click(await screen.findByRole('button', { name: 'Edit Your Industries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Industries' });
    await view.user.click(await within(dialog).findByRole('checkbox', { name: 'Technology' }));
    const requestsBefore = feedBodies().length;
    await view.user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Industries' })).toBeNull());
    expect(api.callsTo('PUT', `/api/user/updateProjectInUser/${user.userId}`)[0]?.body).toEqual({
      project: ['D'],
    });
    await waitFor(() => expect(feedBodies().length).toBeGreaterThan(requestsBefore));
  });

  it('follows a company found in the Companies modal and saves the whole list', async () => {
    const initech = '10000000-0000-4000-8000-000000000003';
    const { user, api } = setUpFeed({
      feed: () => ({ body: { result: stories(1) } }),
      extra: [
        {
          method: 'GET',
          path: /^\/api\/user\/company\//,
          respond: () => ({
            body: {
              data: [
                {
                  companyId: initech,
                  companyName: 'Initech Global Software Holdings',
                  awsImageUrl: '',
                },
              ],
            },
          }),
        },
        {
          method: 'PUT',
          path: /^\/api\/user\/updateCompanyInUser\//,
          respond: () => ({ body: { message: 'Saved' } }),
        },
      ],
    });
    const view = renderApp('/earnings/feeds');
    await view.user.click(await screen.findByRole('button', { name: 'Edit Your Companies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Companies' });
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Acme Robotics' }));
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Search companies' }), 'ini');
    // Names are cut to 25 characters.
    const hit = await within(dialog).findByRole('checkbox', {
      name: 'Initech Global Software H...',
    });
    await view.user.click(hit);
    await view.user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Companies' })).toBeNull());
    expect(api.callsTo('GET', '/api/user/company/ini')).toHaveLength(1);
    expect(api.callsTo('PUT', `/api/user/updateCompanyInUser/${user.userId}`)[0]?.body).toEqual({
      company: [GLOBEX_ID, initech],
    });
  }, 15_000);

  it('shows the upgrade message on a locked tab without asking for its stories', async () => {
    const { feedUrls } = setUpFeed({ userType: 'Business' });
    renderApp('/social/feeds');
    expect(await screen.findByText('Social is a Premium tab')).toBeVisible();
    expect(feedUrls()).toEqual([]);
  });

  it('logs the locked tab and its Upgrade click, and records the request from that tab', async () => {
    const { user, api } = setUpFeed({
      userType: 'Business',
      feed: () => ({ body: { result: stories(2) } }),
      extra: [
        {
          method: 'POST',
          path: '/api/user/upgrade-request',
          respond: () => ({ body: { message: 'Request recorded' } }),
        },
        {
          method: 'POST',
          path: '/api/events',
          respond: () => ({ status: 202, body: { accepted: 1 } }),
        },
      ],
    });
    const view = renderApp('/earnings/feeds');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    // Events of earlier tests and of opening the feed go out first.
    await analytics.flush();
    const earlierBatches = api.callsTo('POST', '/api/events').length;
    await view.user.click(screen.getByRole('link', { name: 'Social (locked, upgrade to open)' }));
    expect(await screen.findByText('Social is a Premium tab')).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/user/upgrade-request')[0]?.body).toEqual({
        source: 'tab:social',
      }),
    );

    await analytics.flush();
    const sent = api
      .callsTo('POST', '/api/events')
      .slice(earlierBatches)
      .flatMap((call) => (call.body as { events: { name: string; props: object }[] }).events);
    expect(sent.map((event) => event.name)).toEqual([
      'tab_upgrade_cta_clicked',
      'home_page_view',
      'upgrade_button_clicked',
    ]);
    expect(sent[0]!.props).toEqual({ tab: 'social', userId: user.userId });
    expect(sent[1]!.props).toEqual({ feed: 'social', userId: user.userId });
    expect(sent[2]!.props).toEqual({ userId: user.userId, source: 'tab:social', tab: 'social' });
  });

  it('reads a refusal from the server as a locked tab', async () => {
    setUpFeed({
      feed: () => ({ status: 403, body: { message: 'Upgrade to open', code: 'FORBIDDEN' } }),
    });
    renderApp('/reports/feeds');
    expect(await screen.findByText('Company Reports is a Premium tab')).toBeVisible();
  });

  it('calls the news feed on the News tab and opens sources in a new tab', async () => {
    const story = buildFeedStory({
      contentType: 'news',
      source: 'Reuters',
      title: 'Acme wins contract',
      url: 'https://news.example.com/acme-contract',
    });
    const { user, feedUrls } = setUpFeed({ feed: () => ({ body: { result: [story] } }) });
    renderApp('/news/feeds');
    const card = await screen.findByRole('article', { name: 'Acme wins contract' });
    const source = within(card).getByRole('link', { name: /^View Source/ });
    expect(source).toHaveAttribute('href', story.url);
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(card).getByText('Reuters')).toBeInTheDocument();
    expect(feedUrls()).toEqual([`/api/user/news-feed/${user.userId}?page=0`]);
  });

  it('shows the summary of a video only when asked', async () => {
    setUpFeed({
      feed: () => ({
        body: {
          result: [
            buildFeedStory({
              contentType: 'youtubeAndWebinar',
              title: 'Investor day',
              viewShortSummary250: '',
              videoUrl: 'https://video.example.com/1',
            }),
          ],
        },
      }),
    });
    const view = renderApp('/youtube/feeds');
    const card = await screen.findByRole('article', { name: 'Investor day' });
    const toggle = within(card).getByRole('button', { name: 'Summary' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('No summary available for this content.')).toBeVisible();
  });

  it('opens the Summary tab on the latest quarter with a call and follows the menus', async () => {
    const summaryQueries: string[] = [];
    setUpFeed({
      extra: [
        {
          method: 'GET',
          path: /^\/api\/user\/summary-options\//,
          respond: () => ({
            body: {
              data: [
                {
                  companyId: ACME_ID,
                  companyName: 'Acme Robotics',
                  awsImageUrl: '/api/logos/ACME.svg',
                  quarters: [
                    { year: 2026, quarter: 3, sources: ['Hiring'] },
                    { year: 2026, quarter: 2, sources: ['Earnings calls', 'News'] },
                    { year: 2026, quarter: 1, sources: ['Earnings calls'] },
                  ],
                },
                {
                  companyId: GLOBEX_ID,
                  companyName: 'Globex',
                  awsImageUrl: '/api/logos/GBX.svg',
                  quarters: [{ year: 2025, quarter: 4, sources: ['News'] }],
                },
              ],
            },
          }),
        },
        {
          method: 'GET',
          path: /^\/api\/user\/summaries\//,
          respond: ({ query }) => {
            summaryQueries.push(query.toString());
            const isTheme = query.get('type') === 'summary_by_theme';
            return {
              body: {
                data: [
                  {
                    _id: `summary-${query.toString()}`,
                    companyId: query.get('companyId'),
                    company: 'Acme Robotics',
                    awsImageUrl: '/api/logos/ACME.svg',
                    publishedDateTime: '2026-05-01T00:00:00.000Z',
                    contentType: isTheme ? 'SummariseByTheme' : 'SummariseBySource',
                    category: isTheme ? 'Pricing' : 'Earnings calls',
                    summaryDetails: `Summary of Q${query.get('quarter')} ${query.get('year')}.`,
                    storyIds: ['20000000-0000-4000-8000-000000000001'],
                  },
                ],
              },
            };
          },
        },
      ],
    });
    const view = renderApp('/summary/feeds');

    const entry = await screen.findByRole('article', { name: 'Earnings calls' });
    expect(within(entry).getByText('Summary of Q2 2026.')).toBeVisible();
    expect(within(entry).getByRole('link', { name: /Open story 1/ })).toHaveAttribute(
      'href',
      `/Filings/${ACME_ID}/20000000-0000-4000-8000-000000000001`,
    );
    expect(screen.getByRole('heading', { name: 'Acme Robotics' })).toBeVisible();
    expect(screen.getByText('Q2 2026 · Summary by Sources')).toBeVisible();
    // The story feed is not asked for summaries any more.
    expect(screen.queryByRole('article', { name: 'Demand' })).toBeNull();

    await view.user.click(screen.getByRole('combobox', { name: 'Quarter' }));
    await view.user.click(await screen.findByRole('option', { name: 'Q1 2026' }));
    expect(await screen.findByText('Summary of Q1 2026.')).toBeVisible();

    await view.user.click(screen.getByRole('combobox', { name: 'Summary type' }));
    await view.user.click(await screen.findByRole('option', { name: 'Summary by Theme' }));
    expect(await screen.findByRole('article', { name: 'Pricing' })).toBeVisible();

    await view.user.click(screen.getByRole('combobox', { name: 'Company' }));
    await view.user.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(await screen.findByText('Q4 2025 · Summary by Theme')).toBeVisible();
    expect(summaryQueries.map((query) => new URLSearchParams(query).get('quarter'))).toEqual(
      expect.arrayContaining(['2', '1', '4']),
    );
  });

  it('says so when no company has summaries yet', async () => {
    setUpFeed({
      extra: [
        {
          method: 'GET',
          path: /^\/api\/user\/summary-options\//,
          respond: () => ({ body: { data: [] } }),
        },
      ],
    });
    renderApp('/summary/feeds');
    expect(await screen.findByText('Sorry, no Summary story available!')).toBeVisible();
  });

  it('puts the filter in a drawer on a phone and offers a way back to the top', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    setUpFeed({ feed: () => ({ body: { result: stories(3) } }) });
    const view = renderApp('/earnings/feeds');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('complementary', { name: 'Feed filter' })).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(await within(drawer).findByRole('checkbox', { name: 'Manufacturing' })).toBeVisible();

    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1200);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('opens a ?company= link on Earnings, filtered by that company', async () => {
    const { feedBodies } = setUpFeed({ feed: () => ({ body: { result: stories(1) } }) });
    const view = renderApp(`/news/feeds?company=${ACME_ID}`);
    await waitFor(() => expect(view.location().pathname).toBe('/earnings/feeds'));
    expect(view.location().search).toBe(`?company=${ACME_ID}`);
    await waitFor(() =>
      expect(feedBodies().at(-1)).toEqual({ story_type: 'earnings', company_filter: [ACME_ID] }),
    );

    // Choosing a chip replaces the link's company and drops it from the address.
    const filter = screen.getByRole('complementary', { name: 'Feed filter' });
    await view.user.click(await within(filter).findByRole('checkbox', { name: 'Manufacturing' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    await waitFor(() =>
      expect(feedBodies().at(-1)).toEqual({ story_type: 'earnings', channel_filter: ['D'] }),
    );
  });

  it('shows the followed companies on /company/feeds', async () => {
    const { feedBodies } = setUpFeed({ feed: () => ({ body: { result: stories(2) } }) });
    renderApp('/company/feeds');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(feedBodies()).toEqual([{ company_filter: [ACME_ID, GLOBEX_ID] }]);
  });

  it('asks a user who follows no company to follow some', async () => {
    const { feedUrls } = setUpFeed({ followed: [] });
    renderApp('/company/feeds');
    expect(
      await screen.findByText('Customize this feed by following your preferred companies.'),
    ).toBeVisible();
    expect(feedUrls()).toEqual([]);
  });
});

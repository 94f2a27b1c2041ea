import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  FEED_MAX_COMPANY_FILTER,
  FeedResponseSchema,
  type FeedStory,
  type IndustryId,
  type StoryType,
  type UserType,
} from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs, uniqueAddress, type TestUser } from '../../../test/factories';
import { companies, companyFollows, stories, storyLikes, summaries } from '../../db/schema';
import { invalidateFeedCache } from './feed.service';

const t = useTestApp();

const HOUR_MS = 3_600_000;
/** Later than anything else in the database, so that unfiltered feeds start with these. */
let nextFuture = Date.parse('2100-01-01T00:00:00.000Z');

function futureDate(): Date {
  nextFuture += HOUR_MS;
  return new Date(nextFuture);
}

async function createCompany(industryId: IndustryId = 'D') {
  const symbol = `Q${randomUUID()
    .replace(/[^A-Z]/gi, '')
    .slice(0, 4)
    .toUpperCase()}`;
  const [row] = await t.db
    .insert(companies)
    .values({
      name: `Feed Test ${randomUUID().slice(0, 6)}`,
      symbol: `${symbol}${randomUUID().slice(0, 6)}`,
      sicCode: 3571,
      industryId,
      logoUrl: `/api/logos/${symbol}.svg`,
      isSample: true,
    })
    .returning();
  if (!row) throw new Error('insert returned no company');
  return { ...row, industryId };
}

type StoryOptions = {
  contentType?: StoryType;
  publishedAt?: Date;
  status?: 'draft' | 'published';
  id?: string;
};

async function createStory(
  company: { id: string; industryId: string },
  options: StoryOptions = {},
) {
  const [row] = await t.db
    .insert(stories)
    .values({
      id: options.id ?? randomUUID(),
      companyId: company.id,
      industryId: company.industryId,
      contentType: options.contentType ?? 'news',
      status: options.status ?? 'published',
      publishedAt: options.publishedAt ?? futureDate(),
      quarter: 3,
      year: 2026,
      source: 'Newswire',
      title: 'A story',
      content: 'FULL CONTENT THAT FEEDS NEVER SEND',
      shortSummary: 'The 250-word summary.',
      longSummary: 'The 750-word summary.',
      summaryData: { transcript: { turns: ['heavy'] } },
    })
    .returning();
  if (!row) throw new Error('insert returned no story');
  return row;
}

async function feed(
  as: Awaited<ReturnType<typeof injectAs>>,
  user: TestUser,
  body: Record<string, unknown>,
  options: { page?: number; route?: 'story-feed' | 'news-feed' } = {},
) {
  const route = options.route ?? 'story-feed';
  return as.inject({
    method: 'POST',
    url: `/api/user/${route}/${user.id}?page=${options.page ?? 0}`,
    payload: body,
  });
}

async function feedStories(
  as: Awaited<ReturnType<typeof injectAs>>,
  user: TestUser,
  body: Record<string, unknown>,
  options: { page?: number; route?: 'story-feed' | 'news-feed' } = {},
): Promise<FeedStory[]> {
  const response = await feed(as, user, body, options);
  expect(response.statusCode).toBe(200);
  return FeedResponseSchema.parse(response.json()).result;
}

async function signedIn(userType: UserType = 'Marketing') {
  const user = await createUser(t.db, { userType });
  return { user, as: await injectAs(t.app, user) };
}

function insight(
  as: Awaited<ReturnType<typeof injectAs>>,
  userId: string,
  storyId: string,
  action: string,
) {
  return as.inject({ method: 'POST', url: `/api/user/insight/${userId}/${storyId}/${action}` });
}

describe('POST /api/user/story-feed/:userId', () => {
  it('401 without a session', async () => {
    const user = await createUser(t.db);
    for (const url of [
      `/api/user/story-feed/${user.id}`,
      `/api/user/news-feed/${user.id}`,
      `/api/user/insight/${user.id}/${randomUUID()}/like`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: {},
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('400 for bad bodies and pages', async () => {
    const { user, as } = await signedIn();
    const bad: Record<string, unknown>[] = [
      { story_type: 'podcasts' },
      { company_filter: 'not-a-list' },
      { company_filter: ['not-a-uuid'] },
      { company_filter: Array.from({ length: FEED_MAX_COMPANY_FILTER + 1 }, () => randomUUID()) },
      { channel_filter: Array.from({ length: 11 }, (_, index) => `C${index}`) },
    ];
    for (const body of bad) {
      const response = await feed(as, user, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const both = await feed(as, user, { company_filter: [randomUUID()], channel_filter: ['D'] });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('company_filter or channel_filter, not both');
    for (const page of ['-1', 'x', '1.5', '100000']) {
      const response = await as.inject({
        method: 'POST',
        url: `/api/user/story-feed/${user.id}?page=${page}`,
        payload: {},
      });
      expect(response.statusCode, page).toBe(400);
    }
  });

  it("403 for another user's id on every route", async () => {
    const { as } = await signedIn();
    const other = await createUser(t.db);
    const company = await createCompany();
    const story = await createStory(company);
    for (const route of ['story-feed', 'news-feed'] as const) {
      const response = await feed(as, other, {}, { route });
      expect(response.statusCode).toBe(403);
    }
    expect((await insight(as, other.id, story.id, 'like')).statusCode).toBe(403);
    const [row] = await t.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row?.insightfulCount).toBe(0);
  });

  it('pages 20 at a time, newest first, with the id breaking ties', async () => {
    const { user, as } = await signedIn();
    const company = await createCompany();
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    for (let index = 0; index < 43; index += 1) {
      await createStory(company, { publishedAt: new Date(base + index * HOUR_MS) });
    }
    const sameTime = new Date(base + 100 * HOUR_MS);
    const tied = [randomUUID(), randomUUID()].sort().reverse();
    for (const id of tied) await createStory(company, { id, publishedAt: sameTime });
    await createStory(company, { status: 'draft', publishedAt: new Date(base + 200 * HOUR_MS) });

    const body = { story_type: 'news', company_filter: [company.id] };
    const pages = [
      await feedStories(as, user, body, { page: 0 }),
      await feedStories(as, user, body, { page: 1 }),
      await feedStories(as, user, body, { page: 2 }),
      await feedStories(as, user, body, { page: 3 }),
    ];
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5, 0]);
    expect(pages[0]?.slice(0, 2).map((story) => story._id)).toEqual(tied);
    const all = pages.flat();
    expect(new Set(all.map((story) => story._id)).size).toBe(45);
    const times = all.map((story) => Date.parse(story.publishedDateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.at(-1)?.publishedDateTime).toBe(new Date(base).toISOString());
  });

  it('sends the card fields only: the short summary, no content, no heavy summaryData', async () => {
    const { user, as } = await signedIn();
    const company = await createCompany('H');
    const story = await createStory(company);
    const response = await feed(as, user, { company_filter: [company.id] });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('FULL CONTENT');
    const [card] = FeedResponseSchema.parse(response.json()).result;
    expect(card).toMatchObject({
      _id: story.id,
      companyId: company.id,
      company: company.name,
      awsImageUrl: company.logoUrl,
      contentType: 'news',
      channelId: 'H',
      channelName: 'Finance, Insurance, Real Estate',
      viewShortSummary250: 'The 250-word summary.',
      viewLongSummary750: '',
      summaryData: {},
      insightfulBy: {},
      insightfulCount: 0,
    });
    expect(card).not.toHaveProperty('content');
  });

  it('filters by company, by channel and by type; unknown ids match nothing', async () => {
    const { user, as } = await signedIn();
    const mine = await createCompany('B');
    const other = await createCompany('C');
    const news = await createStory(mine, { contentType: 'news' });
    const hiring = await createStory(mine, { contentType: 'hiring' });
    const elsewhere = await createStory(other, { contentType: 'news' });

    const byCompany = await feedStories(as, user, { company_filter: [mine.id, mine.id] });
    expect(byCompany.map((story) => story._id)).toEqual([hiring.id, news.id]);

    const byType = await feedStories(as, user, { story_type: 'hiring', company_filter: [mine.id] });
    expect(byType.map((story) => story._id)).toEqual([hiring.id]);

    const byChannel = await feedStories(as, user, { channel_filter: ['C'] });
    expect(byChannel[0]?._id).toBe(elsewhere.id);
    expect(byChannel.every((story) => story.channelId === 'C')).toBe(true);

    const twoChannels = await feedStories(as, user, {
      story_type: 'news',
      channel_filter: ['B', 'C'],
    });
    const ids = twoChannels.map((story) => story._id);
    expect(ids.slice(0, 2)).toEqual([elsewhere.id, news.id]);

    expect(await feedStories(as, user, { company_filter: [randomUUID()] })).toEqual([]);
    expect(await feedStories(as, user, { channel_filter: ['ZZ'] })).toEqual([]);
    expect(await feedStories(as, user, { company_filter: [] })).toEqual([]);
  });

  it("shows the reader's industries and followed companies unless asked for every company", async () => {
    const user = await createUser(t.db, { industries: ['B'] });
    const as = await injectAs(t.app, user);
    const inIndustry = await createCompany('B');
    const followed = await createCompany('C');
    const elsewhere = await createCompany('C');
    const industryStory = await createStory(inIndustry);
    const followedStory = await createStory(followed);
    const otherStory = await createStory(elsewhere);
    await t.db.insert(companyFollows).values({ userId: user.id, companyId: followed.id });

    const own = (await feedStories(as, user, {})).map((story) => story._id);
    expect(own.slice(0, 2)).toEqual([followedStory.id, industryStory.id]);
    expect(own).not.toContain(otherStory.id);
    const ownNews = await feedStories(as, user, { story_type: 'news' });
    expect(ownNews.map((story) => story._id)).not.toContain(otherStory.id);

    const everything = await feedStories(as, user, { all_companies: true });
    expect(everything.slice(0, 3).map((story) => story._id)).toEqual([
      otherStory.id,
      followedStory.id,
      industryStory.id,
    ]);

    // A followed company of a chosen industry is shown once, and a new follow shows at once.
    await t.db.insert(companyFollows).values({ userId: user.id, companyId: inIndustry.id });
    await t.db.insert(companyFollows).values({ userId: user.id, companyId: elsewhere.id });
    const widened = (await feedStories(as, user, {})).map((story) => story._id);
    expect(widened.slice(0, 3)).toEqual([otherStory.id, followedStory.id, industryStory.id]);
    expect(new Set(widened).size).toBe(widened.length);

    const bothKinds = await feed(as, user, { all_companies: true, channel_filter: ['B'] });
    expect(bothKinds.statusCode).toBe(400);
  });

  it('refuses a story type the permissions lock, and leaves it out without story_type', async () => {
    const business = await signedIn('Business');
    const company = await createCompany();
    const news = await createStory(company, { contentType: 'news' });
    const social = await createStory(company, { contentType: 'linkedin' });
    for (const storyType of ['linkedin', 'summary_by_source', 'summary_by_theme']) {
      const response = await feed(business.as, business.user, {
        story_type: storyType,
        company_filter: [company.id],
      });
      expect(response.statusCode, storyType).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    const open = await feedStories(business.as, business.user, { company_filter: [company.id] });
    expect(open.map((story) => story._id)).toEqual([news.id]);

    const marketing = await signedIn('Marketing');
    const everything = await feedStories(marketing.as, marketing.user, {
      company_filter: [company.id],
    });
    expect(everything.map((story) => story._id)).toEqual([social.id, news.id]);
    const socialOnly = await feedStories(marketing.as, marketing.user, {
      story_type: 'linkedin',
      company_filter: [company.id],
    });
    expect(socialOnly.map((story) => story._id)).toEqual([social.id]);
  });

  it('serves the summary types from the Summary tab rows', async () => {
    const { user, as } = await signedIn('Marketing');
    const company = await createCompany('I');
    const [summary] = await t.db
      .insert(summaries)
      .values({
        companyId: company.id,
        type: 'summary_by_theme',
        year: 2026,
        quarter: 2,
        category: 'Pricing',
        details: 'Prices rose in every region.',
        citations: [],
        publishedAt: new Date('2026-06-30T00:00:00.000Z'),
      })
      .returning();
    const themes = await feedStories(as, user, {
      story_type: 'summary_by_theme',
      company_filter: [company.id],
    });
    expect(themes).toHaveLength(1);
    expect(themes[0]).toMatchObject({
      _id: summary?.id,
      contentType: 'summary_by_theme',
      title: 'Pricing',
      viewShortSummary250: 'Prices rose in every region.',
      summaryData: { category: 'Pricing', summaryDetails: 'Prices rose in every region.' },
    });
    const sources = await feedStories(as, user, {
      story_type: 'summary_by_source',
      company_filter: [company.id],
    });
    expect(sources).toEqual([]);
  });

  it('shows a newly published story on page 0 once the feed cache is invalidated', async () => {
    const { user, as } = await signedIn();
    const company = await createCompany();
    await createStory(company);
    const before = await feedStories(as, user, {});
    const published = await createStory(company, { publishedAt: futureDate() });
    // Served from the shared cache until the publication invalidates it.
    const cached = await feedStories(as, user, {});
    expect(cached.map((story) => story._id)).toEqual(before.map((story) => story._id));
    invalidateFeedCache();
    const after = await feedStories(as, user, {});
    expect(after[0]?._id).toBe(published.id);
    expect(after.slice(1, 20).map((story) => story._id)).toEqual(
      before.slice(0, 19).map((story) => story._id),
    );
  });
});

describe('POST /api/user/news-feed/:userId', () => {
  it('serves the News tab: news unless another type is asked for', async () => {
    const { user, as } = await signedIn();
    const company = await createCompany();
    const news = await createStory(company, { contentType: 'news' });
    const report = await createStory(company, { contentType: 'companyReports' });
    const body = { company_filter: [company.id] };
    const tab = await feedStories(as, user, body, { route: 'news-feed' });
    expect(tab.map((story) => story._id)).toEqual([news.id]);
    const reports = await feedStories(
      as,
      user,
      { ...body, story_type: 'companyReports' },
      { route: 'news-feed' },
    );
    expect(reports.map((story) => story._id)).toEqual([report.id]);
  });
});

describe('POST /api/user/insight/:userId/:storyId/:action', () => {
  it('400 for a bad action or id, 404 for an unknown or unpublished story', async () => {
    const { user, as } = await signedIn();
    const company = await createCompany();
    const draft = await createStory(company, { status: 'draft' });
    expect((await insight(as, user.id, randomUUID(), 'love')).statusCode).toBe(400);
    expect((await insight(as, user.id, 'nope', 'like')).statusCode).toBe(400);
    const unknown = await insight(as, user.id, randomUUID(), 'like');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await insight(as, user.id, draft.id, 'like')).statusCode).toBe(404);
  });

  it('403 like the preview for a story on a tab the plan locks, and nothing is marked', async () => {
    const business = await signedIn('Business');
    const company = await createCompany();
    const social = await createStory(company, { contentType: 'linkedin' });
    const preview = await business.as.inject({
      method: 'GET',
      url: `/api/user/preview-transcript/${business.user.id}/${social.id}`,
    });
    expect(preview.statusCode).toBe(403);
    for (const action of ['like', 'unlike']) {
      const response = await insight(business.as, business.user.id, social.id, action);
      expect(response.statusCode, action).toBe(403);
      expect(response.json()).toEqual(preview.json());
    }
    const marks = await t.db.select().from(storyLikes).where(eq(storyLikes.storyId, social.id));
    expect(marks).toEqual([]);
    const [row] = await t.db.select().from(stories).where(eq(stories.id, social.id));
    expect(row?.insightfulCount).toBe(0);

    // The same story on a tab the plan opens is marked as before.
    const marketing = await signedIn('Marketing');
    const allowed = await insight(marketing.as, marketing.user.id, social.id, 'like');
    expect(allowed.statusCode).toBe(200);
  });

  it("is idempotent, keeps the count right, and shows only the caller's own mark", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const company = await createCompany();
    const story = await createStory(company);
    const body = { company_filter: [company.id] };

    for (let round = 0; round < 2; round += 1) {
      const response = await insight(alice.as, alice.user.id, story.id, 'like');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Marked as insightful.' });
    }
    const [asAlice] = await feedStories(alice.as, alice.user, body);
    expect(asAlice?.insightfulBy).toEqual({ [alice.user.id]: 1 });
    expect(asAlice?.insightfulCount).toBe(1);
    const [asBob] = await feedStories(bob.as, bob.user, body);
    expect(asBob?.insightfulBy).toEqual({});
    expect(asBob?.insightfulCount).toBe(1);

    for (let round = 0; round < 2; round += 1) {
      const response = await insight(alice.as, alice.user.id, story.id, 'unlike');
      expect(response.statusCode).toBe(200);
    }
    const [afterUnlike] = await feedStories(alice.as, alice.user, body);
    expect(afterUnlike?.insightfulBy).toEqual({});
    expect(afterUnlike?.insightfulCount).toBe(0);
    const marks = await t.db.select().from(storyLikes).where(eq(storyLikes.storyId, story.id));
    expect(marks).toEqual([]);
  });

  it('counts concurrent marks exactly once each', async () => {
    const company = await createCompany();
    const story = await createStory(company);
    const people = await Promise.all([signedIn(), signedIn(), signedIn(), signedIn()]);
    await Promise.all(
      people.flatMap(({ user, as }) => [
        insight(as, user.id, story.id, 'like'),
        insight(as, user.id, story.id, 'like'),
      ]),
    );
    const [liked] = await t.db.select().from(stories).where(eq(stories.id, story.id));
    expect(liked?.insightfulCount).toBe(4);
    await Promise.all(
      people
        .slice(0, 3)
        .flatMap(({ user, as }) => [
          insight(as, user.id, story.id, 'unlike'),
          insight(as, user.id, story.id, 'unlike'),
        ]),
    );
    const [unliked] = await t.db.select().from(stories).where(eq(stories.id, story.id));
    expect(unliked?.insightfulCount).toBe(1);
  });
});

describe('compressed feed pages', () => {
  it("sends the cached gzip body to clients that take it, and each caller's own mark", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const company = await createCompany();
    const created = [];
    for (let index = 0; index < 3; index += 1) created.push(await createStory(company));
    const marked = created[0];
    if (!marked) throw new Error('no story');
    expect((await insight(alice.as, alice.user.id, marked.id, 'like')).statusCode).toBe(200);

    const read = async (as: Awaited<ReturnType<typeof injectAs>>, user: TestUser) => {
      const response = await as.inject({
        method: 'POST',
        url: `/api/user/story-feed/${user.id}?page=0`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        payload: { company_filter: [company.id] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const encoding = response.headers['content-encoding'];
      const inflate = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      const json = JSON.parse(inflate(response.rawPayload).toString('utf8')) as unknown;
      return { encoding, result: FeedResponseSchema.parse(json).result };
    };
    // Bob has no mark on the page: he gets the shared body, compressed when it was cached.
    const { encoding, result: asBob } = await read(bob.as, bob.user);
    expect(encoding).toBe('gzip');
    expect(asBob.map((story) => story.insightfulBy)).toEqual([{}, {}, {}]);
    // Alice's page is assembled for her and compressed on the way out.
    const { encoding: aliceEncoding, result: asAlice } = await read(alice.as, alice.user);
    expect(aliceEncoding).toMatch(/^(br|gzip)$/);
    const aliceMarked = asAlice.find((story) => story._id === marked.id);
    expect(aliceMarked?.insightfulBy).toEqual({ [alice.user.id]: 1 });
    expect(aliceMarked?.insightfulCount).toBe(1);

    const plain = await feed(bob.as, bob.user, { company_filter: [company.id] });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(FeedResponseSchema.parse(plain.json()).result).toEqual(asBob);
  });
});

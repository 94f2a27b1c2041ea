import {
  CompanyInsightsResponseSchema,
  CompanyMetadataResponseSchema,
  NewsPreviewResponseSchema,
  PreviousTranscriptsResponseSchema,
  RelatedCompaniesResponseSchema,
  TranscriptPreviewResponseSchema,
  type IndustryId,
  type StoryType,
  type TranscriptPreview,
} from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createCompany, createStory, type TestCompany } from '../../../test/catalog';
import { callText, SEPARATOR } from '../../../test/call-text';
import { createUser, injectAs, uniqueAddress, type TestUser } from '../../../test/factories';
import { companies, stories } from '../../db/schema';
import { earningsFields } from '../stories/stories.engine';
import { setUserPermissions } from '../premium/premium.service';

type Session = Awaited<ReturnType<typeof injectAs>>;

let t: TestApp;
let reader: TestUser;
let session: Session;

const NEWS_TEXT =
  'The company opened a new plant in Ohio that will double its sensor output. Demand from automotive customers remains strong, the chief executive said. The expansion is part of a long-term strategy to grow recurring revenue. Analysts expect the plant to lift margins next year despite higher steel prices.';

let dateStep = 0;
/** Distinct, increasing publication dates, so that newest-first orders are well defined. */
function nextDate(): Date {
  dateStep += 1;
  return new Date(Date.UTC(2026, 0, 1) + dateStep * 3_600_000);
}

async function createTextStory(
  company: TestCompany,
  options: {
    contentType?: StoryType;
    quarter?: number;
    year?: number;
    content?: string;
    status?: 'draft' | 'published';
    publishedAt?: Date;
  } = {},
): Promise<{ id: string }> {
  const contentType = options.contentType ?? 'news';
  const story = await createStory(t.db, company, {
    contentType,
    quarter: options.quarter ?? 3,
    year: options.year ?? 2026,
    status: options.status,
    publishedAt: options.publishedAt ?? nextDate(),
  });
  const content =
    options.content ??
    (contentType === 'earnings' ? callText(company.name, options.quarter ?? 3, 400) : NEWS_TEXT);
  await t.db
    .update(stories)
    .set({ content, shortSummary: content.slice(0, 120) })
    .where(eq(stories.id, story.id));
  return story;
}

/** A call stored as the data load stores it: with the engine's output in summary_data. */
async function createLoadedCall(company: TestCompany, quarter: number): Promise<{ id: string }> {
  const content = callText(company.name, quarter, 380 + quarter);
  const story = await createTextStory(company, { contentType: 'earnings', quarter, content });
  await t.db
    .update(stories)
    .set(earningsFields(content, SEPARATOR))
    .where(eq(stories.id, story.id));
  return story;
}

beforeAll(async () => {
  t = await buildTestApp();
  reader = await createUser(t.db);
  session = await injectAs(t.app, reader);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, as: Session = session) => as.inject({ method: 'GET', url });

/** Every sentence id of a preview's transcript. */
function sentenceIds(preview: TranscriptPreview): Set<number> {
  return new Set(preview.transcript.turns.flatMap((turn) => turn.sentences.map((s) => s.id)));
}

function expectCitationsInTranscript(preview: TranscriptPreview): void {
  const ids = sentenceIds(preview);
  expect(ids.size).toBeGreaterThan(10);
  const cited = [
    ...preview.citations.summary.flat(),
    ...preview.citations.commentary.flat(),
    ...preview.citations.qa.flat(),
    ...preview.viewAsks.flatMap((ask) => ask.citations.map(Number)),
    ...preview.keyFigures.map((figure) => figure.sentenceId),
  ];
  expect(cited.length).toBeGreaterThan(0);
  for (const id of cited) expect(ids.has(id)).toBe(true);
}

describe('GET /api/user/preview-transcript/{userId}/{postId}', () => {
  it('serves a loaded call with its summary, highlights, FAQs, transcript, citations and figures', async () => {
    const company = await createCompany(t.db);
    const call = await createLoadedCall(company, 2);
    const response = await get(`/api/user/preview-transcript/${reader.id}/${call.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = TranscriptPreviewResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      _id: call.id,
      companyId: company.id,
      company: company.name,
      channelId: 'D',
      contentType: 'earnings',
      insightfulBy: {},
      insightfulCount: 0,
    });
    expect(data.viewFullTranscript).toContain('Sam Ortiz -- Chief Executive Officer');
    expect(data.viewLongSummary750.length).toBeGreaterThan(100);
    expect(data.viewMangementCommentaryHighlight).not.toBe('');
    expect(data.viewQuestionAnswerHighlight).not.toBe('');
    expect(data.viewAsks.length).toBeGreaterThan(0);
    expect(data.transcript.turns.map((turn) => turn.role)).toContain('analyst');
    expect(data.transcript.qaStartsAt).not.toBeNull();
    expect(data.keyFigures.some((figure) => figure.name.toLowerCase().includes('revenue'))).toBe(
      true,
    );
    // One citation list per summary sentence, each naming the sentence shown.
    const stored = earningsFields(data.viewFullTranscript, SEPARATOR);
    expect(data.citations.summary).toEqual(
      (stored.summaryData?.citations as { summary: number[][] } | undefined)?.summary,
    );
    expectCitationsInTranscript(data);
    // Only the documented citation lists are sent, not everything stored with the story.
    expect(Object.keys(response.json().data.citations).sort()).toEqual([
      'commentary',
      'qa',
      'summary',
    ]);
  });

  it('computes the engine output of a call stored without it, citing real sentences', async () => {
    const company = await createCompany(t.db);
    const call = await createTextStory(company, { contentType: 'earnings' });
    const response = await get(`/api/user/preview-transcript/${reader.id}/${call.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = TranscriptPreviewResponseSchema.parse(response.json());
    expect(data.viewLongSummary750).not.toBe('');
    expect(data.citations.summary.length).toBeGreaterThan(0);
    expectCitationsInTranscript(data);
    const texts = new Map(
      data.transcript.turns.flatMap((turn) => turn.sentences.map((s) => [s.id, s.text] as const)),
    );
    // Each summary sentence is quoted from the first sentence it cites.
    const firstCited = data.citations.summary.map((ids) => texts.get(ids[0] ?? -1) ?? '');
    for (const sentence of firstCited) expect(data.viewLongSummary750).toContain(sentence);
  });

  it('computes the output again when the story changes', async () => {
    const company = await createCompany(t.db);
    const call = await createTextStory(company, { contentType: 'earnings' });
    const url = `/api/user/preview-transcript/${reader.id}/${call.id}`;
    expect((await get(url)).json().data.viewFullTranscript).toContain('$400.4 million');
    await t.db
      .update(stories)
      .set({ content: callText(company.name, 3, 777), updatedAt: new Date() })
      .where(eq(stories.id, call.id));
    const { data } = TranscriptPreviewResponseSchema.parse((await get(url)).json());
    const sentences = data.transcript.turns.flatMap((turn) => turn.sentences.map((s) => s.text));
    expect(sentences.some((text) => text.includes('$777.4 million'))).toBe(true);
    expect(sentences.some((text) => text.includes('$400.4 million'))).toBe(false);
  });

  it('shows the caller’s own Insightful mark and the current count', async () => {
    const company = await createCompany(t.db);
    const call = await createLoadedCall(company, 1);
    const url = `/api/user/preview-transcript/${reader.id}/${call.id}`;
    expect((await get(url)).json().data.insightfulBy).toEqual({});
    const liked = await session.inject({
      method: 'POST',
      url: `/api/user/insight/${reader.id}/${call.id}/like`,
    });
    expect(liked.statusCode).toBe(200);
    const data = (await get(url)).json().data;
    expect(data.insightfulBy).toEqual({ [reader.id]: 1 });
    expect(data.insightfulCount).toBe(1);
  });

  it('serves a news story with its text as the transcript', async () => {
    const company = await createCompany(t.db);
    const news = await createTextStory(company);
    const response = await get(`/api/user/preview-transcript/${reader.id}/${news.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = TranscriptPreviewResponseSchema.parse(response.json());
    expect(data.contentType).toBe('news');
    expect(data.viewFullTranscript).toBe(NEWS_TEXT);
    expect(sentenceIds(data).size).toBeGreaterThan(0);
    expect(data.citations).toEqual({ summary: [], commentary: [], qa: [] });
  });

  it('answers 404 for an unknown or unpublished story and 400 for a bad id', async () => {
    const company = await createCompany(t.db);
    const draft = await createTextStory(company, { status: 'draft' });
    const unknown = await get(
      `/api/user/preview-transcript/${reader.id}/00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No published story has this id.');
    expect((await get(`/api/user/preview-transcript/${reader.id}/${draft.id}`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/user/preview-transcript/${reader.id}/not-an-id`)).statusCode).toBe(400);
  });

  it('refuses another user’s id (403) and a request without a session (401)', async () => {
    const company = await createCompany(t.db);
    const call = await createLoadedCall(company, 3);
    const other = await createUser(t.db);
    const mine = await get(`/api/user/preview-transcript/${other.id}/${call.id}`);
    expect(mine.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/user/preview-transcript/${reader.id}/${call.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a story type the caller’s plan locks (403)', async () => {
    // Business users have no Social tab.
    const company = await createCompany(t.db);
    const post = await createTextStory(company, { contentType: 'linkedin' });
    const response = await get(`/api/user/preview-transcript/${reader.id}/${post.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Social/);
  });
});

describe('locked story types', () => {
  it('refuses calls and news to a user whose plan locks them (403)', async () => {
    const locked = await createUser(t.db);
    await setUserPermissions(t.db, locked.id, { earnings: false, news: false });
    const lockedSession = await injectAs(t.app, locked);
    const company = await createCompany(t.db);
    const call = await createLoadedCall(company, 2);
    const news = await createTextStory(company);
    const refused = [
      `/api/user/preview-transcript/${locked.id}/${call.id}`,
      `/api/user/preview-transcript/${locked.id}/${news.id}`,
      `/api/user/previous-transcripts/${call.id}`,
      `/api/user/news-preview/${company.id}`,
    ];
    for (const url of refused) {
      const response = await get(url, lockedSession);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toMatch(/Upgrade/);
    }
    // The company's own sections stay open.
    expect(
      (await get(`/api/user/company-metadata/${locked.id}/${company.id}`, lockedSession))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET /api/user/previous-transcripts/{postId}', () => {
  it('lists the company’s other calls, newest period first, without the current one', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const q1 = await createTextStory(company, { contentType: 'earnings', quarter: 1 });
    const q3 = await createTextStory(company, { contentType: 'earnings', quarter: 3 });
    const q2 = await createTextStory(company, { contentType: 'earnings', quarter: 2 });
    await createTextStory(company, { contentType: 'earnings', quarter: 4, status: 'draft' });
    await createTextStory(company, { contentType: 'news' });
    await createTextStory(other, { contentType: 'earnings', quarter: 4 });
    const response = await get(`/api/user/previous-transcripts/${q2.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = PreviousTranscriptsResponseSchema.parse(response.json());
    expect(data).toEqual([
      { _id: q3.id, quarter: 3, year: 2026, contentType: 'earnings' },
      { _id: q1.id, quarter: 1, year: 2026, contentType: 'earnings' },
    ]);
  });

  it('answers 404 for an unknown story, 400 for a bad id and 401 without a session', async () => {
    const unknown = await get(
      '/api/user/previous-transcripts/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/user/previous-transcripts/123')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/user/previous-transcripts/00000000-0000-4000-8000-000000000000',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/user/company-metadata/{userId}/{companyId}', () => {
  it('serves the header and whether the caller follows the company', async () => {
    const company = await createCompany(t.db);
    await t.db
      .update(companies)
      .set({
        description: 'Makes industrial sensors.',
        website: 'https://sensors.example.com',
        social: { linkedin: 'https://www.linkedin.com/company/sensors' },
      })
      .where(eq(companies.id, company.id));
    const url = `/api/user/company-metadata/${reader.id}/${company.id}`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const { data } = CompanyMetadataResponseSchema.parse(response.json());
    expect(data).toEqual({
      companyName: company.name,
      company: company.name,
      companyId: company.id,
      description: 'Makes industrial sensors.',
      awsImageUrl: `/api/logos/${company.symbol}.svg`,
      website: 'https://sensors.example.com',
      social: { linkedin: 'https://www.linkedin.com/company/sensors' },
      following: 0,
    });
    const followed = await session.inject({
      method: 'POST',
      url: `/api/user/follow/${reader.id}`,
      payload: { status: 'follow', companyId: company.id, company: company.name },
    });
    expect(followed.statusCode).toBe(200);
    expect((await get(url)).json().data.following).toBe(1);
  });

  it('answers 404, 400, 403 and 401 as documented', async () => {
    const company = await createCompany(t.db);
    const unknown = await get(
      `/api/user/company-metadata/${reader.id}/00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No company has this id.');
    expect((await get(`/api/user/company-metadata/${reader.id}/nope`)).statusCode).toBe(400);
    const other = await createUser(t.db);
    expect((await get(`/api/user/company-metadata/${other.id}/${company.id}`)).statusCode).toBe(
      403,
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/user/company-metadata/${reader.id}/${company.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/user/related-companies/{channelId}/{companyId}', () => {
  async function companyWithSic(industryId: IndustryId, sicCode: number): Promise<TestCompany> {
    const company = await createCompany(t.db, { industryId });
    await t.db.update(companies).set({ sicCode }).where(eq(companies.id, company.id));
    return company;
  }

  it('lists companies of the same industry with a transcript, nearest SIC code first', async () => {
    const subject = await companyWithSic('G', 5411);
    await createTextStory(subject, { contentType: 'earnings' });
    const near = await companyWithSic('G', 5412);
    const far = await companyWithSic('G', 5961);
    const noCall = await companyWithSic('G', 5411);
    const elsewhere = await companyWithSic('E', 5411);
    await createTextStory(near, { contentType: 'earnings', quarter: 1 });
    const nearLatest = await createTextStory(near, { contentType: 'earnings', quarter: 2 });
    const farCall = await createTextStory(far, { contentType: 'earnings' });
    await createTextStory(noCall, { contentType: 'news' });
    await createTextStory(elsewhere, { contentType: 'earnings' });

    const response = await get(`/api/user/related-companies/G/${subject.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = RelatedCompaniesResponseSchema.parse(response.json());
    expect(data.map((related) => related.companyId)).toEqual([near.id, far.id]);
    expect(data[0]).toEqual({
      companyId: near.id,
      companyName: near.name,
      awsImageUrl: `/api/logos/${near.symbol}.svg`,
      postId: nearLatest.id,
    });
    expect(data[1]?.postId).toBe(farCall.id);
    const industries = await t.db
      .select({ industryId: companies.industryId })
      .from(companies)
      .where(eq(companies.id, data[1]?.companyId ?? ''));
    expect(industries).toEqual([{ industryId: 'G' }]);
  });

  it('answers 404 for an unknown company, 400 for a bad channel or id, 401 without a session', async () => {
    const company = await createCompany(t.db);
    expect(
      (await get('/api/user/related-companies/D/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await get(`/api/user/related-companies/Z/${company.id}`)).statusCode).toBe(400);
    expect((await get('/api/user/related-companies/D/x')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/user/related-companies/D/${company.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/user/news-preview/{companyId}', () => {
  it('serves the company’s latest news as lean feed cards, newest first', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const older = await createTextStory(company);
    const newer = await createTextStory(company);
    await createTextStory(company, { contentType: 'earnings' });
    await createTextStory(other);
    const response = await get(`/api/user/news-preview/${company.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = NewsPreviewResponseSchema.parse(response.json());
    expect(data.map((story) => story._id)).toEqual([newer.id, older.id]);
    expect(data[0]).toMatchObject({ contentType: 'news', viewLongSummary750: '', viewAsks: [] });
    expect(JSON.stringify(data)).not.toContain(NEWS_TEXT);
  });

  it('answers 404 for an unknown company, 400 for a bad id and 401 without a session', async () => {
    expect(
      (await get('/api/user/news-preview/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await get('/api/user/news-preview/zzz')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/user/news-preview/00000000-0000-4000-8000-000000000000',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/user/company-insights/{companyId}', () => {
  it('computes trends, buzz, SWOT and strategy from the company’s stories over quarters', async () => {
    const company = await createCompany(t.db);
    // Each call is published in the quarter after the one it reports on, as calls are.
    for (const quarter of [1, 2, 3]) {
      await createTextStory(company, {
        contentType: 'earnings',
        quarter,
        content: callText(company.name, quarter, 300 + quarter),
        publishedAt: new Date(Date.UTC(2026, quarter * 3, 20)),
      });
      await createTextStory(company, {
        quarter: quarter + 1,
        publishedAt: new Date(Date.UTC(2026, quarter * 3 + 1, 5)),
      });
    }
    const response = await get(`/api/user/company-insights/${company.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = CompanyInsightsResponseSchema.parse(response.json());
    // Stories are placed by when they were published: the calendar quarters Q2 to Q4.
    expect(data.quarters).toEqual(['2026-Q2', '2026-Q3', '2026-Q4']);
    expect(data.storyCount).toBe(6);
    expect(data.trends?.length).toBeGreaterThan(0);
    expect(data.trends?.[0]).toMatchObject({ rank: 1 });
    expect(data.trends?.[0]?.series.map((point) => point.quarter)).toEqual(data.quarters);
    expect(data.buzzIndex).toMatchObject({ quarter: '2026-Q4' });
    expect(data.swot?.strengths.length).toBeGreaterThan(0);
    expect(data.swot?.threats.length).toBeGreaterThan(0);
    expect(data.strategy?.length).toBeGreaterThan(0);
    expect(data.gaps).toEqual({});
    const storyIds = new Set(
      (
        await t.db.select({ id: stories.id }).from(stories).where(eq(stories.companyId, company.id))
      ).map((row) => row.id),
    );
    for (const quote of data.strategy ?? []) expect(storyIds.has(quote.storyId)).toBe(true);
  });

  it('says so when there is not enough data, and recomputes when a story is added', async () => {
    const company = await createCompany(t.db);
    const url = `/api/user/company-insights/${company.id}`;
    const empty = CompanyInsightsResponseSchema.parse((await get(url)).json()).data;
    expect(empty).toMatchObject({ storyCount: 0, trends: null, buzzIndex: null, swot: null });
    expect(empty.gaps.trends?.reason).toMatch(/no stories/i);

    await createTextStory(company, { contentType: 'earnings', quarter: 2 });
    const one = CompanyInsightsResponseSchema.parse((await get(url)).json()).data;
    expect(one.storyCount).toBe(1);
    expect(one.trends).toBeNull();
    expect(one.buzzIndex).toBeNull();
    expect(one.gaps.trends?.reason).toMatch(/1 quarter/);
    expect(one.swot).not.toBeNull();
  });

  it('answers 404 for an unknown company, 400 for a bad id and 401 without a session', async () => {
    const unknown = await get('/api/user/company-insights/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/user/company-insights/1')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/user/company-insights/00000000-0000-4000-8000-000000000000',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits engine work per user, from however many addresses they call', async () => {
    const user = await createUser(t.db);
    const { token } = await injectAs(t.app, user);
    const ask = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/company-insights/00000000-0000-4000-8000-000000000000',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: uniqueAddress(),
      });
    for (let call = 0; call < 120; call += 1) expect((await ask()).statusCode).toBe(404);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // The reader's own count is untouched.
    expect(
      (await get(`/api/user/company-insights/${(await createCompany(t.db)).id}`)).statusCode,
    ).toBe(200);
  });
});

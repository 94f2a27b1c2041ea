import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { eventually } from '../../../test/eventually';
import { callText, SEPARATOR } from '../../../test/call-text';
import { createCompany, createStory, type TestCompany } from '../../../test/catalog';
import { createUser, injectAs } from '../../../test/factories';
import {
  auditLog,
  companyFollows,
  earningTranscripts,
  notifications,
  stories,
  summaries,
} from '../../db/schema';
import { TRANSCRIPT_MESSAGES } from './admin-transcripts.service';

type Session = Awaited<ReturnType<typeof injectAs>>;

const t = useTestApp();
let admin: Session;
let adminId: string;
let reader: Session;
let readerId: string;

beforeAll(async () => {
  const adminUser = await createUser(t.db, { userType: 'Admin' });
  adminId = adminUser.id;
  admin = await injectAs(t.app, adminUser);
  const readerUser = await createUser(t.db, { userType: 'Marketing' });
  readerId = readerUser.id;
  reader = await injectAs(t.app, readerUser);
});

let nextYear = 2000;

/** A transcript as ingested: no story yet, waiting for its separating sentence. */
async function createPendingTranscript(company: TestCompany) {
  nextYear += 1;
  const [row] = await t.db
    .insert(earningTranscripts)
    .values({
      companyId: company.id,
      symbol: company.symbol,
      quarter: 2,
      year: nextYear,
      content: callText(company.name, 2, 455),
    })
    .returning();
  return row!;
}

const publishUrl = (id: string) => `/api/admin/updateStoryStatusAndSentenceById/${id}`;

describe('GET /api/admin/getStoriesWithFalseStatus', () => {
  it('lists the transcripts waiting for their sentence, and not the published ones', async () => {
    const company = await createCompany(t.db);
    const pending = await createPendingTranscript(company);
    const published = await createPendingTranscript(company);
    await t.db
      .update(earningTranscripts)
      .set({ status: true })
      .where(eq(earningTranscripts.id, published.id));

    const response = await admin.inject({
      method: 'GET',
      url: '/api/admin/getStoriesWithFalseStatus',
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((row: { _id: string }) => row._id);
    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(published.id);
    expect(response.json().data.find((row: { _id: string }) => row._id === pending.id)).toEqual({
      _id: pending.id,
      symbol: company.symbol,
      quarter: 2,
      year: pending.year,
      content: pending.content,
    });
  });

  it('is for admins only', async () => {
    const response = await reader.inject({
      method: 'GET',
      url: '/api/admin/getStoriesWithFalseStatus',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/searchEarningTranscriptContent', () => {
  it("finds a quarter's transcript by ticker, whatever its case", async () => {
    const company = await createCompany(t.db);
    const transcript = await createPendingTranscript(company);
    const response = await admin.inject({
      method: 'POST',
      url: '/api/admin/searchEarningTranscriptContent',
      payload: { symbol: company.symbol.toLowerCase(), quarter: 2, year: transcript.year },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ content: transcript.content });
  });

  it('404 for a quarter without a transcript, 400 for a bad quarter', async () => {
    const company = await createCompany(t.db);
    const missing = await admin.inject({
      method: 'POST',
      url: '/api/admin/searchEarningTranscriptContent',
      payload: { symbol: company.symbol, quarter: 1, year: 1999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TRANSCRIPT_MESSAGES.periodNotFound);
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/admin/searchEarningTranscriptContent',
      payload: { symbol: company.symbol, quarter: 5, year: 2024 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'quarter', message: 'quarter must be 1 to 4' }]);
  });
});

describe('PUT /api/admin/updateStoryStatusAndSentenceById/{id}', () => {
  it('publishes the call with the engine output, into the feed, and notifies followers', async () => {
    const company = await createCompany(t.db);
    const transcript = await createPendingTranscript(company);
    // Another story of the same quarter, so that the Summary tab has two sources to summarize.
    const news = await createStory(t.db, company, {
      contentType: 'news',
      quarter: 2,
      year: transcript.year,
    });
    await t.db
      .update(stories)
      .set({ content: 'Demand for industrial sensors stayed strong in Asia, the company said.' })
      .where(eq(stories.id, news.id));
    await t.db.insert(companyFollows).values({ userId: readerId, companyId: company.id });
    // The reader's feed is cached before the call is published.
    const feedUrl = `/api/user/story-feed/${readerId}?page=0`;
    const feedBody = { company_filter: [company.id] };
    await reader.inject({ method: 'POST', url: feedUrl, payload: feedBody });

    const response = await admin.inject({
      method: 'PUT',
      url: publishUrl(transcript.id),
      payload: { sentence: `  ${SEPARATOR}  ` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(TRANSCRIPT_MESSAGES.published);

    const [saved] = await t.db
      .select()
      .from(earningTranscripts)
      .where(eq(earningTranscripts.id, transcript.id));
    expect(saved).toMatchObject({ status: true, separatingSentence: SEPARATOR });
    const [story] = await t.db.select().from(stories).where(eq(stories.id, saved!.storyId!));
    expect(story).toMatchObject({
      status: 'published',
      contentType: 'earnings',
      companyId: company.id,
      quarter: 2,
      year: transcript.year,
    });
    expect(story!.title).toBe(`${company.name} Q2 ${transcript.year} Earnings Call Transcript`);
    expect(story!.shortSummary).not.toBe('');
    expect(story!.qaHighlight).not.toBe('');
    expect(story!.asks.length).toBeGreaterThan(0);

    const feed = await reader.inject({ method: 'POST', url: feedUrl, payload: feedBody });
    expect(feed.json().result.map((card: { _id: string }) => card._id)).toContain(story!.id);

    const quarterSummaries = await t.db
      .select()
      .from(summaries)
      .where(and(eq(summaries.companyId, company.id), eq(summaries.year, transcript.year)));
    expect(quarterSummaries.some((row) => row.citations.includes(story!.id))).toBe(true);

    const notified = await eventually(
      () => t.db.select().from(notifications).where(eq(notifications.userId, readerId)),
      (rows) => rows.some((row) => row.storyId === story!.id),
    );
    expect(notified.filter((row) => row.storyId === story!.id)).toHaveLength(1);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'admin.transcript_published'), eq(auditLog.targetId, story!.id)),
      );
    expect(audit).toMatchObject({ actorId: adminId });
  });

  it('splits a published call again without a second story or notification', async () => {
    const company = await createCompany(t.db);
    const transcript = await createPendingTranscript(company);
    await admin.inject({
      method: 'PUT',
      url: publishUrl(transcript.id),
      payload: { sentence: SEPARATOR },
    });
    const again = await admin.inject({
      method: 'PUT',
      url: publishUrl(transcript.id),
      payload: { sentence: SEPARATOR },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(TRANSCRIPT_MESSAGES.republished);
    const calls = await t.db
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.companyId, company.id), eq(stories.contentType, 'earnings')));
    expect(calls).toHaveLength(1);
  });

  it('refuses a sentence that is not in the transcript and publishes nothing', async () => {
    const company = await createCompany(t.db);
    const transcript = await createPendingTranscript(company);
    const response = await admin.inject({
      method: 'PUT',
      url: publishUrl(transcript.id),
      payload: { sentence: 'This sentence was never said on the call.' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TRANSCRIPT_MESSAGES.sentenceNotFound);
    const [saved] = await t.db
      .select()
      .from(earningTranscripts)
      .where(eq(earningTranscripts.id, transcript.id));
    expect(saved).toMatchObject({ status: false, storyId: null, separatingSentence: null });
  });

  it('400 for an empty sentence or a bad id, 404 for an unknown id, 403 for a non-admin', async () => {
    const company = await createCompany(t.db);
    const transcript = await createPendingTranscript(company);
    const empty = await admin.inject({
      method: 'PUT',
      url: publishUrl(transcript.id),
      payload: { sentence: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const badId = await admin.inject({
      method: 'PUT',
      url: publishUrl('not-an-id'),
      payload: { sentence: SEPARATOR },
    });
    expect(badId.statusCode).toBe(400);
    const unknown = await admin.inject({
      method: 'PUT',
      url: publishUrl('00000000-0000-4000-8000-000000000000'),
      payload: { sentence: SEPARATOR },
    });
    expect(unknown.statusCode).toBe(404);
    const notAdmin = await reader.inject({
      method: 'PUT',
      url: publishUrl(transcript.id),
      payload: { sentence: SEPARATOR },
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});

describe('re-splitting a published call', () => {
  it('changes what the company page shows at once', async () => {
    const company = await createCompany(t.db);
    const transcript = await createPendingTranscript(company);
    await admin.inject({
      method: 'PUT',
      url: publishUrl(transcript.id),
      payload: { sentence: SEPARATOR },
    });
    const [saved] = await t.db
      .select()
      .from(earningTranscripts)
      .where(eq(earningTranscripts.id, transcript.id));
    const pageUrl = `/api/user/preview-transcript/${adminId}/${saved!.storyId}`;
    const before = await admin.inject({ method: 'GET', url: pageUrl });
    expect(before.statusCode).toBe(200);

    const later = 'Our next question comes from Ada King with Bluewater Capital.';
    const again = await admin.inject({
      method: 'PUT',
      url: publishUrl(transcript.id),
      payload: { sentence: later },
    });
    expect(again.statusCode).toBe(200);
    const after = await admin.inject({ method: 'GET', url: pageUrl });
    expect(after.json().data.transcript.qaStartsAt).toBeGreaterThan(
      before.json().data.transcript.qaStartsAt,
    );
  });
});

describe('GET /api/admin/transcripts/published', () => {
  it('lists published calls newest first, filtered by ticker or name', async () => {
    const company = await createCompany(t.db);
    const transcript = await createPendingTranscript(company);
    const pending = await createPendingTranscript(company);
    await admin.inject({
      method: 'PUT',
      url: publishUrl(transcript.id),
      payload: { sentence: SEPARATOR },
    });

    const all = await admin.inject({ method: 'GET', url: '/api/admin/transcripts/published' });
    expect(all.statusCode).toBe(200);
    const [newest] = all.json().data;
    expect(newest).toMatchObject({
      _id: transcript.id,
      symbol: company.symbol,
      quarter: 2,
      year: transcript.year,
      separatingSentence: SEPARATOR,
    });
    expect(typeof newest.storyId).toBe('string');
    expect(all.json().data.map((row: { _id: string }) => row._id)).not.toContain(pending.id);

    const byTicker = await admin.inject({
      method: 'GET',
      url: `/api/admin/transcripts/published?q=${encodeURIComponent(company.symbol.toLowerCase())}`,
    });
    expect(byTicker.json().data.map((row: { _id: string }) => row._id)).toContain(transcript.id);
    const none = await admin.inject({
      method: 'GET',
      url: '/api/admin/transcripts/published?q=no-such-company-%25',
    });
    expect(none.json().data).toEqual([]);
  });

  it('is for admins only', async () => {
    const response = await reader.inject({
      method: 'GET',
      url: '/api/admin/transcripts/published',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/transcripts/{id}/split-preview', () => {
  const previewUrl = (id: string) => `/api/admin/transcripts/${id}/split-preview`;

  it('counts both parts of a plausible split and warns about none', async () => {
    const company = await createCompany(t.db);
    const transcript = await createPendingTranscript(company);
    const response = await admin.inject({
      method: 'POST',
      url: previewUrl(transcript.id),
      payload: { sentence: SEPARATOR },
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.warnings).toEqual([]);
    expect(preview.remarksSentences).toBeGreaterThanOrEqual(5);
    expect(preview.qaSentences).toBeGreaterThan(0);
    expect(preview.analystQuestions).toBe(2);
  });

  it('warns when the remarks are too short or no analyst asks after the split', async () => {
    const company = await createCompany(t.db);
    const transcript = await createPendingTranscript(company);
    const early = await admin.inject({
      method: 'POST',
      url: previewUrl(transcript.id),
      payload: { sentence: 'Thank you, operator.' },
    });
    expect(early.statusCode).toBe(200);
    expect(early.json().remarksSentences).toBeLessThan(5);
    expect(early.json().warnings.join(' ')).toContain('prepared remarks');

    const late = await admin.inject({
      method: 'POST',
      url: previewUrl(transcript.id),
      payload: {
        sentence: 'About 55% of the backlog should convert to revenue over the next twelve months.',
      },
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().analystQuestions).toBe(0);
    expect(late.json().warnings.join(' ')).toContain('No analyst');

    // A preview publishes nothing.
    const [saved] = await t.db
      .select()
      .from(earningTranscripts)
      .where(eq(earningTranscripts.id, transcript.id));
    expect(saved).toMatchObject({ status: false, storyId: null });
  });

  it('400 for a sentence not in the transcript, 404 for an unknown id, 403 for a non-admin', async () => {
    const company = await createCompany(t.db);
    const transcript = await createPendingTranscript(company);
    const missing = await admin.inject({
      method: 'POST',
      url: previewUrl(transcript.id),
      payload: { sentence: 'Nobody said this.' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(TRANSCRIPT_MESSAGES.sentenceNotFound);
    const unknown = await admin.inject({
      method: 'POST',
      url: previewUrl('00000000-0000-4000-8000-000000000000'),
      payload: { sentence: SEPARATOR },
    });
    expect(unknown.statusCode).toBe(404);
    const notAdmin = await reader.inject({
      method: 'POST',
      url: previewUrl(transcript.id),
      payload: { sentence: SEPARATOR },
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});

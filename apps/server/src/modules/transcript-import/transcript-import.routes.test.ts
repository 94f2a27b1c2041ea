import { randomBytes } from 'node:crypto';
import { IMPORT_MAX_BYTES, type ImportJob } from '@clearcall/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { callText } from '../../../test/call-text';
import { createCompany, type TestCompany } from '../../../test/catalog';
import { eventually } from '../../../test/eventually';
import { createUser, injectAs } from '../../../test/factories';
import {
  auditLog,
  companies,
  companyFollows,
  earningTranscripts,
  notifications,
  stories,
} from '../../db/schema';

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

const BOUNDARY = 'clearcall-test-boundary';

/** A multipart/form-data body with text fields and at most one file. */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

function upload(fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/transcripts',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
  });
}

async function readJob(jobId: string): Promise<ImportJob> {
  const response = await admin.inject({
    method: 'GET',
    url: `/api/admin/transcripts/jobs/${jobId}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Polls a job until it leaves `queued` and `running`. */
function settled(jobId: string): Promise<ImportJob> {
  return eventually(
    () => readJob(jobId),
    (job) => job.status !== 'queued' && job.status !== 'running',
  );
}

let nextYear = 2030;

/** Pasted text of a call of this company, with the hints that make the import confident. */
function pasted(company: TestCompany, options: { autoPublish?: boolean; revenue?: number } = {}) {
  nextYear += 1;
  return {
    text: callText(company.name, 3, options.revenue ?? 512),
    ticker: company.symbol,
    quarter: 3,
    year: nextYear,
    callDate: `${nextYear}-10-28`,
    fileName: `${company.symbol}-q3.txt`,
    ...(options.autoPublish ? { autoPublish: true } : {}),
  };
}

async function importText(body: Record<string, unknown>): Promise<ImportJob> {
  const response = await admin.inject({
    method: 'POST',
    url: '/api/admin/transcripts',
    payload: body,
  });
  expect(response.statusCode).toBe(202);
  const { jobId } = response.json();
  expect(typeof jobId).toBe('string');
  return settled(jobId);
}

describe('POST /api/admin/transcripts', () => {
  it('401 without a session, 403 for a non-admin', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/transcripts',
      payload: { text: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const notAdmin = await reader.inject({
      method: 'POST',
      url: '/api/admin/transcripts',
      payload: { text: 'x' },
    });
    expect(notAdmin.statusCode).toBe(403);
    const jobs = await reader.inject({ method: 'GET', url: '/api/admin/transcripts/jobs' });
    expect(jobs.statusCode).toBe(403);
  });

  it('400 for a bad hint, naming the field', async () => {
    const response = await admin.inject({
      method: 'POST',
      url: '/api/admin/transcripts',
      payload: { text: 'Operator: hello', quarter: 7 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'quarter', message: 'quarter must be 1 to 4' },
    ]);
  });

  it('415 for an empty file and for binary junk, naming the file, and queues nothing', async () => {
    const empty = await upload(
      {},
      { name: 'empty.txt', type: 'text/plain', bytes: Buffer.alloc(0) },
    );
    expect(empty.statusCode).toBe(415);
    expect(empty.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(empty.json().message).toContain('empty.txt');

    const binary = await upload(
      {},
      { name: 'junk.bin', type: 'application/octet-stream', bytes: randomBytes(4096) },
    );
    expect(binary.statusCode).toBe(415);
    expect(binary.json().message).toContain('junk.bin');

    const jobs = await admin.inject({ method: 'GET', url: '/api/admin/transcripts/jobs' });
    const names = jobs.json().data.map((job: ImportJob) => job.fileName);
    expect(names).not.toContain('empty.txt');
    expect(names).not.toContain('junk.bin');
  });

  it('413 for a file over the limit', async () => {
    const response = await upload(
      {},
      { name: 'huge.txt', type: 'text/plain', bytes: Buffer.alloc(IMPORT_MAX_BYTES + 10, 'a') },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 202 at once and the job ends needs-review with what it detected', async () => {
    const company = await createCompany(t.db);
    const body = pasted(company);
    const response = await upload(
      { ticker: company.symbol, quarter: '3', year: String(body.year) },
      { name: 'call.txt', type: 'text/plain', bytes: Buffer.from(body.text) },
    );
    expect(response.statusCode).toBe(202);
    const job = await settled(response.json().jobId);
    expect(job).toMatchObject({
      status: 'needs-review',
      progress: 0.5,
      fileName: 'call.txt',
      format: 'text',
    });
    expect(job.detected).toMatchObject({
      companyId: company.id,
      quarter: 3,
      year: body.year,
    });
    expect(job.detected!.qaStartSentence).not.toBeNull();
    expect(job.preview!.length).toBeGreaterThan(10);
    expect(job.preview!.some((sentence) => sentence.role === 'analyst')).toBe(true);
    expect(job.duplicateOf).toBeUndefined();

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'admin.transcript_imported'), eq(auditLog.targetId, job.jobId)),
      );
    expect(audit).toMatchObject({ actorId: adminId });
  });

  it('ends failed with an error naming the file when the text is not a transcript', async () => {
    const job = await importText({
      text: 'Shopping list: apples, pears, milk and bread. Remember to call the plumber on Monday.',
      fileName: 'groceries.txt',
    });
    expect(job.status).toBe('failed');
    expect(job.error?.code).toBe('NOT_A_TRANSCRIPT');
    expect(job.error?.message).toContain('groceries.txt');
    expect(job.storyId).toBeUndefined();
  });
});

describe('publishing an import', () => {
  it('publishes a confident import with autoPublish into the feed, company page and analysis', async () => {
    const company = await createCompany(t.db);
    await t.db.insert(companyFollows).values({ userId: readerId, companyId: company.id });
    // The reader's feed and the analysis picker are cached before the call is published.
    const feedUrl = `/api/user/story-feed/${readerId}?page=0`;
    const feedBody = { company_filter: [company.id] };
    await reader.inject({ method: 'POST', url: feedUrl, payload: feedBody });
    await admin.inject({ method: 'GET', url: '/api/user/analysis/companies' });

    const job = await importText(pasted(company, { autoPublish: true }));
    expect(job).toMatchObject({ status: 'published', progress: 1 });
    const storyId = job.storyId!;

    const feed = await reader.inject({ method: 'POST', url: feedUrl, payload: feedBody });
    expect(feed.json().result.map((card: { _id: string }) => card._id)).toContain(storyId);

    const page = await admin.inject({
      method: 'GET',
      url: `/api/user/preview-transcript/${adminId}/${storyId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data._id).toBe(storyId);

    const analysis = await admin.inject({ method: 'GET', url: '/api/user/analysis/companies' });
    expect(analysis.json().data.map((option: { _id: string }) => option._id)).toContain(company.id);

    const [transcript] = await t.db
      .select()
      .from(earningTranscripts)
      .where(eq(earningTranscripts.storyId, storyId));
    expect(transcript).toMatchObject({
      companyId: company.id,
      quarter: 3,
      status: true,
      sourceFormat: 'text',
      qaStartSentence: job.detected!.qaStartSentence,
    });
    expect(transcript!.callDate).toBe(`${transcript!.year}-10-28`);
    expect(transcript!.textHash).toMatch(/^[0-9a-f]{64}$/);

    await eventually(
      () => t.db.select().from(notifications).where(eq(notifications.storyId, storyId)),
      (rows) => rows.length === 1,
    );
  });

  it("keeps an unclassified company's story out of industry feeds", async () => {
    const [row] = await t.db
      .insert(companies)
      .values({ name: `Unclassified ${nextYear}`, symbol: `UNC${nextYear}`, industryId: null })
      .returning({ id: companies.id, name: companies.name, symbol: companies.symbol });
    const company = { ...row!, industryId: 'D' as const };
    const job = await importText(pasted(company, { autoPublish: true }));
    expect(job.status).toBe('published');
    const [story] = await t.db.select().from(stories).where(eq(stories.id, job.storyId!));
    expect(story!.industryId).toBeNull();

    const feedUrl = `/api/user/story-feed/${readerId}?page=0`;
    const byCompany = await reader.inject({
      method: 'POST',
      url: feedUrl,
      payload: { company_filter: [company.id] },
    });
    const card = byCompany.json().result.find((item: { _id: string }) => item._id === job.storyId);
    expect(card).toMatchObject({ channelId: '', channelName: 'Unclassified' });
    const byIndustry = await reader.inject({
      method: 'POST',
      url: feedUrl,
      payload: { channel_filter: ['D'] },
    });
    expect(byIndustry.json().result.map((item: { _id: string }) => item._id)).not.toContain(
      job.storyId,
    );
  });

  it('publishes a job waiting for review with the corrections it is given', async () => {
    const company = await createCompany(t.db);
    const job = await importText(pasted(company));
    expect(job.status).toBe('needs-review');
    const chosen = job.detected!.qaStartSentence!;
    const speakers = [
      { name: 'Ben Cole', role: 'analyst' as const, title: null, firm: 'Harbor Securities' },
    ];

    const response = await admin.inject({
      method: 'POST',
      url: `/api/admin/transcripts/jobs/${job.jobId}/publish`,
      payload: { quarter: 4, callDate: '2031-01-30', qaStartSentence: chosen, speakers },
    });
    expect(response.statusCode).toBe(202);
    const published = await settled(job.jobId);
    expect(published).toMatchObject({ status: 'published', progress: 1 });
    expect(published.detected).toMatchObject({ quarter: 4, callDate: '2031-01-30' });

    const [story] = await t.db.select().from(stories).where(eq(stories.id, published.storyId!));
    expect(story).toMatchObject({ companyId: company.id, quarter: 4, status: 'published' });
    const [transcript] = await t.db
      .select()
      .from(earningTranscripts)
      .where(eq(earningTranscripts.storyId, story!.id));
    expect(transcript).toMatchObject({ quarter: 4, qaStartSentence: chosen, speakers });

    const again = await admin.inject({
      method: 'POST',
      url: `/api/admin/transcripts/jobs/${job.jobId}/publish`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('400 when the chosen Q&A start is not a sentence of the preview; 404 for an unknown job', async () => {
    const company = await createCompany(t.db);
    const job = await importText(pasted(company));
    const response = await admin.inject({
      method: 'POST',
      url: `/api/admin/transcripts/jobs/${job.jobId}/publish`,
      payload: { qaStartSentence: job.preview!.length + 5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('qaStartSentence');
    const unknown = await admin.inject({
      method: 'POST',
      url: '/api/admin/transcripts/jobs/00000000-0000-4000-8000-000000000000/publish',
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('stops a duplicate at needs-review: 409 without replace, replaced with it', async () => {
    const company = await createCompany(t.db);
    const body = pasted(company, { autoPublish: true });
    const first = await importText(body);
    expect(first.status).toBe('published');

    // The same call again, even with autoPublish, waits for review as a duplicate.
    const second = await importText({ ...body, fileName: 'again.txt' });
    expect(second).toMatchObject({ status: 'needs-review', duplicateOf: first.storyId });

    const refused = await admin.inject({
      method: 'POST',
      url: `/api/admin/transcripts/jobs/${second.jobId}/publish`,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');

    const replaced = await admin.inject({
      method: 'POST',
      url: `/api/admin/transcripts/jobs/${second.jobId}/publish`,
      payload: { replace: true },
    });
    expect(replaced.statusCode).toBe(202);
    const done = await settled(second.jobId);
    expect(done).toMatchObject({ status: 'published', storyId: first.storyId });
    const calls = await t.db
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.companyId, company.id), eq(stories.contentType, 'earnings')));
    expect(calls).toHaveLength(1);
  });

  it('reports the same text filed under another company or quarter as a duplicate', async () => {
    const company = await createCompany(t.db);
    const body = pasted(company, { autoPublish: true });
    const first = await importText(body);
    expect(first.status).toBe('published');
    const other = await createCompany(t.db);
    const copy = await importText({ ...body, ticker: other.symbol, year: body.year + 1 });
    expect(copy).toMatchObject({ status: 'needs-review', duplicateOf: first.storyId });
  });

  it('lists recent jobs newest first as {data}', async () => {
    const company = await createCompany(t.db);
    const job = await importText(pasted(company));
    const response = await admin.inject({ method: 'GET', url: '/api/admin/transcripts/jobs' });
    expect(response.statusCode).toBe(200);
    const [newest] = response.json().data as ImportJob[];
    expect(newest).toMatchObject({ jobId: job.jobId, status: 'needs-review' });
    expect(newest!.preview).toBeUndefined();
  });
});

describe('POST /api/admin/stories/{id}/reprocess', () => {
  it('runs a published call through the pipeline again, without a second notification', async () => {
    const company = await createCompany(t.db);
    await t.db.insert(companyFollows).values({ userId: readerId, companyId: company.id });
    const published = await importText(pasted(company, { autoPublish: true }));
    const storyId = published.storyId!;
    const [before] = await t.db.select().from(stories).where(eq(stories.id, storyId));

    const response = await admin.inject({
      method: 'POST',
      url: `/api/admin/stories/${storyId}/reprocess`,
    });
    expect(response.statusCode).toBe(202);
    const job = await settled(response.json().jobId);
    expect(job).toMatchObject({ status: 'published', storyId, progress: 1 });
    const [after] = await t.db.select().from(stories).where(eq(stories.id, storyId));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());

    await eventually(
      () => t.db.select().from(notifications).where(eq(notifications.storyId, storyId)),
      (rows) => rows.length === 1,
    );
    // A reprocess is not a first publication: still one notification a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.storyId, storyId), eq(notifications.userId, readerId)));
    expect(rows).toHaveLength(1);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.story_reprocessed'), eq(auditLog.targetId, storyId)));
    expect(audit).toMatchObject({ actorId: adminId });
  });

  it('404 for a story without a transcript, 403 for a non-admin', async () => {
    const unknown = await admin.inject({
      method: 'POST',
      url: '/api/admin/stories/00000000-0000-4000-8000-000000000000/reprocess',
    });
    expect(unknown.statusCode).toBe(404);
    const notAdmin = await reader.inject({
      method: 'POST',
      url: '/api/admin/stories/00000000-0000-4000-8000-000000000000/reprocess',
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});

import { randomUUID } from 'node:crypto';
import { ANALYSIS_NAME_MAX, ANALYSIS_SCOPE_LIMITS } from '@clearcall/contracts';
import { ANALYSIS_TEMPLATES } from '@clearcall/insights';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { callText } from '../../../test/call-text';
import { createCompany, createStory, type TestCompany } from '../../../test/catalog';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { analyses, userPermissions } from '../../db/schema';
import { invalidateFeedCache } from '../feed/feed.service';

const t = useTestApp();
let acme: TestCompany;
let globex: TestCompany;
let quiet: TestCompany;
let acmeQ3: { id: string };

beforeAll(async () => {
  acme = await createCompany(t.db, { name: 'Acme Robotics', logoUrl: '/api/logos/ACME.svg' });
  globex = await createCompany(t.db, { name: 'Globex Energy' });
  quiet = await createCompany(t.db, { name: 'Quiet Holdings' });
  acmeQ3 = await createStory(t.db, acme, {
    year: 2026,
    quarter: 3,
    content: callText('Acme Robotics', 3, 412),
  });
  await createStory(t.db, acme, {
    year: 2026,
    quarter: 1,
    content: callText('Acme Robotics', 1, 380),
  });
  await createStory(t.db, acme, {
    year: 2025,
    quarter: 4,
    content: callText('Acme Robotics', 4, 350),
  });
  await createStory(t.db, globex, {
    year: 2026,
    quarter: 2,
    content: callText('Globex Energy', 2, 90),
  });
  // Neither a draft call nor a news story makes a company selectable.
  await createStory(t.db, quiet, { year: 2026, quarter: 3, status: 'draft', content: 'Draft.' });
  await createStory(t.db, quiet, { contentType: 'news', year: 2026, quarter: 3 });
  invalidateFeedCache();
});

async function signedIn() {
  const user = await createUser(t.db);
  return { user, as: await injectAs(t.app, user) };
}

type As = Awaited<ReturnType<typeof signedIn>>['as'];

async function create(as: As, userId: string, name = 'Analysis1'): Promise<string> {
  const response = await as.inject({
    method: 'POST',
    url: `/api/user/${userId}/analysis`,
    payload: { name },
  });
  expect(response.statusCode).toBe(200);
  return response.json().result._id;
}

function anonymous(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, payload, remoteAddress: uniqueAddress() });
}

describe('POST and GET /api/user/:userId/analysis', () => {
  const url = (userId: string) => `/api/user/${userId}/analysis`;

  it('401 without a session', async () => {
    const user = await createUser(t.db);
    expect((await anonymous('GET', url(user.id))).statusCode).toBe(401);
    expect((await anonymous('POST', url(user.id), { name: 'x' })).statusCode).toBe(401);
  });

  it('400 for a missing, blank or long name, with the reason', async () => {
    const { user, as } = await signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'Give the analysis a name'],
      [{ name: 'x'.repeat(ANALYSIS_NAME_MAX + 1) }, `at most ${ANALYSIS_NAME_MAX} characters`],
      [{ name: 42 }, 'name must be text'],
    ];
    for (const [payload, message] of cases) {
      const response = await as.inject({ method: 'POST', url: url(user.id), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message).toContain(message);
    }
    const bad = await as.inject({ method: 'GET', url: url('nope') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Invalid user id');
  });

  it("403 for another user's id, and nothing is created for them", async () => {
    const { user: other } = await signedIn();
    const { as } = await signedIn();
    const created = await as.inject({
      method: 'POST',
      url: url(other.id),
      payload: { name: 'Sneaky' },
    });
    expect(created.statusCode).toBe(403);
    expect((await as.inject({ method: 'GET', url: url(other.id) })).statusCode).toBe(403);
    expect(await t.db.select().from(analyses).where(eq(analyses.userId, other.id))).toEqual([]);
  });

  it('creates analyses and lists them, most recently updated first, with their companies', async () => {
    const { user, as } = await signedIn();
    expect((await as.inject({ method: 'GET', url: url(user.id) })).json()).toEqual({ result: [] });
    const created = await as.inject({
      method: 'POST',
      url: url(user.id),
      payload: { name: '  Analysis1 ' },
    });
    expect(created.json()).toEqual({ result: { _id: expect.any(String), name: 'Analysis1' } });
    const first = created.json().result._id as string;
    const second = await create(as, user.id, 'Analysis2');
    await t.db
      .update(analyses)
      .set({
        updatedAt: new Date(Date.now() + 60_000),
        filters: { companyIds: [globex.id, acme.id], years: [2026], quarters: [3], template: null },
      })
      .where(eq(analyses.id, first));

    const list = (await as.inject({ method: 'GET', url: url(user.id) })).json().result;
    expect(list.map((analysis: { _id: string }) => analysis._id)).toEqual([first, second]);
    expect(list[0]).toEqual({
      _id: first,
      name: 'Analysis1',
      status: true,
      updatedAt: expect.any(String),
      companyList: [
        {
          companyId: globex.id,
          companyName: 'Globex Energy',
          awsImageUrl: `/api/logos/${globex.symbol}.svg`,
        },
        { companyId: acme.id, companyName: 'Acme Robotics', awsImageUrl: '/api/logos/ACME.svg' },
      ],
      metadata: {
        contextualData: null,
        filters: { companyIds: [globex.id, acme.id], years: [2026], quarters: [3], template: null },
      },
    });
    expect(list[1]).toMatchObject({ companyList: [], metadata: { contextualData: null } });
  });
});

describe('GET and PUT /api/user/:userId/analysis/:id', () => {
  const url = (userId: string, id: string) => `/api/user/${userId}/analysis/${id}`;

  it('401 without a session, 400 for a bad id', async () => {
    const { user, as } = await signedIn();
    const id = await create(as, user.id);
    expect((await anonymous('GET', url(user.id, id))).statusCode).toBe(401);
    expect((await anonymous('PUT', url(user.id, id), { name: 'x' })).statusCode).toBe(401);
    const bad = await as.inject({ method: 'GET', url: url(user.id, 'nope') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Invalid analysis id');
  });

  it("403 for another user's path; 404 for another user's analysis under one's own id", async () => {
    const { user: other, as: otherAs } = await signedIn();
    const theirs = await create(otherAs, other.id, 'Private');
    const { user, as } = await signedIn();
    expect((await as.inject({ method: 'GET', url: url(other.id, theirs) })).statusCode).toBe(403);
    const hidden = await as.inject({ method: 'GET', url: url(user.id, theirs) });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'No analysis has this id.', code: 'NOT_FOUND' });
    expect(hidden.body).not.toContain('Private');
    const renamed = await as.inject({
      method: 'PUT',
      url: url(user.id, theirs),
      payload: { name: 'Mine now' },
    });
    expect(renamed.statusCode).toBe(404);
    const missing = await as.inject({ method: 'GET', url: url(user.id, randomUUID()) });
    expect(missing.statusCode).toBe(404);
    const [row] = await t.db.select().from(analyses).where(eq(analyses.id, theirs));
    expect(row?.name).toBe('Private');
  });

  it('shows an empty analysis with its metadata', async () => {
    const { user, as } = await signedIn();
    const id = await create(as, user.id, 'Fresh');
    const response = await as.inject({ method: 'GET', url: url(user.id, id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        _id: id,
        name: 'Fresh',
        status: true,
        updatedAt: expect.any(String),
        companyList: [],
        metadata: {
          contextualData: null,
          filters: { companyIds: [], years: [], quarters: [], template: null },
        },
        conversations: [],
      },
    });
  });

  it('400 for a body that is none of a name, status false or filters', async () => {
    const { user, as } = await signedIn();
    const id = await create(as, user.id);
    for (const payload of [
      {},
      { status: true },
      { name: 'x', status: false },
      { companyIds: [acme.id] },
      { companyIds: ['nope'], years: [], quarters: [] },
      { companyIds: [], years: [1800], quarters: [] },
      { companyIds: [], years: [], quarters: [5] },
    ]) {
      const response = await as.inject({ method: 'PUT', url: url(user.id, id), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('renames an analysis', async () => {
    const { user, as } = await signedIn();
    const id = await create(as, user.id);
    const response = await as.inject({
      method: 'PUT',
      url: url(user.id, id),
      payload: { name: 'Q3 review' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ _id: id, name: 'Q3 review', status: true });
  });

  it('saves filters: companies must exist, a template must be known, years and quarters newest first', async () => {
    const { user, as } = await signedIn();
    const id = await create(as, user.id);
    const unknown = randomUUID();
    const refused = await as.inject({
      method: 'PUT',
      url: url(user.id, id),
      payload: { companyIds: [acme.id, unknown], years: [2026], quarters: [3] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `companyIds.1: Unknown company: ${unknown}`,
    });
    const badTemplate = await as.inject({
      method: 'PUT',
      url: url(user.id, id),
      payload: { companyIds: [acme.id], years: [], quarters: [], template: 'horoscope' },
    });
    expect(badTemplate.statusCode).toBe(400);
    expect(badTemplate.json().message).toBe('template: Unknown template: horoscope');

    const saved = await as.inject({
      method: 'PUT',
      url: url(user.id, id),
      payload: {
        companyIds: [acme.id, globex.id, acme.id],
        years: [2025, 2026],
        quarters: [1, 3],
        template: 'guidance',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.metadata.filters).toEqual({
      companyIds: [acme.id, globex.id],
      years: [2026, 2025],
      quarters: [3, 1],
      template: 'guidance',
    });
    expect(
      saved.json().result.companyList.map((c: { companyName: string }) => c.companyName),
    ).toEqual(['Acme Robotics', 'Globex Energy']);
    // Without `template` the template stays; null clears it.
    const kept = await as.inject({
      method: 'PUT',
      url: url(user.id, id),
      payload: { companyIds: [globex.id], years: [], quarters: [] },
    });
    expect(kept.json().result.metadata.filters.template).toBe('guidance');
    const cleared = await as.inject({
      method: 'PUT',
      url: url(user.id, id),
      payload: { companyIds: [], years: [], quarters: [], template: null },
    });
    expect(cleared.json().result.metadata.filters).toEqual({
      companyIds: [],
      years: [],
      quarters: [],
      template: null,
    });
  });

  it('a soft delete hides the analysis from the list and from every later call', async () => {
    const { user, as } = await signedIn();
    const kept = await create(as, user.id, 'Kept');
    const gone = await create(as, user.id, 'Gone');
    const deleted = await as.inject({
      method: 'PUT',
      url: url(user.id, gone),
      payload: { status: false },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().result).toMatchObject({ _id: gone, status: false });

    const list = (await as.inject({ method: 'GET', url: `/api/user/${user.id}/analysis` })).json();
    expect(list.result.map((analysis: { _id: string }) => analysis._id)).toEqual([kept]);
    expect((await as.inject({ method: 'GET', url: url(user.id, gone) })).statusCode).toBe(404);
    const again = await as.inject({
      method: 'PUT',
      url: url(user.id, gone),
      payload: { status: false },
    });
    expect(again.statusCode).toBe(404);
    // The row stays (a soft delete), marked deleted.
    const [row] = await t.db.select().from(analyses).where(eq(analyses.id, gone));
    expect(row?.status).toBe(false);
  });
});

describe('POST /api/user/:userId/analysis/:id/template', () => {
  const url = (userId: string, id: string) => `/api/user/${userId}/analysis/${id}/template`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    type: 'earnings-overview',
    companies: 'Acme Robotics',
    companyIds: [acme.id],
    years: [2026],
    quarters: [3],
    ...overrides,
  });

  it('401 without a session, 403 for another user, 404 for their analysis', async () => {
    const { user: other, as: otherAs } = await signedIn();
    const theirs = await create(otherAs, other.id);
    expect((await anonymous('POST', url(other.id, theirs), body())).statusCode).toBe(401);
    const { user, as } = await signedIn();
    const forbidden = await as.inject({
      method: 'POST',
      url: url(other.id, theirs),
      payload: body(),
    });
    expect(forbidden.statusCode).toBe(403);
    const hidden = await as.inject({ method: 'POST', url: url(user.id, theirs), payload: body() });
    expect(hidden.statusCode).toBe(404);
    const [row] = await t.db.select().from(analyses).where(eq(analyses.id, theirs));
    expect(row?.contextualSummary).toBeNull();
  });

  it('400 with the reason for a bad body, an unknown template or company, or no call', async () => {
    const { user, as } = await signedIn();
    const id = await create(as, user.id);
    const unknown = randomUUID();
    const cases: [Record<string, unknown>, string][] = [
      [body({ companyIds: [] }), 'Choose at least one company'],
      [body({ type: '' }), 'Choose a template'],
      [body({ template: 'company' }), 'template can only be "industry"'],
      [body({ quarters: [0] }), 'quarters must be 1 to 4'],
      [body({ type: 'horoscope' }), 'type: Unknown template: horoscope'],
      [body({ template: 'industry' }), 'Earnings overview is a company template'],
      [body({ companyIds: [unknown] }), `companyIds.0: Unknown company: ${unknown}`],
      [body({ years: [2019] }), 'No published earnings call matches'],
      [body({ companyIds: [quiet.id] }), 'No published earnings call matches'],
    ];
    for (const [payload, message] of cases) {
      const response = await as.inject({ method: 'POST', url: url(user.id, id), payload });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message).toContain(message);
    }
    const [row] = await t.db.select().from(analyses).where(eq(analyses.id, id));
    expect(row?.contextualSummary).toBeNull();
  });

  it('403 when the plan does not include earnings calls', async () => {
    const { user, as } = await signedIn();
    await t.db.insert(userPermissions).values({ userId: user.id, tab: 'earnings', allowed: false });
    const id = await create(as, user.id);
    const response = await as.inject({ method: 'POST', url: url(user.id, id), payload: body() });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('does not include the Earnings tab');
  });

  it('runs a company template over a published call and keeps the summary and filters', async () => {
    const { user, as } = await signedIn();
    const id = await create(as, user.id);
    const response = await as.inject({ method: 'POST', url: url(user.id, id), payload: body() });
    expect(response.statusCode).toBe(200);
    const summary: string = response.json().result.summary;
    expect(summary).toContain('## Earnings overview');
    expect(summary).toContain('### Acme Robotics Q3 2026');
    expect(summary).toContain('$412.4 million');
    // Only the chosen quarter: Q1's revenue is not in it.
    expect(summary).not.toContain('$380.4 million');

    const detail = (
      await as.inject({ method: 'GET', url: `/api/user/${user.id}/analysis/${id}` })
    ).json().result;
    expect(detail.metadata).toEqual({
      contextualData: summary,
      filters: {
        companyIds: [acme.id],
        years: [2026],
        quarters: [3],
        template: 'earnings-overview',
      },
    });
  });

  it('runs an industry template with the user input over several companies', async () => {
    const { user, as } = await signedIn();
    const id = await create(as, user.id);
    const response = await as.inject({
      method: 'POST',
      url: url(user.id, id),
      payload: body({
        type: 'compare-key-figures',
        template: 'industry',
        companies: 'Acme Robotics,Globex Energy',
        companyIds: [acme.id, globex.id],
        years: [],
        quarters: [2, 3],
        userInput: 'How do revenues compare?',
      }),
    });
    expect(response.statusCode).toBe(200);
    const summary: string = response.json().result.summary;
    expect(summary).toContain('_Question: How do revenues compare?_');
    expect(summary).toContain('### Acme Robotics Q3 2026');
    expect(summary).toContain('### Globex Energy Q2 2026');
    expect(summary).not.toContain('Q1 2026');
  });
});

describe('GET /api/user/analysis/template', () => {
  it('401 without a session', async () => {
    expect((await anonymous('GET', '/api/user/analysis/template')).statusCode).toBe(401);
  });

  it("lists the engine's templates grouped by type, each _id the template id", async () => {
    const { as } = await signedIn();
    const response = await as.inject({ method: 'GET', url: '/api/user/analysis/template' });
    expect(response.statusCode).toBe(200);
    const { company, industry } = response.json().result;
    expect(company.map((template: { _id: string }) => template._id)).toEqual(
      ANALYSIS_TEMPLATES.filter((template) => template.type === 'company').map((t) => t.id),
    );
    expect(industry.map((template: { _id: string }) => template._id)).toEqual([
      'compare-key-figures',
      'common-themes',
      'outlier-companies',
    ]);
    expect(company[0]).toEqual({
      _id: 'earnings-overview',
      name: 'Earnings overview',
      description: expect.any(String),
      type: 'company',
    });
  });
});

describe('GET /api/user/analysis/companies', () => {
  it('401 without a session', async () => {
    expect((await anonymous('GET', '/api/user/analysis/companies')).statusCode).toBe(401);
  });

  it('lists companies with published calls, years and quarters newest first', async () => {
    const { as } = await signedIn();
    const response = await as.inject({ method: 'GET', url: '/api/user/analysis/companies' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { _id: string }[];
    expect(data.find((option) => option._id === quiet.id)).toBeUndefined();
    expect(data.find((option) => option._id === acme.id)).toEqual({
      _id: acme.id,
      companyName: 'Acme Robotics',
      awsImageUrl: '/api/logos/ACME.svg',
      years: [
        { year: 2026, quarters: [3, 1] },
        { year: 2025, quarters: [4] },
      ],
    });
    expect(data.find((option) => option._id === globex.id)).toMatchObject({
      years: [{ year: 2026, quarters: [2] }],
    });
    expect(acmeQ3.id).toBeTruthy();
  });

  it('403 when the plan does not include earnings calls', async () => {
    const { user, as } = await signedIn();
    await t.db.insert(userPermissions).values({ userId: user.id, tab: 'earnings', allowed: false });
    const response = await as.inject({ method: 'GET', url: '/api/user/analysis/companies' });
    expect(response.statusCode).toBe(403);
  });
});

describe('the work one request may ask for', () => {
  const templateUrl = (userId: string, id: string) => `/api/user/${userId}/analysis/${id}/template`;
  const conversationUrl = (userId: string, id: string) =>
    `/api/user/${userId}/analysis/${id}/conversation`;

  /** A company with a published call in every quarter of eleven years: 44 calls. */
  async function companyWithManyCalls(name: string): Promise<TestCompany> {
    const company = await createCompany(t.db, { name });
    for (let year = 2016; year <= 2026; year += 1) {
      for (const quarter of [1, 2, 3, 4]) {
        await createStory(t.db, company, { year, quarter, content: 'Revenue grew.' });
      }
    }
    return company;
  }

  it('refuses a selection of more calls than a template run or a question may read, saying so', async () => {
    const initech = await companyWithManyCalls('Initech');
    const hooli = await companyWithManyCalls('Hooli');
    const { user, as } = await signedIn();
    const id = await create(as, user.id);
    const template = await as.inject({
      method: 'POST',
      url: templateUrl(user.id, id),
      payload: { type: 'earnings-overview', companyIds: [initech.id], years: [], quarters: [] },
    });
    expect(template.statusCode).toBe(400);
    expect(template.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `companyIds: This selection covers 44 earnings calls; a template run reads at most ${ANALYSIS_SCOPE_LIMITS.templateCalls}. Choose fewer companies, years or quarters.`,
    });
    const [row] = await t.db.select().from(analyses).where(eq(analyses.id, id));
    expect(row?.contextualSummary).toBeNull();

    const question = await as.inject({
      method: 'POST',
      url: conversationUrl(user.id, id),
      payload: { message: 'Revenue?', companyIds: [initech.id, hooli.id], years: [], quarters: [] },
    });
    expect(question.statusCode).toBe(400);
    expect(question.json().message).toContain(
      `This selection covers 88 earnings calls; a question searches at most ${ANALYSIS_SCOPE_LIMITS.conversationCalls}.`,
    );
    // Narrowed to the cap, the same company runs.
    const narrowed = await as.inject({
      method: 'POST',
      url: templateUrl(user.id, id),
      payload: {
        type: 'earnings-overview',
        companyIds: [initech.id],
        years: [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017],
        quarters: [],
      },
    });
    expect(narrowed.statusCode).toBe(200);
  });

  it('limits template runs and questions per user, from however many addresses', async () => {
    const { user, as } = await signedIn();
    const id = await create(as, user.id);
    // Bodies the handler refuses (no call, unknown company): the limit counts before any work.
    const fromAnywhere = (options: { url: string; payload: Record<string, unknown> }) =>
      t.app.inject({
        method: 'POST',
        ...options,
        headers: { authorization: `Bearer ${as.token}` },
        remoteAddress: uniqueAddress(),
      });
    const runTemplate = () =>
      fromAnywhere({
        url: templateUrl(user.id, id),
        payload: { type: 'earnings-overview', companyIds: [acme.id], years: [2019], quarters: [] },
      });
    for (let run = 0; run < 10; run += 1) expect((await runTemplate()).statusCode).toBe(400);
    const refused = await runTemplate();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests from your account. Please wait 1 minute and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const ask = () =>
      fromAnywhere({
        url: conversationUrl(user.id, id),
        payload: { message: 'Revenue?', companyIds: [randomUUID()], years: [], quarters: [] },
      });
    for (let question = 0; question < 20; question += 1) {
      expect((await ask()).statusCode).toBe(400);
    }
    expect((await ask()).statusCode).toBe(429);

    // Another user is not slowed by it.
    const { user: other, as: otherAs } = await signedIn();
    const theirs = await create(otherAs, other.id);
    const answered = await otherAs.inject({
      method: 'POST',
      url: templateUrl(other.id, theirs),
      payload: { type: 'earnings-overview', companyIds: [acme.id], years: [2026], quarters: [3] },
    });
    expect(answered.statusCode).toBe(200);
  });
});

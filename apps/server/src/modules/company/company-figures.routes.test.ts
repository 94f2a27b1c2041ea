import {
  CompanyFiguresResponseSchema,
  KeyFigureSchema,
  type KeyFigure,
} from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createCompany, createStory, type TestCompany } from '../../../test/catalog';
import { createUser, injectAs, type TestUser } from '../../../test/factories';
import { stories } from '../../db/schema';
import { setUserPermissions } from '../premium/premium.service';

type Session = Awaited<ReturnType<typeof injectAs>>;

const t = useTestApp();
let reader: TestUser;
let session: Session;

beforeAll(async () => {
  reader = await createUser(t.db);
  session = await injectAs(t.app, reader);
});

const get = (url: string, as: Session = session) => as.inject({ method: 'GET', url });

/**
 * A figure as the engine stores it: the contract's defaults make it company-wide, unconflicted and
 * without a basis or range unless told otherwise.
 */
function figure(
  fields: Partial<KeyFigure> & Pick<KeyFigure, 'metric' | 'fiscalPeriod'>,
): KeyFigure {
  return KeyFigureSchema.parse({
    name: fields.metric,
    value: '1',
    unit: fields.metric.endsWith('margin') ? '%' : 'USD',
    period: 'the quarter',
    change: null,
    direction: null,
    isGuidance: false,
    sentenceId: 4,
    ...fields,
  });
}

/** A published call of the quarter with these key figures stored as the data load stores them. */
async function createCall(
  company: TestCompany,
  quarter: number,
  keyFigures: KeyFigure[],
  status: 'draft' | 'published' = 'published',
): Promise<{ id: string }> {
  const story = await createStory(t.db, company, {
    quarter,
    year: 2026,
    status,
    publishedAt: new Date(Date.UTC(2026, quarter * 3, 1)),
  });
  await t.db.update(stories).set({ summaryData: { keyFigures } }).where(eq(stories.id, story.id));
  return story;
}

describe('GET /api/user/company-figures/{companyId}', () => {
  it('charts the company-wide, unconflicted figures of each call, one value per quarter', async () => {
    const company = await createCompany(t.db);
    const first = await createCall(company, 1, [
      figure({ metric: 'revenue', fiscalPeriod: 'Q1 2026', amount: 3.0e9 }),
      figure({ metric: 'revenue', fiscalPeriod: 'Q1 2026', amount: 1.1e9, part: 'Devices' }),
      figure({ metric: 'eps', fiscalPeriod: 'Q1 2026', amount: 1.22, basis: 'adjusted' }),
      figure({ metric: 'eps', fiscalPeriod: 'Q1 2026', amount: 0.4, basis: 'gaap' }),
      figure({ metric: 'gross-margin', fiscalPeriod: 'Q1 2026', amount: 41.5, sentenceId: 9 }),
      figure({
        metric: 'revenue',
        fiscalPeriod: 'Q2 2026',
        isGuidance: true,
        low: 3.1e9,
        high: 3.3e9,
      }),
      figure({
        metric: 'revenue',
        fiscalPeriod: 'FY 2026',
        isGuidance: true,
        low: 12e9,
        high: 13e9,
      }),
      figure({ metric: 'net-income', fiscalPeriod: 'Q1 2026', amount: 2e8 }),
    ]);
    const second = await createCall(company, 2, [
      figure({ metric: 'revenue', fiscalPeriod: 'Q2 2026', amount: 3.2e9 }),
      figure({ metric: 'eps', fiscalPeriod: 'Q2 2026', amount: 1.84, basis: 'adjusted' }),
      figure({ metric: 'eps', fiscalPeriod: 'Q2 2026', amount: 1.9, basis: 'adjusted' }),
      figure({ metric: 'gross-margin', fiscalPeriod: 'Q2 2026', amount: 42, conflict: true }),
    ]);
    await createCall(
      company,
      3,
      [figure({ metric: 'revenue', fiscalPeriod: 'Q3 2026', amount: 9e9 })],
      'draft',
    );

    const response = await get(`/api/user/company-figures/${company.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = CompanyFiguresResponseSchema.parse(response.json());
    expect(data.calls).toBe(2);
    const point = (storyId: string, fiscalPeriod: string, values: object, sentenceId = 4) => ({
      fiscalPeriod,
      amount: null,
      low: null,
      high: null,
      storyId,
      sentenceId,
      ...values,
    });
    expect(data.series).toEqual([
      {
        metric: 'revenue',
        basis: 'gaap',
        unit: 'USD',
        results: [
          point(first.id, 'Q1 2026', { amount: 3.0e9 }),
          point(second.id, 'Q2 2026', { amount: 3.2e9 }),
        ],
        guidance: [point(first.id, 'Q2 2026', { low: 3.1e9, high: 3.3e9 })],
      },
      {
        metric: 'eps',
        basis: 'gaap',
        unit: 'USD',
        results: [point(first.id, 'Q1 2026', { amount: 0.4 })],
        guidance: [],
      },
      {
        // The second call states two values for its adjusted EPS: neither is charted.
        metric: 'eps',
        basis: 'adjusted',
        unit: 'USD',
        results: [point(first.id, 'Q1 2026', { amount: 1.22 })],
        guidance: [],
      },
      {
        metric: 'gross-margin',
        basis: 'gaap',
        unit: '%',
        results: [point(first.id, 'Q1 2026', { amount: 41.5 }, 9)],
        guidance: [],
      },
    ]);
  });

  it('answers a company without published calls with no series', async () => {
    const company = await createCompany(t.db);
    const response = await get(`/api/user/company-figures/${company.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { calls: 0, series: [] } });
  });

  it('draws a call published later into the cached series', async () => {
    const company = await createCompany(t.db);
    await createCall(company, 1, [
      figure({ metric: 'revenue', fiscalPeriod: 'Q1 2026', amount: 5 }),
    ]);
    const url = `/api/user/company-figures/${company.id}`;
    expect((await get(url)).json().data.calls).toBe(1);
    await createCall(company, 2, [
      figure({ metric: 'revenue', fiscalPeriod: 'Q2 2026', amount: 6 }),
    ]);
    const { data } = CompanyFiguresResponseSchema.parse((await get(url)).json());
    expect(data.calls).toBe(2);
    expect(data.series[0]?.results.map((result) => result.amount)).toEqual([5, 6]);
  });

  it('refuses a user whose plan locks earnings calls (403), and answers 404, 400 and 401', async () => {
    const company = await createCompany(t.db);
    const locked = await createUser(t.db);
    await setUserPermissions(t.db, locked.id, { earnings: false });
    const refused = await get(
      `/api/user/company-figures/${company.id}`,
      await injectAs(t.app, locked),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Upgrade/);

    const unknown = await get('/api/user/company-figures/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/user/company-figures/nope')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/user/company-figures/${company.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

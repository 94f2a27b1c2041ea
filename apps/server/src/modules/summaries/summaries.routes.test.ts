import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createCompany, type TestCompany } from '../../../test/catalog';
import { createUser, injectAs } from '../../../test/factories';
import { summaries } from '../../db/schema';
import { invalidateFeedCache } from '../feed/feed.service';
import { SUMMARY_LOCKED_MESSAGE } from './summaries.service';

type Session = Awaited<ReturnType<typeof injectAs>>;

const t = useTestApp();
let reader: Session;
let readerId: string;

beforeAll(async () => {
  const user = await createUser(t.db, { userType: 'Marketing' });
  readerId = user.id;
  reader = await injectAs(t.app, user);
});

let step = 0;

async function addSummary(
  company: TestCompany,
  entry: {
    year: number;
    quarter: number;
    type: 'summary_by_source' | 'summary_by_theme';
    category: string;
    storyIds?: string[];
  },
) {
  step += 1;
  await t.db.insert(summaries).values({
    companyId: company.id,
    type: entry.type,
    year: entry.year,
    quarter: entry.quarter,
    category: entry.category,
    details: `${entry.category} said something about Q${entry.quarter} ${entry.year}.`,
    citations: entry.storyIds ?? [],
    publishedAt: new Date(Date.UTC(2026, 0, 1) + step * 60_000),
  });
}

const optionsUrl = (userId: string) => `/api/user/summary-options/${userId}`;
const itemsUrl = (userId: string, query: Record<string, string | number>) =>
  `/api/user/summaries/${userId}?${new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString()}`;

describe('GET /api/user/summary-options/{userId}', () => {
  it('lists the companies with summaries, latest first, each with its quarters newest first', async () => {
    const older = await createCompany(t.db, { name: 'Older Summaries Inc' });
    const newer = await createCompany(t.db, { name: 'Newer Summaries Inc' });
    const without = await createCompany(t.db, { name: 'No Summaries Inc' });
    await addSummary(older, {
      year: 2025,
      quarter: 4,
      type: 'summary_by_source',
      category: 'News',
    });
    await addSummary(newer, {
      year: 2025,
      quarter: 3,
      type: 'summary_by_theme',
      category: 'Demand',
    });
    await addSummary(newer, {
      year: 2026,
      quarter: 1,
      type: 'summary_by_source',
      category: 'News',
    });
    await addSummary(newer, {
      year: 2026,
      quarter: 1,
      type: 'summary_by_theme',
      category: 'Demand',
    });
    invalidateFeedCache();

    const response = await reader.inject({ method: 'GET', url: optionsUrl(readerId) });
    expect(response.statusCode).toBe(200);
    const data: { companyId: string; companyName: string; quarters: unknown[] }[] =
      response.json().data;
    const ids = data.map((company) => company.companyId);
    expect(ids).not.toContain(without.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(data.find((company) => company.companyId === newer.id)).toMatchObject({
      companyName: 'Newer Summaries Inc',
      quarters: [
        { year: 2026, quarter: 1, sources: ['News'] },
        { year: 2025, quarter: 3, sources: [] },
      ],
    });
  });

  it('shows a newly summarized company once stories are published again', async () => {
    await reader.inject({ method: 'GET', url: optionsUrl(readerId) });
    const company = await createCompany(t.db);
    await addSummary(company, {
      year: 2026,
      quarter: 2,
      type: 'summary_by_source',
      category: 'News',
    });
    invalidateFeedCache();
    const response = await reader.inject({ method: 'GET', url: optionsUrl(readerId) });
    const ids = response.json().data.map((entry: { companyId: string }) => entry.companyId);
    expect(ids).toContain(company.id);
  });

  it('403 for a plan without the Summary tab, and for another user id', async () => {
    const business = await createUser(t.db, { userType: 'Business' });
    const session = await injectAs(t.app, business);
    const locked = await session.inject({ method: 'GET', url: optionsUrl(business.id) });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(SUMMARY_LOCKED_MESSAGE);
    const other = await reader.inject({ method: 'GET', url: optionsUrl(business.id) });
    expect(other.statusCode).toBe(403);
  });
});

describe('GET /api/user/summaries/{userId}', () => {
  it("serves one quarter's summaries of one type, earnings calls first", async () => {
    const company = await createCompany(t.db);
    const period = { year: 2026, quarter: 2 };
    await addSummary(company, { ...period, type: 'summary_by_source', category: 'News' });
    await addSummary(company, {
      ...period,
      type: 'summary_by_source',
      category: 'Earnings calls',
      storyIds: ['4a7c2d0e-58b3-4b7e-9b0a-5d7c1e2f3a4b'],
    });
    await addSummary(company, { ...period, type: 'summary_by_theme', category: 'Pricing' });
    await addSummary(company, {
      year: 2026,
      quarter: 1,
      type: 'summary_by_source',
      category: 'Hiring',
    });

    const response = await reader.inject({
      method: 'GET',
      url: itemsUrl(readerId, { companyId: company.id, ...period, type: 'summary_by_source' }),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.map((item: { category: string }) => item.category)).toEqual([
      'Earnings calls',
      'News',
    ]);
    expect(data[0]).toMatchObject({
      companyId: company.id,
      company: company.name,
      contentType: 'SummariseBySource',
      summaryDetails: 'Earnings calls said something about Q2 2026.',
      storyIds: ['4a7c2d0e-58b3-4b7e-9b0a-5d7c1e2f3a4b'],
    });
    expect(data[0].awsImageUrl).toBe(`/api/logos/${company.symbol}.svg`);

    const themes = await reader.inject({
      method: 'GET',
      url: itemsUrl(readerId, { companyId: company.id, ...period, type: 'summary_by_theme' }),
    });
    expect(themes.json().data).toEqual([
      expect.objectContaining({ category: 'Pricing', contentType: 'SummariseByTheme' }),
    ]);
  });

  it('answers an empty list for a quarter without summaries', async () => {
    const company = await createCompany(t.db);
    const response = await reader.inject({
      method: 'GET',
      url: itemsUrl(readerId, {
        companyId: company.id,
        year: 2020,
        quarter: 1,
        type: 'summary_by_theme',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('400 for a bad quarter, type or company id', async () => {
    const company = await createCompany(t.db);
    for (const query of [
      { companyId: company.id, year: 2026, quarter: 5, type: 'summary_by_theme' },
      { companyId: company.id, year: 2026, quarter: 1, type: 'summary_by_mood' },
      { companyId: 'acme', year: 2026, quarter: 1, type: 'summary_by_theme' },
    ]) {
      const response = await reader.inject({ method: 'GET', url: itemsUrl(readerId, query) });
      expect(response.statusCode).toBe(400);
    }
  });
});

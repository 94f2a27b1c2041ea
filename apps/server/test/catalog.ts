import { randomUUID } from 'node:crypto';
import type { IndustryId, StoryType } from '@clearcall/contracts';
import type { Database } from '../src/db/database';
import { companies, stories } from '../src/db/schema';

export type TestCompany = { id: string; name: string; symbol: string; industryId: IndustryId };

let nextSymbol = 0;

/** A ticker no other test company has: five capital letters. */
function uniqueSymbol(): string {
  nextSymbol += 1;
  let value = nextSymbol + Math.floor(Math.random() * 1_000_000);
  let symbol = '';
  for (let position = 0; position < 5; position += 1) {
    symbol = String.fromCharCode(65 + (value % 26)) + symbol;
    value = Math.floor(value / 26);
  }
  return symbol;
}

/** Inserts a company (Manufacturing, a generated logo) and returns what tests check against. */
export async function createCompany(
  db: Database,
  options: {
    name?: string;
    symbol?: string;
    industryId?: IndustryId;
    logoUrl?: string | null;
  } = {},
): Promise<TestCompany> {
  const symbol = options.symbol ?? uniqueSymbol();
  const industryId = options.industryId ?? 'D';
  const [row] = await db
    .insert(companies)
    .values({
      name: options.name ?? `Test Company ${randomUUID().slice(0, 8)}`,
      symbol,
      sicCode: 3571,
      industryId,
      logoUrl: options.logoUrl === undefined ? null : options.logoUrl,
    })
    .returning({ id: companies.id, name: companies.name, symbol: companies.symbol });
  if (!row) throw new Error('insert returned no company');
  return { ...row, industryId };
}

/** Inserts a story of a company, published now unless told otherwise. */
export async function createStory(
  db: Database,
  company: TestCompany,
  options: {
    contentType?: StoryType;
    status?: 'draft' | 'published';
    quarter?: number | null;
    year?: number | null;
    publishedAt?: Date;
    /** The full text, e.g. a call's transcript; empty by default. */
    content?: string;
  } = {},
): Promise<{ id: string }> {
  const [row] = await db
    .insert(stories)
    .values({
      companyId: company.id,
      industryId: company.industryId,
      contentType: options.contentType ?? 'earnings',
      status: options.status ?? 'published',
      publishedAt: options.publishedAt ?? new Date(),
      quarter: options.quarter === undefined ? 3 : options.quarter,
      year: options.year === undefined ? 2026 : options.year,
      source: 'Earnings call',
      title: `${company.name} earnings call`,
      content: options.content ?? '',
    })
    .returning({ id: stories.id });
  if (!row) throw new Error('insert returned no story');
  return row;
}

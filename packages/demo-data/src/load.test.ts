import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@clearcall/server/test/db';
import {
  appMeta,
  companies,
  companyFollows,
  earningTranscripts,
  industries,
  notifications,
  stories,
  summaries,
  userPermissions,
  users,
} from '@clearcall/server/db/schema';
import { verifyPassword } from '@clearcall/server/lib/password';
import { DEMO_ACCOUNTS, ensureIndustries, loadDemoData } from './load';
import { isDemoDataLoaded } from './demo-marker';
import { generateDemoData, resolveDemoOptions } from './generate';
import { stableUuid } from './random';

let database: TestDatabase;
const small = { seed: 3, companies: 30, stories: 120, transcriptCompanies: 10 };

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const total = async (
  table:
    | typeof companies
    | typeof stories
    | typeof users
    | typeof earningTranscripts
    | typeof companyFollows
    | typeof notifications
    | typeof summaries
    | typeof userPermissions,
) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('loadDemoData', () => {
  it('loads companies, stories, transcripts and accounts in one go and logs a summary', async () => {
    const lines: string[] = [];
    const result = await loadDemoData(database.db, { ...small, log: (line) => lines.push(line) });
    expect(result).toEqual({ companies: 30, stories: 160, users: 5, skipped: false });
    expect(await total(companies)).toBe(30);
    expect(await total(stories)).toBe(160);
    expect(await total(earningTranscripts)).toBe(43);
    expect(await total(users)).toBe(5);
    expect(await total(userPermissions)).toBe(35);
    // Eight for the analyst; the premium user gets the two companies with calls that are left.
    expect(await total(companyFollows)).toBe(10);
    expect(await total(notifications)).toBeGreaterThan(0);
    // The Summary tab's rows, by source and by theme.
    expect(await total(summaries)).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatch(
      /^Demo data: 30 companies, 160 stories, 5 users loaded in \d+\.\d s$/,
    );

    const [meta] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'demo_data'));
    expect(meta?.value).toMatchObject({ seed: 3, companies: 30, stories: 160 });
    expect(typeof (meta?.value as { loadedAt?: unknown }).loadedAt).toBe('string');
  });

  it('stores hashed passwords that verify with the demo password', async () => {
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    expect(admin?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEMO_ACCOUNTS[0]?.password ?? '', admin?.passwordHash ?? '')).toBe(
      true,
    );
  });

  it('refuses to load a second time and duplicates nothing', async () => {
    const lines: string[] = [];
    const again = await loadDemoData(database.db, { ...small, log: (line) => lines.push(line) });
    expect(again).toEqual({ companies: 0, stories: 0, users: 0, skipped: true });
    expect(lines).toEqual(['Demo data: already loaded in this database; nothing to do.']);
    expect(await total(companies)).toBe(30);
    expect(await total(stories)).toBe(160);
    expect(await total(users)).toBe(5);
  });

  it('keeps the ten industries idempotent', async () => {
    await ensureIndustries(database.db);
    await ensureIndustries(database.db);
    expect((await database.db.select({ n: count() }).from(industries))[0]?.n).toBe(10);
  });
});

describe('loadDemoData after a load killed midway', () => {
  let partial: TestDatabase;

  beforeAll(async () => {
    partial = await openTestDatabase();
  });

  afterAll(async () => {
    await partial.close();
  });

  it('removes what the interrupted load wrote and loads the whole set again', async () => {
    const db = partial.db;
    await ensureIndustries(db);
    // What an earlier version left when killed midway: the claim committed as `loading`, the
    // first batch of the very rows the load writes, and (killed later) a demo account.
    await db.insert(appMeta).values({ key: 'demo_data', value: { status: 'loading', seed: 3 } });
    const firstBatch = generateDemoData(resolveDemoOptions(small)).next().value;
    if (firstBatch?.kind !== 'companies') throw new Error('the load starts with companies');
    await db.insert(companies).values(firstBatch.rows);
    await db.insert(users).values({
      id: stableUuid(3, 'user', 'admin@example.com'),
      email: 'admin@example.com',
      passwordHash: 'scrypt$left-behind',
      firstName: 'Left',
      lastName: 'Behind',
      userType: 'Admin',
    });
    expect(await isDemoDataLoaded(db)).toBe(false);

    const lines: string[] = [];
    const result = await loadDemoData(db, { ...small, log: (line) => lines.push(line) });
    expect(result).toEqual({ companies: 30, stories: 160, users: 5, skipped: false });
    expect(lines[0]).toBe(
      'Demo data: an earlier load was interrupted; removing what it wrote and loading again.',
    );
    const countOf = async (table: typeof companies | typeof stories | typeof users) =>
      (await db.select({ n: count() }).from(table))[0]?.n;
    expect(await countOf(companies)).toBe(30);
    expect(await countOf(stories)).toBe(160);
    expect(await countOf(users)).toBe(5);
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(admin?.passwordHash).not.toBe('scrypt$left-behind');
    expect(await isDemoDataLoaded(db)).toBe(true);
  });
});

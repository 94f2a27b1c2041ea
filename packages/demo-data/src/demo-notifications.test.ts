import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@clearcall/server/test/build-app';
import { injectAs, type TestUser } from '@clearcall/server/test/factories';
import { users } from '@clearcall/server/db/schema';
import { DEMO_ACCOUNTS, loadDemoData } from './load';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await loadDemoData(t.db, { seed: 1, companies: 30, stories: 120, transcriptCompanies: 10 });
});

afterAll(async () => {
  await t.close();
});

async function demoUser(email: string): Promise<TestUser> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!account || !row) throw new Error(`no demo account ${email}`);
  return { ...row, password: account.password };
}

describe('the demo data through the API', () => {
  it.each(['analyst@example.com', 'premium@example.com'])(
    '%s has unread notifications, all about companies they follow',
    async (email) => {
      const user = await demoUser(email);
      const as = await injectAs(t.app, user);
      const list = await as.inject({ method: 'GET', url: `/api/user/notifications/${user.id}` });
      const followed = await as.inject({
        method: 'GET',
        url: `/api/user/followingCompany/${user.id}`,
      });
      const body = list.json<{ data: { companyId: string; viewedBy: number }[]; count: number }>();
      expect(body.count).toBeGreaterThan(0);
      expect(body.count).toBe(body.data.filter((item) => item.viewedBy === 0).length);
      const followedIds = new Set(
        followed.json<{ data: { companyId: string }[] }>().data.map((item) => item.companyId),
      );
      expect(followedIds.size).toBeGreaterThan(0);
      for (const item of body.data) expect(followedIds.has(item.companyId)).toBe(true);
    },
  );

  it('the newcomer follows nothing and has no notifications', async () => {
    const user = await demoUser('newcomer@example.com');
    const as = await injectAs(t.app, user);
    const list = await as.inject({ method: 'GET', url: `/api/user/notifications/${user.id}` });
    expect(list.json()).toEqual({ data: [], count: 0 });
  });
});

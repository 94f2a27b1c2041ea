import { DEFAULT_PERMISSIONS } from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { companies, upgradeRequests, userPermissions } from '../../db/schema';
import { UPGRADE_REQUEST_MESSAGE } from './premium.service';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

function anonymous(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, payload, remoteAddress: uniqueAddress() });
}

async function requestsOf(userId: string) {
  return t.db.select().from(upgradeRequests).where(eq(upgradeRequests.userId, userId));
}

describe('GET /api/user/permissions/:userId', () => {
  it('401 without a session', async () => {
    const user = await createUser(t.db);
    expect((await anonymous('GET', `/api/user/permissions/${user.id}`)).statusCode).toBe(401);
  });

  it("400 for a bad id, 403 for another user's permissions", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const as = await injectAs(t.app, user);
    expect((await as.inject({ method: 'GET', url: '/api/user/permissions/x' })).statusCode).toBe(
      400,
    );
    const foreign = await as.inject({ method: 'GET', url: `/api/user/permissions/${other.id}` });
    expect(foreign.statusCode).toBe(403);
  });

  it("falls back to the user type's defaults, and stored rows win", async () => {
    const business = await createUser(t.db, { userType: 'Business' });
    const as = await injectAs(t.app, business);
    const url = `/api/user/permissions/${business.id}`;
    const defaults = await as.inject({ method: 'GET', url });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toEqual({ result: { permissions: DEFAULT_PERMISSIONS.Business } });

    await t.db.insert(userPermissions).values([
      { userId: business.id, tab: 'social', allowed: true },
      { userId: business.id, tab: 'news', allowed: false },
    ]);
    const stored = await as.inject({ method: 'GET', url });
    expect(stored.json().result.permissions).toEqual({
      ...DEFAULT_PERMISSIONS.Business,
      social: true,
      news: false,
    });

    const marketing = await createUser(t.db, { userType: 'Marketing' });
    const asMarketing = await injectAs(t.app, marketing);
    const all = await asMarketing.inject({
      method: 'GET',
      url: `/api/user/permissions/${marketing.id}`,
    });
    expect(all.json().result.permissions).toEqual(DEFAULT_PERMISSIONS.Marketing);
  });
});

describe('POST /api/user/upgrade-request', () => {
  it('401 without a session', async () => {
    const response = await anonymous('POST', '/api/user/upgrade-request', { source: 'Header' });
    expect(response.statusCode).toBe(401);
  });

  it('400 for a missing or malformed source, a bad company id; nothing is written', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);
    for (const payload of [
      {},
      { source: '' },
      { source: 'x'.repeat(41) },
      { source: '<script>' },
      { source: 'Header', companyId: 'not-a-uuid' },
      { source: 'Header', companyName: 'y'.repeat(201) },
    ]) {
      const response = await as.inject({
        method: 'POST',
        url: '/api/user/upgrade-request',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await requestsOf(user.id)).toEqual([]);
  });

  it('records one open request per source and answers with the thank-you text', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);
    const [company] = await t.db.select({ id: companies.id }).from(companies).limit(1);
    const first = await as.inject({
      method: 'POST',
      url: '/api/user/upgrade-request',
      payload: { source: 'Header', companyId: company?.id, companyName: 'Acme' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: UPGRADE_REQUEST_MESSAGE });

    const again = await as.inject({
      method: 'POST',
      url: '/api/user/upgrade-request',
      payload: { source: 'Header' },
    });
    expect(again.statusCode).toBe(200);
    await as.inject({
      method: 'POST',
      url: '/api/user/upgrade-request',
      payload: { source: 'chat_banner' },
    });

    const rows = await requestsOf(user.id);
    expect(rows.map((row) => row.source).sort()).toEqual(['Header', 'chat_banner']);
    const header = rows.find((row) => row.source === 'Header');
    expect(header).toMatchObject({
      status: 'open',
      companyName: 'Acme',
      companyId: company?.id ?? null,
    });
  });

  it('keeps the name but not the id of a company that does not exist', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);
    const response = await as.inject({
      method: 'POST',
      url: '/api/user/upgrade-request',
      payload: {
        source: 'tab:social',
        companyId: '00000000-0000-4000-8000-000000000000',
        companyName: 'Gone Inc',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await requestsOf(user.id)).toMatchObject([{ companyId: null, companyName: 'Gone Inc' }]);
  });

  it('stops recording after five open requests', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);
    for (let index = 0; index < 7; index += 1) {
      const response = await as.inject({
        method: 'POST',
        url: '/api/user/upgrade-request',
        payload: { source: `source_${index}` },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await requestsOf(user.id)).toHaveLength(5);
  });
});

import { randomUUID } from 'node:crypto';
import { FOLLOWED_COMPANIES_MAX } from '@clearcall/contracts';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createCompany, type TestCompany } from '../../../test/catalog';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { companies, companyFollows } from '../../db/schema';

const t = useTestApp();
let acme: TestCompany;
let globex: TestCompany;
let initech: TestCompany;

beforeAll(async () => {
  acme = await createCompany(t.db, { name: 'Acme Robotics', logoUrl: '/api/logos/ACME-WHITE.svg' });
  globex = await createCompany(t.db, { name: 'Globex Energy' });
  initech = await createCompany(t.db, { name: 'Initech Software' });
});

async function signedIn() {
  const user = await createUser(t.db);
  return { user, as: await injectAs(t.app, user) };
}

async function followedIds(userId: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: companyFollows.companyId })
    .from(companyFollows)
    .where(eq(companyFollows.userId, userId))
    .orderBy(asc(companyFollows.createdAt));
  return rows.map((row) => row.id);
}

async function seedFollows(userId: string, list: TestCompany[]) {
  for (const [position, company] of list.entries()) {
    await t.db.insert(companyFollows).values({
      userId,
      companyId: company.id,
      createdAt: new Date(Date.UTC(2026, 0, position + 1)),
    });
  }
}

function anonymous(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, payload, remoteAddress: uniqueAddress() });
}

describe('POST /api/user/follow/:userId', () => {
  const url = (userId: string) => `/api/user/follow/${userId}`;

  it('401 without a session', async () => {
    const user = await createUser(t.db);
    const response = await anonymous('POST', url(user.id), {
      status: 'follow',
      companyId: acme.id,
      company: acme.name,
    });
    expect(response.statusCode).toBe(401);
    expect(await followedIds(user.id)).toEqual([]);
  });

  it('400 for a bad status or company id', async () => {
    const { user, as } = await signedIn();
    for (const payload of [
      { status: 'like', companyId: acme.id },
      { status: 'follow', companyId: 'nope' },
      { status: 'follow' },
    ]) {
      const response = await as.inject({ method: 'POST', url: url(user.id), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await followedIds(user.id)).toEqual([]);
  });

  it("403 for another user's id, and their follows stay", async () => {
    const { user: other } = await signedIn();
    await seedFollows(other.id, [globex]);
    const { as } = await signedIn();
    const response = await as.inject({
      method: 'POST',
      url: url(other.id),
      payload: { status: 'unfollow', companyId: globex.id, company: globex.name },
    });
    expect(response.statusCode).toBe(403);
    expect(await followedIds(other.id)).toEqual([globex.id]);
  });

  it('404 for a company that does not exist, and nothing is written', async () => {
    const { user, as } = await signedIn();
    const response = await as.inject({
      method: 'POST',
      url: url(user.id),
      payload: { status: 'follow', companyId: randomUUID(), company: 'Nobody Inc' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Company not found.', code: 'NOT_FOUND' });
    expect(await followedIds(user.id)).toEqual([]);
  });

  it('follows and unfollows, each idempotent, naming the company as stored', async () => {
    const { user, as } = await signedIn();
    const follow = () =>
      as.inject({
        method: 'POST',
        url: url(user.id),
        payload: { status: 'follow', companyId: acme.id, company: 'whatever the client sent' },
      });
    const first = await follow();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'You are now following Acme Robotics.' });
    expect((await follow()).statusCode).toBe(200);
    expect(await followedIds(user.id)).toEqual([acme.id]);

    const unfollow = () =>
      as.inject({
        method: 'POST',
        url: url(user.id),
        payload: { status: 'unfollow', companyId: acme.id, company: acme.name },
      });
    const gone = await unfollow();
    expect(gone.json()).toEqual({ message: 'You no longer follow Acme Robotics.' });
    expect((await unfollow()).statusCode).toBe(200);
    expect(await followedIds(user.id)).toEqual([]);
  });

  it(`409 past ${FOLLOWED_COMPANIES_MAX} companies, while re-following one still succeeds`, async () => {
    const { user, as } = await signedIn();
    const many = await t.db
      .insert(companies)
      .values(
        Array.from({ length: FOLLOWED_COMPANIES_MAX }, (_, position) => ({
          name: `Limit Test ${position}`,
          symbol: `L${randomUUID().slice(0, 8)}`,
          sicCode: 3571,
          industryId: 'D',
        })),
      )
      .returning({ id: companies.id });
    await t.db
      .insert(companyFollows)
      .values(many.map((row) => ({ userId: user.id, companyId: row.id })));

    const refused = await as.inject({
      method: 'POST',
      url: url(user.id),
      payload: { status: 'follow', companyId: acme.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
    expect(await followedIds(user.id)).not.toContain(acme.id);

    const again = await as.inject({
      method: 'POST',
      url: url(user.id),
      payload: { status: 'follow', companyId: many[0]?.id },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('GET /api/user/followingCompany/:userId', () => {
  const url = (userId: string) => `/api/user/followingCompany/${userId}`;

  it('401 without a session, 400 for a bad id, 403 for another user', async () => {
    const { user: other } = await signedIn();
    await seedFollows(other.id, [acme]);
    expect((await anonymous('GET', url(other.id))).statusCode).toBe(401);
    const { as } = await signedIn();
    expect((await as.inject({ method: 'GET', url: url('nope') })).statusCode).toBe(400);
    const forbidden = await as.inject({ method: 'GET', url: url(other.id) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain(acme.id);
  });

  it('lists the followed companies, oldest follow first, with their logos', async () => {
    const { user, as } = await signedIn();
    await seedFollows(user.id, [globex, acme]);
    const response = await as.inject({ method: 'GET', url: url(user.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          company: 'Globex Energy',
          companyId: globex.id,
          companyLogo: `/api/logos/${globex.symbol}.svg`,
        },
        { company: 'Acme Robotics', companyId: acme.id, companyLogo: '/api/logos/ACME-WHITE.svg' },
      ],
    });

    const { user: fresh, as: freshAs } = await signedIn();
    expect((await freshAs.inject({ method: 'GET', url: url(fresh.id) })).json()).toEqual({
      data: [],
    });
  });
});

describe('PUT /api/user/updateCompanyInUser/:userId', () => {
  const url = (userId: string) => `/api/user/updateCompanyInUser/${userId}`;

  it('401 without a session', async () => {
    const user = await createUser(t.db);
    const response = await anonymous('PUT', url(user.id), { company: [acme.id] });
    expect(response.statusCode).toBe(401);
    expect(await followedIds(user.id)).toEqual([]);
  });

  it('400 for unknown or malformed ids and a missing list; nothing changes', async () => {
    const { user, as } = await signedIn();
    await seedFollows(user.id, [acme]);
    const unknown = randomUUID();
    const response = await as.inject({
      method: 'PUT',
      url: url(user.id),
      payload: { company: [globex.id, unknown] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `company.1: Unknown company: ${unknown}`,
    });
    for (const payload of [{ company: ['nope'] }, {}, { company: acme.id }]) {
      const bad = await as.inject({ method: 'PUT', url: url(user.id), payload });
      expect(bad.statusCode).toBe(400);
    }
    const tooMany = await as.inject({
      method: 'PUT',
      url: url(user.id),
      payload: { company: Array.from({ length: FOLLOWED_COMPANIES_MAX + 1 }, () => acme.id) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await followedIds(user.id)).toEqual([acme.id]);
  });

  it("403 for another user's id, and their follows stay", async () => {
    const { user: other } = await signedIn();
    await seedFollows(other.id, [acme]);
    const { as } = await signedIn();
    const response = await as.inject({
      method: 'PUT',
      url: url(other.id),
      payload: { company: [] },
    });
    expect(response.statusCode).toBe(403);
    expect(await followedIds(other.id)).toEqual([acme.id]);
  });

  it('replaces the list, keeps the date of follows that stay, and an empty list clears it', async () => {
    const { user, as } = await signedIn();
    await seedFollows(user.id, [acme, globex]);
    const response = await as.inject({
      method: 'PUT',
      url: url(user.id),
      payload: { company: [initech.id, globex.id, initech.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your companies have been saved.' });
    // Globex was followed first, in January; Initech just now.
    expect(await followedIds(user.id)).toEqual([globex.id, initech.id]);

    const cleared = await as.inject({ method: 'PUT', url: url(user.id), payload: { company: [] } });
    expect(cleared.json()).toEqual({ message: 'You no longer follow any company.' });
    expect(await followedIds(user.id)).toEqual([]);
  });
});

describe('PUT /api/user/addCompanyToUser/:userId', () => {
  const url = (userId: string) => `/api/user/addCompanyToUser/${userId}`;

  it('401 without a session, 400 for a bad id, 403 for another user, 404 for no company', async () => {
    const user = await createUser(t.db);
    expect((await anonymous('PUT', url(user.id), { companyId: acme.id })).statusCode).toBe(401);
    const { user: me, as } = await signedIn();
    const bad = await as.inject({ method: 'PUT', url: url(me.id), payload: { companyId: 'x' } });
    expect(bad.statusCode).toBe(400);
    const forbidden = await as.inject({
      method: 'PUT',
      url: url(user.id),
      payload: { companyId: acme.id, company: acme.name },
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await as.inject({
      method: 'PUT',
      url: url(me.id),
      payload: { companyId: randomUUID(), company: 'Nobody' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await followedIds(user.id)).toEqual([]);
    expect(await followedIds(me.id)).toEqual([]);
  });

  it('adds one company to the list, once', async () => {
    const { user, as } = await signedIn();
    await seedFollows(user.id, [acme]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await as.inject({
        method: 'PUT',
        url: url(user.id),
        payload: { company: initech.name, companyId: initech.id },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'You are now following Initech Software.' });
    }
    expect(await followedIds(user.id)).toEqual([acme.id, initech.id]);
  });
});

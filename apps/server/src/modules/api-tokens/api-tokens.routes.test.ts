import {
  AccountExportSchema,
  ApiTokensResponseSchema,
  CreatedApiTokenResponseSchema,
} from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs, type TestUser } from '../../../test/factories';
import { apiTokens, auditLog, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { findApiTokenIdentity, mintOperatorToken } from './api-tokens.service';

type Session = Awaited<ReturnType<typeof injectAs>>;

const t = useTestApp();
let adminUser: TestUser;
let admin: Session;
let readerUser: TestUser;
let reader: Session;

beforeAll(async () => {
  adminUser = await createUser(t.db, { userType: 'Admin' });
  admin = await injectAs(t.app, adminUser);
  readerUser = await createUser(t.db, { userType: 'Business' });
  reader = await injectAs(t.app, readerUser);
});

async function createToken(name = 'Import script') {
  const response = await admin.inject({
    method: 'POST',
    url: `/api/user/api-tokens/${adminUser.id}`,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return CreatedApiTokenResponseSchema.parse(response.json());
}

function withToken(secret: string, url = '/api/admin/companies') {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });
}

describe('API tokens', () => {
  it('401 without a session, 400 for a bad body, 403 for another user or a non-admin', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/user/api-tokens/${adminUser.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await admin.inject({
      method: 'POST',
      url: `/api/user/api-tokens/${adminUser.id}`,
      payload: { name: '   ' },
    });
    expect(bad.statusCode).toBe(400);
    const other = await reader.inject({
      method: 'GET',
      url: `/api/user/api-tokens/${adminUser.id}`,
    });
    expect(other.statusCode).toBe(403);
    const notAdmin = await reader.inject({
      method: 'POST',
      url: `/api/user/api-tokens/${readerUser.id}`,
      payload: { name: 'mine' },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json<{ message: string }>().message).toMatch(/Only admins/);
  });

  it('shows the secret once, stores only its hash, and lets it act as the admin', async () => {
    const created = await createToken();
    expect(created.secret).toMatch(/^ccat_[A-Za-z0-9_-]{43}$/);
    expect(created.token.prefix).toBe(created.secret.slice(0, 11));
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id));
    expect(row?.tokenHash).toBe(hashToken(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await admin.inject({ method: 'GET', url: `/api/user/api-tokens/${adminUser.id}` });
    const listed = ApiTokensResponseSchema.parse(list.json()).data;
    expect(listed.find((token) => token.id === created.token.id)).toEqual({
      ...created.token,
      lastUsedAt: null,
    });
    expect(list.body).not.toContain(created.secret);

    const used = await withToken(created.secret);
    expect(used.statusCode, used.body).toBe(200);
    const [touched] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id));
    expect(touched?.lastUsedAt).not.toBeNull();

    const [event] = await t.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, created.token.id));
    expect(event?.actorId).toBe(adminUser.id);
  });

  it('writes lastUsedAt at most once a minute', async () => {
    const created = await createToken();
    const start = new Date('2026-11-29T10:00:00Z');
    await findApiTokenIdentity(t.db, created.secret, start);
    await findApiTokenIdentity(t.db, created.secret, new Date(start.getTime() + 30_000));
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id));
    expect(row?.lastUsedAt?.toISOString()).toBe(start.toISOString());
    await findApiTokenIdentity(t.db, created.secret, new Date(start.getTime() + 61_000));
    const [later] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id));
    expect(later?.lastUsedAt?.getTime()).toBe(start.getTime() + 61_000);
  });

  it('refuses a revoked token (401), an unknown one (401), and 404 for revoking twice', async () => {
    const created = await createToken();
    const revoke = () =>
      admin.inject({
        method: 'DELETE',
        url: `/api/user/api-tokens/${adminUser.id}/${created.token.id}`,
      });
    expect((await revoke()).statusCode).toBe(200);
    expect((await revoke()).statusCode).toBe(404);
    expect((await withToken(created.secret)).statusCode).toBe(401);
    expect((await withToken(`${created.secret.slice(0, -1)}x`)).statusCode).toBe(401);
    const list = await admin.inject({ method: 'GET', url: `/api/user/api-tokens/${adminUser.id}` });
    expect(list.body).not.toContain(created.token.id);
  });

  it('refuses the token of an owner no longer an admin or deactivated (403)', async () => {
    const owner = await createUser(t.db, { userType: 'Admin' });
    const minted = await mintOperatorTokenFor(owner);
    expect((await withToken(minted)).statusCode).toBe(200);
    await t.db.update(users).set({ userType: 'Business' }).where(eq(users.id, owner.id));
    expect((await withToken(minted)).statusCode).toBe(403);
    await t.db
      .update(users)
      .set({ userType: 'Admin', userStatus: false, activatedAt: new Date() })
      .where(eq(users.id, owner.id));
    const deactivated = await withToken(minted);
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
  });

  it('is part of the data export and is deleted with the account', async () => {
    const created = await createToken('Exported');
    const exported = await admin.inject({ method: 'GET', url: `/api/user/export/${adminUser.id}` });
    expect(exported.statusCode, exported.body).toBe(200);
    const body = AccountExportSchema.parse(exported.json());
    expect(body.apiTokens.find((token) => token._id === created.token.id)).toMatchObject({
      name: 'Exported',
      prefix: created.token.prefix,
      revokedAt: null,
    });
    expect(exported.body).not.toContain(created.secret);

    const owner = await createUser(t.db, { userType: 'Admin' });
    await mintOperatorTokenFor(owner);
    await t.db.delete(users).where(eq(users.id, owner.id));
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.id))).toEqual([]);
  });

  it('mints a short-lived operator token for the first active admin and revokes it', async () => {
    const minted = await mintOperatorToken(t.db, 'command line');
    expect(minted).toBeDefined();
    expect((await withToken(minted!.secret)).statusCode).toBe(200);
    await minted!.revoke();
    expect((await withToken(minted!.secret)).statusCode).toBe(401);
  });
});

/** A token for a given admin, through the real creation route. */
async function mintOperatorTokenFor(owner: TestUser): Promise<string> {
  const session = await injectAs(t.app, owner);
  const response = await session.inject({
    method: 'POST',
    url: `/api/user/api-tokens/${owner.id}`,
    payload: { name: 'owner token' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return CreatedApiTokenResponseSchema.parse(response.json()).secret;
}

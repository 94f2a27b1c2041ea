import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs, type TestUser } from '../../../test/factories';
import { auditLog, ssoIdentities, users } from '../../db/schema';
import {
  IDENTITY_NOT_FOUND_MESSAGE,
  IDENTITY_REMOVED_MESSAGE,
  LAST_SIGN_IN_MESSAGE,
} from './sso-identities.service';

const t = useTestApp();

/** Links a provider identity to a user, as a finished single sign-on leaves it. */
async function linkIdentity(
  user: TestUser,
  provider: 'linkedin' | 'azure',
  lastUsedAt: Date | null = null,
): Promise<string> {
  const [row] = await t.db
    .insert(ssoIdentities)
    .values({
      userId: user.id,
      provider,
      issuer: `https://${provider}.example.com`,
      subject: `subject-${randomUUID()}`,
      email: user.email,
      lastUsedAt,
    })
    .returning();
  return row!.id;
}

/** A signed-in account that has only single sign-on: its password is removed after sign-in. */
async function signedInWithoutPassword() {
  const user = await createUser(t.db);
  const me = await injectAs(t.app, user);
  await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
  return { user, me };
}

function identitiesOf(userId: string) {
  return t.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, userId));
}

describe('GET and DELETE /api/user/sso-identities/:userId', () => {
  it('401 without a session, 403 for another user id', async () => {
    const owner = await createUser(t.db);
    const identityId = await linkIdentity(owner, 'linkedin');
    const other = await injectAs(t.app, await createUser(t.db));
    for (const [method, url] of [
      ['GET', `/api/user/sso-identities/${owner.id}`],
      ['DELETE', `/api/user/sso-identities/${owner.id}/${identityId}`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await other.inject({ method, url });
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await identitiesOf(owner.id)).toHaveLength(1);
  });

  it('400 for an identity id that is not an id', async () => {
    const user = await createUser(t.db);
    const me = await injectAs(t.app, user);
    const response = await me.inject({
      method: 'DELETE',
      url: `/api/user/sso-identities/${user.id}/not-an-id`,
    });
    expect(response.statusCode).toBe(400);
  });

  it("404 for another user's identity, which stays linked", async () => {
    const owner = await createUser(t.db);
    const theirs = await linkIdentity(owner, 'azure');
    const caller = await createUser(t.db);
    const me = await injectAs(t.app, caller);
    const response = await me.inject({
      method: 'DELETE',
      url: `/api/user/sso-identities/${caller.id}/${theirs}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: IDENTITY_NOT_FOUND_MESSAGE });
    expect(await identitiesOf(owner.id)).toHaveLength(1);
  });

  it('lists the linked sign-ins: provider, e-mail, when linked and last used, nothing more', async () => {
    const user = await createUser(t.db);
    const lastUsed = new Date('2026-11-20T08:30:00.000Z');
    const linkedin = await linkIdentity(user, 'linkedin', lastUsed);
    const azure = await linkIdentity(user, 'azure');
    await linkIdentity(await createUser(t.db), 'linkedin');
    const me = await injectAs(t.app, user);
    const response = await me.inject({ method: 'GET', url: `/api/user/sso-identities/${user.id}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown>[] }>();
    expect(data).toEqual([
      {
        _id: linkedin,
        provider: 'linkedin',
        email: user.email,
        linkedAt: expect.any(String),
        lastUsedAt: lastUsed.toISOString(),
      },
      {
        _id: azure,
        provider: 'azure',
        email: user.email,
        linkedAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
  });

  it('removes one linked sign-in and records it', async () => {
    const user = await createUser(t.db);
    const removed = await linkIdentity(user, 'linkedin');
    const kept = await linkIdentity(user, 'azure');
    const me = await injectAs(t.app, user);
    const response = await me.inject({
      method: 'DELETE',
      url: `/api/user/sso-identities/${user.id}/${removed}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: IDENTITY_REMOVED_MESSAGE });
    expect((await identitiesOf(user.id)).map((row) => row.id)).toEqual([kept]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'sso.identity_removed')));
    expect(audit[0]?.detail).toEqual({ identityId: removed, provider: 'linkedin' });
  });

  it('a password account may remove its only linked sign-in', async () => {
    const user = await createUser(t.db);
    const only = await linkIdentity(user, 'azure');
    const me = await injectAs(t.app, user);
    const response = await me.inject({
      method: 'DELETE',
      url: `/api/user/sso-identities/${user.id}/${only}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('409: an account without a password keeps its last way to sign in', async () => {
    const { user, me } = await signedInWithoutPassword();
    const first = await linkIdentity(user, 'linkedin');
    const last = await linkIdentity(user, 'azure');
    const url = (id: string) => `/api/user/sso-identities/${user.id}/${id}`;
    expect((await me.inject({ method: 'DELETE', url: url(first) })).statusCode).toBe(200);
    const refused = await me.inject({ method: 'DELETE', url: url(last) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: LAST_SIGN_IN_MESSAGE });
    expect((await identitiesOf(user.id)).map((row) => row.id)).toEqual([last]);
  });

  it('409 holds when both of the last two are removed at once', async () => {
    const { user, me } = await signedInWithoutPassword();
    const ids = [await linkIdentity(user, 'linkedin'), await linkIdentity(user, 'azure')];
    const responses = await Promise.all(
      ids.map((id) =>
        me.inject({ method: 'DELETE', url: `/api/user/sso-identities/${user.id}/${id}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await identitiesOf(user.id)).toHaveLength(1);
  });
});

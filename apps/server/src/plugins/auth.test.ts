import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/build-app';
import { createUser, injectAs } from '../../test/factories';
import { PUBLIC_ROUTE, sessionRoute } from './auth';

const t = useTestApp({
  beforeReady: (app) => {
    app.post(
      '/api/test/admin-only/:userId',
      {
        config: { auth: sessionRoute({ role: 'Admin', self: 'userId' }) },
        schema: {
          tags: ['test'],
          params: z.object({ userId: z.string() }),
          body: z.object({ name: z.string() }),
        },
      },
      async (request) => ({ caller: request.user?.userId }),
    );
  },
});

describe('route guards', () => {
  it('checks the session first, then the body, then role and ownership', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const member = await createUser(t.db, { userType: 'Business' });
    const url = (id: string) => `/api/test/admin-only/${id}`;

    const anonymous = await t.app.inject({ method: 'POST', url: url(admin.id), payload: {} });
    expect(anonymous.statusCode).toBe(401);

    const asAdmin = await injectAs(t.app, admin);
    const invalid = await asAdmin.inject({ method: 'POST', url: url(admin.id), payload: {} });
    expect(invalid.statusCode).toBe(400);

    const asMember = await injectAs(t.app, member);
    const wrongRole = await asMember.inject({
      method: 'POST',
      url: url(member.id),
      payload: { name: 'x' },
    });
    expect(wrongRole.statusCode).toBe(403);

    const notSelf = await asAdmin.inject({
      method: 'POST',
      url: url(member.id),
      payload: { name: 'x' },
    });
    expect(notSelf.statusCode).toBe(403);

    const allowed = await asAdmin.inject({
      method: 'POST',
      url: url(admin.id),
      payload: { name: 'x' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ caller: admin.id });
  });

  it('refuses a malformed Authorization header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout/00000000-0000-0000-0000-000000000000',
      headers: { authorization: 'Token abc' },
      payload: { token: 'abc' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
  });

  it('lists every route with its guard', () => {
    const guards = t.app.listRouteGuards();
    expect(guards).toContainEqual({
      method: 'POST',
      url: '/api/user/login',
      auth: PUBLIC_ROUTE,
      rateLimited: true,
    });
    expect(guards).toContainEqual({
      method: 'POST',
      url: '/api/admin/logout/:userId',
      auth: { access: 'session', role: undefined, selfParam: 'userId', inactive: 'allow' },
      rateLimited: false,
    });
    expect(guards).toContainEqual({
      method: 'GET',
      url: '/api/user/notifications/:userId',
      auth: { access: 'session', role: undefined, selfParam: 'userId' },
      rateLimited: false,
    });
  });

  it('refuses to start with an /api route that declares no guard', async () => {
    await expect(
      buildTestApp({
        db: t.db,
        beforeReady: (app) => {
          app.get('/api/test/forgotten', { schema: { tags: ['test'] } }, async () => 'open');
        },
      }),
    ).rejects.toThrow('Routes without config.auth: GET /api/test/forgotten');
  });
});

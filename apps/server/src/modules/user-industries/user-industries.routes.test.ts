import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs, uniqueAddress, type TestUser } from '../../../test/factories';
import { userIndustries } from '../../db/schema';

type AsUser = Awaited<ReturnType<typeof injectAs>>;

const t = useTestApp();

function anonymous(method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, payload, remoteAddress: uniqueAddress() });
}

async function signedIn(options: Parameters<typeof createUser>[1] = {}) {
  const user: TestUser = await createUser(t.db, options);
  const as: AsUser = await injectAs(t.app, user);
  return { user, as };
}

async function storedIndustries(userId: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: userIndustries.industryId })
    .from(userIndustries)
    .where(eq(userIndustries.userId, userId));
  return rows.map((row) => row.id).sort();
}

describe('GET /api/user/get-all-channel/:userId', () => {
  it('401 without a session', async () => {
    const { user } = await signedIn();
    const response = await anonymous('GET', `/api/user/get-all-channel/${user.id}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('400 for an id that is not a uuid', async () => {
    const { as } = await signedIn();
    const response = await as.inject({ method: 'GET', url: '/api/user/get-all-channel/nope' });
    expect(response.statusCode).toBe(400);
  });

  it("403 for another user's id, also for an Admin", async () => {
    const { user: other } = await signedIn({ industries: ['A'] });
    const { as } = await signedIn();
    const response = await as.inject({
      method: 'GET',
      url: `/api/user/get-all-channel/${other.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Agriculture');

    const { as: admin } = await signedIn({ userType: 'Admin' });
    const asAdmin = await admin.inject({
      method: 'GET',
      url: `/api/user/get-all-channel/${other.id}`,
    });
    expect(asAdmin.statusCode).toBe(403);
  });

  it("the user's industries as channels in the industries' order; empty before onboarding", async () => {
    const { user, as } = await signedIn({ industries: ['H', 'A'] });
    const response = await as.inject({
      method: 'GET',
      url: `/api/user/get-all-channel/${user.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: [
        {
          channelId: 'A',
          channelName: 'Agriculture, Forestry, Fishing',
          projectId: 'A',
          projectName: 'Agriculture, Forestry, Fishing',
        },
        {
          channelId: 'H',
          channelName: 'Finance, Insurance, Real Estate',
          projectId: 'H',
          projectName: 'Finance, Insurance, Real Estate',
        },
      ],
    });

    const { user: fresh, as: freshAs } = await signedIn();
    const empty = await freshAs.inject({
      method: 'GET',
      url: `/api/user/get-all-channel/${fresh.id}`,
    });
    expect(empty.json()).toEqual({ result: [] });
  });
});

describe('PUT /api/user/updateProjectInUser/:userId', () => {
  const url = (userId: string) => `/api/user/updateProjectInUser/${userId}`;

  it('401 without a session', async () => {
    const { user } = await signedIn();
    const response = await anonymous('PUT', url(user.id), { project: ['A'] });
    expect(response.statusCode).toBe(401);
    expect(await storedIndustries(user.id)).toEqual([]);
  });

  it('400 for unknown ids, an empty list, a missing list and too many ids', async () => {
    const { user, as } = await signedIn({ industries: ['B'] });
    const unknown = await as.inject({
      method: 'PUT',
      url: url(user.id),
      payload: { project: ['A', 'Z', 'not-an-industry'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(unknown.json().message).toBe(
      'project.1: Unknown industry: Z; project.2: Unknown industry: not-an-industry',
    );

    const empty = await as.inject({ method: 'PUT', url: url(user.id), payload: { project: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Select at least one industry');

    const missing = await as.inject({ method: 'PUT', url: url(user.id), payload: {} });
    expect(missing.statusCode).toBe(400);

    const tooMany = await as.inject({
      method: 'PUT',
      url: url(user.id),
      payload: { project: Array.from({ length: 11 }, () => 'A') },
    });
    expect(tooMany.statusCode).toBe(400);

    expect(await storedIndustries(user.id)).toEqual(['B']);
  });

  it("403 for another user's id, and their industries stay", async () => {
    const { user: other } = await signedIn({ industries: ['C'] });
    const { as } = await signedIn();
    const response = await as.inject({
      method: 'PUT',
      url: url(other.id),
      payload: { project: ['D'] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(await storedIndustries(other.id)).toEqual(['C']);
  });

  it('replaces the industries, counts repeats once, and the session user reflects them', async () => {
    const { user, as } = await signedIn({ industries: ['B', 'C'] });
    const response = await as.inject({
      method: 'PUT',
      url: url(user.id),
      payload: { project: ['J', 'A', 'J'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your industries have been saved.' });
    expect(await storedIndustries(user.id)).toEqual(['A', 'J']);

    const channels = await as.inject({
      method: 'GET',
      url: `/api/user/get-all-channel/${user.id}`,
    });
    expect(
      channels.json().result.map((channel: { channelId: string }) => channel.channelId),
    ).toEqual(['A', 'J']);

    // The session check tells the client where the user belongs after a reload.
    const check = await anonymous('POST', '/api/user/verify-token', { token: as.token });
    expect(check.json().user.project).toEqual([
      { projectId: 'A', projectName: 'Agriculture, Forestry, Fishing' },
      { projectId: 'J', projectName: 'Public Administration' },
    ]);
  });

  it('a first choice at onboarding: a user without industries saves one', async () => {
    const { user, as } = await signedIn();
    const response = await as.inject({
      method: 'PUT',
      url: url(user.id),
      payload: { project: ['E'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your industry has been saved.' });
    expect(await storedIndustries(user.id)).toEqual(['E']);
  });
});

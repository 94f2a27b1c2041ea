import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { eventually } from '../../../test/eventually';
import { createCompany, createStory, type TestCompany } from '../../../test/catalog';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { companyFollows, notifications, stories } from '../../db/schema';
import { createStoryNotifications, notifyFollowers } from './notifications.service';

const t = useTestApp();

async function signedIn() {
  const user = await createUser(t.db);
  return { user, as: await injectAs(t.app, user) };
}

async function follow(userId: string, company: TestCompany) {
  await t.db.insert(companyFollows).values({ userId, companyId: company.id });
}

async function notificationsOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('the story.published job', () => {
  it('notifies every follower of the company once, and nobody else', async () => {
    const company = await createCompany(t.db, { name: 'Northwind Traders' });
    const other = await createCompany(t.db);
    const first = await createUser(t.db);
    const second = await createUser(t.db);
    const bystander = await createUser(t.db);
    await follow(first.id, company);
    await follow(second.id, company);
    await follow(bystander.id, other);
    const story = await createStory(t.db, company);

    await notifyFollowers(t.app.jobs, story.id);

    const rows = await eventually(
      async () => [...(await notificationsOf(first.id)), ...(await notificationsOf(second.id))],
      (found) => found.length === 2,
    );
    for (const row of rows) {
      expect(row).toMatchObject({ storyId: story.id, companyId: company.id, viewedAt: null });
    }
    expect(await notificationsOf(bystander.id)).toEqual([]);

    // A retried job finds the notifications in place and adds none.
    expect(await createStoryNotifications(t.db, story.id)).toBe(0);
    expect(await notificationsOf(first.id)).toHaveLength(1);
  });

  it('notifies nobody of a draft story', async () => {
    const company = await createCompany(t.db);
    const follower = await createUser(t.db);
    await follow(follower.id, company);
    const draft = await createStory(t.db, company, { status: 'draft' });
    expect(await createStoryNotifications(t.db, draft.id)).toBe(0);
    expect(await notificationsOf(follower.id)).toEqual([]);
  });
});

describe('GET /api/user/notifications/:userId', () => {
  const url = (userId: string) => `/api/user/notifications/${userId}`;

  it('401 without a session', async () => {
    const user = await createUser(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: url(user.id),
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('400 for an id that is not a uuid', async () => {
    const { as } = await signedIn();
    const response = await as.inject({ method: 'GET', url: url('nope') });
    expect(response.statusCode).toBe(400);
  });

  it("403 for another user's id", async () => {
    const company = await createCompany(t.db);
    const owner = await createUser(t.db);
    await follow(owner.id, company);
    const story = await createStory(t.db, company);
    await createStoryNotifications(t.db, story.id);
    const { as } = await signedIn();
    const response = await as.inject({ method: 'GET', url: url(owner.id) });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(story.id);
  });

  it('lists the newest 50 first with the unread count, speaking only of the caller', async () => {
    const company = await createCompany(t.db, { name: 'Contoso Mining', logoUrl: null });
    const { user, as } = await signedIn();
    const neighbour = await createUser(t.db);
    await follow(user.id, company);
    await follow(neighbour.id, company);
    const base = Date.UTC(2026, 0, 1);
    const storyIds: string[] = [];
    for (let day = 0; day < 53; day += 1) {
      const story = await createStory(t.db, company, { quarter: (day % 4) + 1, year: 2025 });
      storyIds.push(story.id);
      await t.db.insert(notifications).values([
        {
          userId: user.id,
          storyId: story.id,
          companyId: company.id,
          createdAt: new Date(base + day * 86_400_000),
        },
        {
          userId: neighbour.id,
          storyId: story.id,
          companyId: company.id,
          createdAt: new Date(base + day * 86_400_000),
        },
      ]);
    }
    const newest = storyIds.at(-1) ?? '';
    // The neighbour has seen the newest; that says nothing about the caller's.
    await t.db
      .update(notifications)
      .set({ viewedAt: new Date() })
      .where(and(eq(notifications.userId, neighbour.id), eq(notifications.storyId, newest)));
    // A story taken back to draft is neither listed nor counted.
    const withdrawn = await createStory(t.db, company);
    await createStoryNotifications(t.db, withdrawn.id);
    await t.db.update(stories).set({ status: 'draft' }).where(eq(stories.id, withdrawn.id));

    const response = await as.inject({ method: 'GET', url: url(user.id) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(53);
    expect(body.data).toHaveLength(50);
    expect(body.data[0]).toEqual({
      _id: expect.any(String),
      companyId: company.id,
      storyId: newest,
      company: 'Contoso Mining',
      awsImageUrl: `/api/logos/${company.symbol}.svg`,
      quarter: 1,
      year: 2025,
      contentType: 'earnings',
      viewedBy: 0,
    });
    expect(body.data[49].storyId).toBe(storyIds[3]);
    expect(response.body).not.toContain(neighbour.id);
  });

  it('an empty list and a zero count for a user who follows nothing', async () => {
    const { user, as } = await signedIn();
    const response = await as.inject({ method: 'GET', url: url(user.id) });
    expect(response.json()).toEqual({ data: [], count: 0 });
  });
});

describe('PUT /api/user/updateNotifications', () => {
  const url = '/api/user/updateNotifications';

  async function notifiedUser() {
    const company = await createCompany(t.db);
    const { user, as } = await signedIn();
    await follow(user.id, company);
    const story = await createStory(t.db, company);
    await createStoryNotifications(t.db, story.id);
    const [row] = await notificationsOf(user.id);
    if (!row) throw new Error('the story produced no notification');
    return { user, as, notificationId: row.id };
  }

  it('401 without a session', async () => {
    const { user, notificationId } = await notifiedUser();
    const response = await t.app.inject({
      method: 'PUT',
      url,
      payload: { userId: user.id, objectIds: [notificationId] },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(401);
    expect((await notificationsOf(user.id))[0]?.viewedAt).toBeNull();
  });

  it('400 for a missing or empty list, bad ids and too many ids', async () => {
    const { user, as } = await notifiedUser();
    for (const payload of [
      { userId: user.id },
      { userId: user.id, objectIds: [] },
      { userId: user.id, objectIds: ['nope'] },
      { userId: 'nope', objectIds: [] },
      { userId: user.id, objectIds: Array.from({ length: 101 }, () => user.id) },
    ]) {
      const response = await as.inject({ method: 'PUT', url, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('403 when the body names another user, and their notifications stay unread', async () => {
    const owner = await notifiedUser();
    const { as } = await signedIn();
    const response = await as.inject({
      method: 'PUT',
      url,
      payload: { userId: owner.user.id, objectIds: [owner.notificationId] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect((await notificationsOf(owner.user.id))[0]?.viewedAt).toBeNull();
  });

  it("marks the caller's own as viewed and skips other users' ids", async () => {
    const owner = await notifiedUser();
    const { user, as, notificationId } = await notifiedUser();
    const response = await as.inject({
      method: 'PUT',
      url,
      payload: { userId: user.id, objectIds: [notificationId, owner.notificationId] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notifications marked as read.' });
    expect((await notificationsOf(user.id))[0]?.viewedAt).toBeInstanceOf(Date);
    expect((await notificationsOf(owner.user.id))[0]?.viewedAt).toBeNull();

    const list = await as.inject({ method: 'GET', url: `/api/user/notifications/${user.id}` });
    expect(list.json()).toMatchObject({ count: 0, data: [{ _id: notificationId, viewedBy: 1 }] });

    // Marking again is harmless.
    const again = await as.inject({
      method: 'PUT',
      url,
      payload: { userId: user.id, objectIds: [notificationId] },
    });
    expect(again.statusCode).toBe(200);
  });
});

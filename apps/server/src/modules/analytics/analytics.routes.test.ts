import { ANALYTICS_LIMITS } from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { analyticsEvents } from '../../db/schema';
import { EVENTS_RATE_LIMIT } from './analytics.routes';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const url = '/api/events';
const now = () => new Date().toISOString();

async function signedIn() {
  const user = await createUser(t.db);
  return { user, as: await injectAs(t.app, user) };
}

async function eventsOf(userId: string) {
  return t.db
    .select({
      name: analyticsEvents.name,
      props: analyticsEvents.props,
      at: analyticsEvents.occurredAt,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(analyticsEvents.id);
}

describe('POST /api/events', () => {
  it('401 without a session, and nothing is stored', async () => {
    const before = await t.db.select({ id: analyticsEvents.id }).from(analyticsEvents);
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { events: [{ name: 'home_page_view', props: {}, at: now() }] },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(401);
    expect(await t.db.select({ id: analyticsEvents.id }).from(analyticsEvents)).toEqual(before);
  });

  it('400 for a bad batch, and none of its events is stored', async () => {
    const { user, as } = await signedIn();
    const good = { name: 'card_click', props: { storyId: 'a' }, at: now() };
    const longAgo = new Date(Date.now() - ANALYTICS_LIMITS.maxAgeMs - 60_000).toISOString();
    const batches: unknown[] = [
      [],
      [good, { ...good, name: 'made_up_event' }],
      [good, { ...good, at: 'yesterday' }],
      [good, { ...good, at: longAgo }],
      [good, { ...good, at: new Date(Date.now() + 3_600_000).toISOString() }],
      [good, { ...good, props: { nested: { deep: true } } }],
      [good, { ...good, props: { 'bad key': 1 } }],
      [good, { ...good, props: { text: 'x'.repeat(ANALYTICS_LIMITS.propStringMaxLength + 1) } }],
      [
        good,
        { ...good, props: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
      ],
      [
        good,
        {
          ...good,
          props: Object.fromEntries(
            Array.from({ length: 10 }, (_, i) => [`k${i}`, 'y'.repeat(300)]),
          ),
        },
      ],
      Array.from({ length: ANALYTICS_LIMITS.batchMax + 1 }, () => good),
    ];
    for (const events of batches) {
      const response = await as.inject({ method: 'POST', url, payload: { events } });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const missing = await as.inject({ method: 'POST', url, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(await eventsOf(user.id)).toEqual([]);
  });

  it('202: stores every event of the batch under the caller, whatever userId the props claim', async () => {
    const { user, as } = await signedIn();
    const { user: other } = await signedIn();
    const clicked = new Date(Date.now() - 60_000).toISOString();
    const response = await as.inject({
      method: 'POST',
      url,
      payload: {
        events: [
          { name: 'home_page_view', at: clicked },
          {
            name: 'upgrade_button_clicked',
            props: { userId: other.id, companyId: null, companyName: 'Acme', source: 'Header' },
            at: clicked,
          },
          {
            name: 'company_unfollow',
            props: { companyId: 'c-1' },
            at: new Date(Date.now() - 1000).toISOString(),
          },
        ],
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 3 });
    const stored = await eventsOf(user.id);
    expect(stored.map(({ name, props }) => ({ name, props }))).toEqual([
      { name: 'home_page_view', props: {} },
      {
        name: 'upgrade_button_clicked',
        props: { companyId: null, companyName: 'Acme', source: 'Header' },
      },
      { name: 'company_unfollow', props: { companyId: 'c-1' } },
    ]);
    expect(stored[0]?.at.toISOString()).toBe(clicked);
    expect(await eventsOf(other.id)).toEqual([]);
  });

  it(`429 after ${EVENTS_RATE_LIMIT.max} batches a minute from one user; another user is unaffected`, async () => {
    const { as } = await signedIn();
    const payload = { events: [{ name: 'tab_click', props: { tab: 'news' }, at: now() }] };
    for (let batch = 0; batch < EVENTS_RATE_LIMIT.max; batch += 1) {
      const response = await as.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(202);
    }
    const refused = await as.inject({ method: 'POST', url, payload });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();

    const { as: neighbour } = await signedIn();
    expect((await neighbour.inject({ method: 'POST', url, payload })).statusCode).toBe(202);
  });
});

import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ANALYSIS_MESSAGE_MAX,
  DEFAULT_CONVERSATION_LIMIT,
  TIME_ZONE_HEADER,
} from '@clearcall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestAppHandle } from '../../../test/build-app';
import { callText } from '../../../test/call-text';
import { createCompany, createStory, type TestCompany } from '../../../test/catalog';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { analysisMessages, conversationUsage, users } from '../../db/schema';
import { usageDay } from './conversation.service';

const t = useTestApp();
let acme: TestCompany;
let globex: TestCompany;
let acmeCall: { id: string };

beforeAll(async () => {
  acme = await createCompany(t.db, { name: 'Acme Robotics' });
  globex = await createCompany(t.db, { name: 'Globex Energy' });
  acmeCall = await createStory(t.db, acme, {
    year: 2026,
    quarter: 3,
    content: callText('Acme Robotics', 3, 412),
  });
  await createStory(t.db, globex, {
    year: 2026,
    quarter: 3,
    content: callText('Globex Energy', 3, 95),
  });
});

async function signedIn(app: TestAppHandle = t, options: { conversationLimit?: number } = {}) {
  const user = await createUser(app.db);
  if (options.conversationLimit !== undefined) {
    await app.db
      .update(users)
      .set({ conversationLimit: options.conversationLimit })
      .where(eq(users.id, user.id));
  }
  const as = await injectAs(app.app, user);
  const created = await as.inject({
    method: 'POST',
    url: `/api/user/${user.id}/analysis`,
    payload: { name: 'Analysis1' },
  });
  return { user, as, analysisId: created.json().result._id as string };
}

const url = (userId: string, id: string) => `/api/user/${userId}/analysis/${id}/conversation`;
const infoUrl = (userId: string) => `/api/user/${userId}/conversation`;
const ask = (message: string, companyIds = [acme.id]) => ({
  message,
  companyIds,
  years: [2026],
  quarters: [3],
});

async function storedMessages(analysisId: string) {
  return t.db
    .select({ role: analysisMessages.role, message: analysisMessages.message })
    .from(analysisMessages)
    .where(eq(analysisMessages.analysisId, analysisId));
}

describe('POST /api/user/:userId/analysis/:id/conversation', () => {
  it('401 without a session', async () => {
    const { user, analysisId } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('Revenue?'),
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('400 for a blank, long or badly shaped question, and nothing is stored', async () => {
    const { user, as, analysisId } = await signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [ask('   '), 'Type a question first'],
      [ask('x'.repeat(ANALYSIS_MESSAGE_MAX + 1)), `at most ${ANALYSIS_MESSAGE_MAX} characters`],
      [{ message: 'Revenue?' }, 'companyIds'],
      [ask('Revenue?', ['nope']), 'companyIds must be company ids'],
    ];
    for (const [payload, message] of cases) {
      const response = await as.inject({ method: 'POST', url: url(user.id, analysisId), payload });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const unknown = randomUUID();
    const response = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('Revenue?', [unknown]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`companyIds.0: Unknown company: ${unknown}`);
    expect(await storedMessages(analysisId)).toEqual([]);
  });

  it("403 for another user's id, 404 for another user's analysis; nothing is stored", async () => {
    const { user: other, analysisId: theirs } = await signedIn();
    const { user, as } = await signedIn();
    const forbidden = await as.inject({
      method: 'POST',
      url: url(other.id, theirs),
      payload: ask('Revenue?'),
    });
    expect(forbidden.statusCode).toBe(403);
    const hidden = await as.inject({
      method: 'POST',
      url: url(user.id, theirs),
      payload: ask('Revenue?'),
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('NOT_FOUND');
    expect(await storedMessages(theirs)).toEqual([]);
  });

  it('answers from the selected transcript, citing it, and keeps both messages in order', async () => {
    const { user, as, analysisId } = await signedIn();
    const response = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('What gross margin do they expect next quarter?'),
    });
    expect(response.statusCode).toBe(200);
    const conversations = response.json().result.conversations;
    expect(conversations).toHaveLength(2);
    expect(conversations[0]).toEqual({
      _id: expect.any(String),
      role: 'user',
      message: 'What gross margin do they expect next quarter?',
      sources: [],
      createdAt: expect.any(String),
    });
    const reply = conversations[1];
    expect(reply.role).toBe('system');
    expect(reply.message).toContain('gross margin to be roughly flat at around 38%');
    expect(reply.message).toMatch(/\[1\]/);
    expect(reply.message).not.toContain('Chief Financial Officer We expect');
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.sources[0]).toEqual({
      storyId: acmeCall.id,
      companyName: 'Acme Robotics',
      year: 2026,
      quarter: 3,
      text: expect.stringContaining('gross margin'),
    });

    // The detail shows the same conversation, with the sources.
    const detail = await as.inject({
      method: 'GET',
      url: `/api/user/${user.id}/analysis/${analysisId}`,
    });
    expect(detail.json().result.conversations).toEqual(conversations);

    // A second question continues the conversation.
    const next = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('How much of the backlog converts to revenue?'),
    });
    const roles = next.json().result.conversations.map((m: { role: string }) => m.role);
    expect(roles).toEqual(['user', 'system', 'user', 'system']);
    expect(next.json().result.conversations[3].message).toContain('55%');
  });

  it('searches only the selected companies; without a selection, the saved filters', async () => {
    const { user, as, analysisId } = await signedIn();
    const globexOnly = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('What was quarter revenue?', [globex.id]),
    });
    const reply = globexOnly.json().result.conversations[1];
    expect(reply.sources.map((s: { companyName: string }) => s.companyName)).toEqual(
      reply.sources.map(() => 'Globex Energy'),
    );
    expect(reply.message).not.toContain('$412.4 million');

    await as.inject({
      method: 'PUT',
      url: `/api/user/${user.id}/analysis/${analysisId}`,
      payload: { companyIds: [acme.id], years: [2026], quarters: [3] },
    });
    const saved = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: { message: 'What was quarter revenue?', companyIds: [], years: [], quarters: [] },
    });
    expect(saved.json().result.conversations[3].message).toContain('$412.4 million');
  });

  it('says so when the selection has no call', async () => {
    const { user, as, analysisId } = await signedIn();
    const response = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: { ...ask('What was quarter revenue?'), years: [2019] },
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json().result.conversations[1];
    expect(reply.message).toBe('The selected transcripts do not cover this question.');
    expect(reply.sources).toEqual([]);
  });
});

describe('the daily reply limit', () => {
  it('shows the product default to a user without a limit of their own', async () => {
    const { user, as } = await signedIn();
    const response = await as.inject({ method: 'GET', url: infoUrl(user.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        isConversationLimitReached: false,
        conversationLimit: DEFAULT_CONVERSATION_LIMIT,
        used: 0,
      },
    });
  });

  it("401 without a session, 403 for another user's id", async () => {
    const { user: other } = await signedIn();
    const anonymous = await t.app.inject({
      method: 'GET',
      url: infoUrl(other.id),
      remoteAddress: uniqueAddress(),
    });
    expect(anonymous.statusCode).toBe(401);
    const { as } = await signedIn();
    expect((await as.inject({ method: 'GET', url: infoUrl(other.id) })).statusCode).toBe(403);
  });

  it('counts replies per UTC day and answers 429, storing nothing, once the limit is reached', async () => {
    const { user, as, analysisId } = await signedIn(t, { conversationLimit: 2 });
    for (const question of ['What was quarter revenue?', 'What is the backlog?']) {
      const response = await as.inject({
        method: 'POST',
        url: url(user.id, analysisId),
        payload: ask(question),
      });
      expect(response.statusCode).toBe(200);
    }
    const info = await as.inject({ method: 'GET', url: infoUrl(user.id) });
    expect(info.json().result).toEqual({
      isConversationLimitReached: true,
      conversationLimit: 2,
      used: 2,
    });

    const refused = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('And gross margin?'),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: "You've reached your daily limit of 2 replies. It resets at midnight (UTC).",
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await storedMessages(analysisId)).toHaveLength(4);
    const [usage] = await t.db
      .select({ count: conversationUsage.count })
      .from(conversationUsage)
      .where(
        and(eq(conversationUsage.userId, user.id), eq(conversationUsage.day, usageDay(new Date()))),
      );
    expect(usage?.count).toBe(2);
  });

  it("counts replies on the user's own calendar day when the request names their time zone", async () => {
    const { user, as, analysisId } = await signedIn(t, { conversationLimit: 1 });
    const zone = 'Pacific/Kiritimati';
    const headers = { [TIME_ZONE_HEADER]: zone };
    const first = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('What was quarter revenue?'),
      headers,
    });
    expect(first.statusCode).toBe(200);
    const [usage] = await t.db
      .select({ day: conversationUsage.day })
      .from(conversationUsage)
      .where(eq(conversationUsage.userId, user.id));
    expect(usage?.day).toBe(usageDay(new Date(), zone));

    const refused = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('What is the backlog?'),
      headers,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You've reached your daily limit of 1 replies. It resets at midnight (${zone}).`,
    );
    const info = await as.inject({ method: 'GET', url: infoUrl(user.id), headers });
    expect(info.json().result.used).toBe(1);
    // The zone was fixed by the first question: a zone the server does not know changes nothing.
    const unknown = await as.inject({
      method: 'GET',
      url: infoUrl(user.id),
      headers: { [TIME_ZONE_HEADER]: 'Mars/Olympus_Mons' },
    });
    expect(unknown.json().result.used).toBe(1);
  });

  it('keeps counting in the zone of the first question when the client names another one', async () => {
    const { user, as, analysisId } = await signedIn(t, { conversationLimit: 1 });
    // 25 hours apart: at any moment these two zones are on different calendar days.
    const first = 'Pacific/Kiritimati';
    const other = 'Pacific/Pago_Pago';
    expect(usageDay(new Date(), first)).not.toBe(usageDay(new Date(), other));
    const askIn = (zone: string, question: string) =>
      as.inject({
        method: 'POST',
        url: url(user.id, analysisId),
        payload: ask(question),
        headers: { [TIME_ZONE_HEADER]: zone },
      });
    expect((await askIn(first, 'What was quarter revenue?')).statusCode).toBe(200);

    for (const zone of [other, 'UTC', 'Etc/GMT+12', '+14:00']) {
      const refused = await askIn(zone, 'What is the backlog?');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain(`midnight (${first})`);
      const info = await as.inject({
        method: 'GET',
        url: infoUrl(user.id),
        headers: { [TIME_ZONE_HEADER]: zone },
      });
      expect(info.json().result).toMatchObject({ isConversationLimitReached: true, used: 1 });
    }
    const [stored] = await t.db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored?.timeZone).toBe(first);
    expect(await storedMessages(analysisId)).toHaveLength(2);
  });

  it('fixes UTC for a first question without a zone, or with one that is not an IANA zone', async () => {
    for (const header of [undefined, '+05:30', 'Mars/Olympus_Mons', 'x'.repeat(200)]) {
      const { user, as, analysisId } = await signedIn(t, { conversationLimit: 5 });
      const response = await as.inject({
        method: 'POST',
        url: url(user.id, analysisId),
        payload: ask('What was quarter revenue?'),
        headers: header === undefined ? {} : { [TIME_ZONE_HEADER]: header },
      });
      expect(response.statusCode).toBe(200);
      const [stored] = await t.db
        .select({ timeZone: users.timeZone })
        .from(users)
        .where(eq(users.id, user.id));
      expect(stored?.timeZone).toBe('UTC');
    }
  });

  it('does not let concurrent questions pass the limit together', async () => {
    const { user, as, analysisId } = await signedIn(t, { conversationLimit: 1 });
    const answers = await Promise.all(
      ['What was quarter revenue?', 'What is the backlog?', 'Gross margin?'].map((question) =>
        as.inject({ method: 'POST', url: url(user.id, analysisId), payload: ask(question) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
    expect(await storedMessages(analysisId)).toHaveLength(2);
  });
});

describe('with the engine pool full', () => {
  // A pool that can queue no task: every piece of engine work is refused as the pool is full.
  const busy = useTestApp(() => ({ db: t.db, engine: { size: 1, maxQueue: 0 } }));

  it('answers 503 with Retry-After, stores no message and charges no reply', async () => {
    const { user, as, analysisId } = await signedIn(busy);
    const response = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('What gross margin do they expect next quarter?'),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'UNAVAILABLE',
      message: 'The server is busy analysing. Please try again in a few seconds.',
    });
    expect(response.headers['retry-after']).toBe('5');
    expect(await storedMessages(analysisId)).toEqual([]);
    const info = await as.inject({ method: 'GET', url: infoUrl(user.id) });
    expect(info.json().result.used).toBe(0);
  });
});

describe('with a language model configured', () => {
  let model: Server;
  let behaviour: 'answer' | 'fail' = 'answer';
  const requests: { model: string; messages: { role: string; content: string }[] }[] = [];

  beforeAll(async () => {
    model = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        requests.push(JSON.parse(raw));
        if (behaviour === 'fail') {
          response.writeHead(500).end('{"error":"down"}');
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const delta of ['Gross margin should be ', 'about 38% next quarter [2].']) {
          response.write(
            `data: ${JSON.stringify({ choices: [{ delta: { content: delta } }] })}\n\n`,
          );
        }
        response.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => model.close(resolve));
  });

  // Built after the model server listens, and closed before it stops.
  const modelApp = useTestApp(() => ({
    db: t.db,
    env: {
      LLM_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
      LLM_MODEL: 'test-model',
    },
  }));

  it('answers with the model, naming companies in its prompt, and keeps the source it cites', async () => {
    behaviour = 'answer';
    const { user, as, analysisId } = await signedIn(modelApp);
    const response = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('What gross margin do they expect next quarter?'),
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json().result.conversations[1];
    // The model cited passage [2]; as the reply's only source it becomes [1].
    expect(reply.message).toBe('Gross margin should be about 38% next quarter [1].');
    expect(reply.sources).toHaveLength(1);
    expect(reply.sources[0]).toMatchObject({ storyId: acmeCall.id, companyName: 'Acme Robotics' });
    const prompt = requests.at(-1);
    expect(prompt?.model).toBe('test-model');
    expect(prompt?.messages[1]?.content).toContain('(Acme Robotics Q3 2026)');
    expect(prompt?.messages[1]?.content).not.toContain(acme.id);
  });

  it('falls back to the extractive answer when the model fails', async () => {
    behaviour = 'fail';
    const { user, as, analysisId } = await signedIn(modelApp);
    const response = await as.inject({
      method: 'POST',
      url: url(user.id, analysisId),
      payload: ask('What gross margin do they expect next quarter?'),
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json().result.conversations[1];
    expect(reply.message).toContain('gross margin to be roughly flat at around 38%');
    expect(reply.sources[0]).toMatchObject({ storyId: acmeCall.id });
  });
});

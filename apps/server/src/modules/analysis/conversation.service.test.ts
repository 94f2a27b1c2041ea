import type { StreamingEndEvent, StreamingMessageEvent } from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/db';
import { callText } from '../../../test/call-text';
import { createCompany, createStory, type TestCompany } from '../../../test/catalog';
import { createUser } from '../../../test/factories';
import { analyses, analysisMessages } from '../../db/schema';
import { createEnginePool, type EnginePool } from '../../engine/engine-pool';
import type { AnalysisStreamEmitter } from '../../realtime/emit';
import type { SessionIdentity } from '../auth/auth.service';
import { converse, getConversationInfo } from './conversation.service';

let test: TestDatabase;
let acme: TestCompany;
let engine: EnginePool;

beforeAll(async () => {
  engine = createEnginePool({ size: 1 });
  test = await openTestDatabase();
  acme = await createCompany(test.db, { name: 'Acme Robotics' });
  await createStory(test.db, acme, {
    year: 2026,
    quarter: 3,
    content: callText('Acme Robotics', 3, 412),
  });
});

afterAll(async () => {
  await engine.close();
  await test.close();
});

/** An emitter that records what it is given, in order. */
function recorder(onPart?: (event: StreamingMessageEvent) => Promise<void> | void) {
  const events: (['part', StreamingMessageEvent] | ['end', StreamingEndEvent])[] = [];
  const pending: Promise<void>[] = [];
  const emitter: AnalysisStreamEmitter = {
    part: (event) => {
      events.push(['part', event]);
      if (onPart) pending.push(Promise.resolve(onPart(event)));
    },
    end: (event) => {
      events.push(['end', event]);
    },
  };
  return { emitter, events, settled: () => Promise.all(pending) };
}

async function caller(): Promise<{ identity: SessionIdentity; analysisId: string }> {
  const user = await createUser(test.db);
  const [row] = await test.db
    .insert(analyses)
    .values({ userId: user.id, name: 'Analysis1' })
    .returning({ id: analyses.id });
  return {
    identity: { sessionId: 'test', userId: user.id, userType: 'Business', accountStatus: 'active' },
    analysisId: row?.id ?? '',
  };
}

const question = {
  message: 'What gross margin do they expect next quarter?',
  companyIds: [] as string[],
  years: [2026],
  quarters: [3],
};

describe('converse', () => {
  it('streams each growing part with the next seq, then ends, and stores the last part', async () => {
    const { identity, analysisId } = await caller();
    const { emitter, events } = recorder();
    const conversations = await converse(
      { db: test.db, engine, emitter, model: null },
      identity,
      analysisId,
      { ...question, companyIds: [acme.id] },
    );
    const reply = conversations[1];
    const parts = events.flatMap(([kind, event]) =>
      kind === 'part' ? [event as StreamingMessageEvent] : [],
    );
    expect(parts.map((part) => part.seq)).toEqual(parts.map((_, index) => index + 1));
    expect(parts.every((part) => part.conversationId === reply?._id)).toBe(true);
    expect(parts.at(-1)?.message).toBe(reply?.message);
    expect(events.at(-1)).toEqual(['end', { analysisId, conversationId: reply?._id }]);
    expect(events.filter(([kind]) => kind === 'end')).toHaveLength(1);
  });

  it('ends the stream and gives the reply back to the limit when the analysis is deleted meanwhile', async () => {
    const { identity, analysisId } = await caller();
    const { emitter, events, settled } = recorder(async (event) => {
      if (event.seq === 1) {
        await test.db.update(analyses).set({ status: false }).where(eq(analyses.id, analysisId));
      }
    });
    const deps = { db: test.db, engine, emitter, model: null };
    const run = converse(deps, identity, analysisId, { ...question, companyIds: [acme.id] });
    await settled();
    await expect(run).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(events.at(-1)?.[0]).toBe('end');
    const replies = await test.db
      .select()
      .from(analysisMessages)
      .where(eq(analysisMessages.analysisId, analysisId));
    // The question is stored with its reply or not at all.
    expect(replies).toEqual([]);
    expect((await getConversationInfo(test.db, identity.userId)).used).toBe(0);
  });
});

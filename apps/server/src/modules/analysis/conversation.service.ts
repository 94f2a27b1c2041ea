import { randomUUID } from 'node:crypto';
import {
  ANALYSIS_SCOPE_LIMITS,
  DEFAULT_CONVERSATION_LIMIT,
  type ConversationBody,
  type ConversationInfoResponse,
  type ConversationMessage,
} from '@clearcall/contracts';
import type { ChatModelConfig } from '@clearcall/insights';
import type { Database } from '../../db/database';
import type { EnginePool } from '../../engine/engine-pool';
import { AppError } from '../../lib/errors';
import type { AnalysisStreamEmitter } from '../../realtime/emit';
import { findAccount, fixAccountTimeZone } from '../accounts/accounts.service';
import type { SessionIdentity } from '../auth/auth.service';
import { composeAnswer, retrievalKey, type CallText } from './analysis.engine';
import { presentMessage } from './analysis.presenter';
import {
  findUsage,
  insertMessage,
  listMessages,
  readCallTexts,
  releaseUsage,
  reserveUsage,
  updateLiveAnalysis,
  type CallHead,
} from './analysis.repository';
import {
  ANALYSIS_NOT_FOUND,
  loadSelectedCalls,
  requireAnalysis,
  requireCompanies,
  requireScopeWithin,
  type Selection,
} from './analysis.service';

/**
 * The most calls one question searches: the first question over a selection indexes every
 * call in it (about 20 ms a call), later ones reuse the index. A larger selection is a 400.
 */
export const MAX_CONVERSATION_CALLS = ANALYSIS_SCOPE_LIMITS.conversationCalls;

const DAY_SECONDS = 24 * 60 * 60;

/** An IANA zone name (`Area/Location`, `UTC`); offsets and abbreviations are not zones to fix. */
const IANA_ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const ZONE_MAX_LENGTH = 64;

/** The IANA time zone the client names, as the runtime spells it, or UTC when it knows none. */
export function knownTimeZone(zone: string | undefined): string {
  if (!zone || zone.length > ZONE_MAX_LENGTH || !IANA_ZONE.test(zone)) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** The date and time of day at `now` in a time zone. */
function localClock(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '00';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    seconds: Number(part('hour')) * 3600 + Number(part('minute')) * 60 + Number(part('second')),
  };
}

/** The user's calendar day replies are counted on, as `YYYY-MM-DD` in their time zone. */
export function usageDay(now: Date, timeZone = 'UTC'): string {
  return localClock(now, timeZone).day;
}

/** Seconds from `now` until the next midnight in the user's time zone, when the count resets. */
function secondsUntilReset(now: Date, timeZone: string): number {
  return Math.max(1, DAY_SECONDS - localClock(now, timeZone).seconds);
}

/**
 * The user's limit and the zone their day is counted in: the stored zone, or, before their
 * first question, the one the client names (`clientZone`), which `fixZone` then stores.
 */
async function termsOf(db: Database, userId: string, clientZone: string, fixZone: boolean) {
  const account = await findAccount(db, userId);
  const storedZone = account?.timeZone ?? null;
  let timeZone = storedZone ?? clientZone;
  if (storedZone === null && fixZone) timeZone = await fixTimeZone(db, userId, clientZone);
  return { limit: account?.conversationLimit ?? DEFAULT_CONVERSATION_LIMIT, timeZone };
}

/**
 * Stores the user's zone unless one is stored already, and returns the stored one: of two
 * first questions sent together with different zones, one zone wins for both.
 */
async function fixTimeZone(db: Database, userId: string, zone: string): Promise<string> {
  const fixed = await fixAccountTimeZone(db, userId, zone);
  if (fixed) return fixed;
  return (await findAccount(db, userId))?.timeZone ?? zone;
}

function limitReached(limit: number, now: Date, timeZone: string): AppError {
  return new AppError(
    'RATE_LIMITED',
    `You've reached your daily limit of ${limit} replies. It resets at midnight (${timeZone}).`,
    { retryAfterSeconds: secondsUntilReset(now, timeZone) },
  );
}

/**
 * Today's use of the user's daily reply limit, on their day in the zone fixed at their first
 * question (the client's zone before that, stored by nothing here).
 */
export async function getConversationInfo(
  db: Database,
  userId: string,
  clientZone = 'UTC',
  now: Date = new Date(),
): Promise<ConversationInfoResponse['result']> {
  const { limit, timeZone } = await termsOf(db, userId, clientZone, false);
  const used = await findUsage(db, userId, usageDay(now, timeZone));
  return { isConversationLimitReached: used >= limit, conversationLimit: limit, used };
}

export type ConversationDeps = {
  db: Database;
  /** The worker threads that retrieve passages and compose the extractive answer. */
  engine: EnginePool;
  emitter: AnalysisStreamEmitter;
  /** The language model, or null for the extractive engine. */
  model: ChatModelConfig | null;
  /**
   * The time zone the client names. The user's first question stores it; the daily limit
   * resets at midnight in the stored zone, whatever later requests name.
   */
  timeZone?: string;
  now?: () => Date;
};

/**
 * The engine's passages and extractive answer for a question over these calls, from a worker.
 * The texts cross to the worker only when the worker that takes the question has not indexed
 * these versions of these calls yet. A full pool is UNAVAILABLE (503).
 */
async function retrieve(db: Database, engine: EnginePool, question: string, calls: CallHead[]) {
  const key = retrievalKey(calls);
  const cached = await engine.run('retrieval', { question, key });
  if (!('missing' in cached)) return cached;
  const texts: CallText[] = (await readCallTexts(db, calls)).map((call) => ({
    id: call.id,
    companyId: call.companyId,
    year: call.year,
    quarter: call.quarter,
    content: call.content,
  }));
  const built = await engine.run('retrieval', { question, key, calls: texts });
  if ('missing' in built) throw new Error('The engine did not index the calls it was sent');
  return built;
}

/**
 * Answers a message in an analysis over the selected calls (the body's selection, or the
 * analysis' filters when the body selects no company): the engine pool retrieves passages and
 * composes the extractive answer off the event loop, the growing reply streams to the
 * analysis' room, and the question and the reply with the passages it cites are stored together.
 * Returns the whole conversation. One reply counts against the user's daily limit; at the limit
 * the call is RATE_LIMITED, with a full engine pool UNAVAILABLE, and either stores nothing and
 * charges nothing.
 */
export async function converse(
  deps: ConversationDeps,
  caller: SessionIdentity,
  analysisId: string,
  body: ConversationBody,
): Promise<ConversationMessage[]> {
  const { db, emitter } = deps;
  const now = deps.now ?? (() => new Date());
  const analysis = await requireAnalysis(db, caller.userId, analysisId);
  const selection: Selection =
    body.companyIds.length > 0
      ? { companyIds: [...new Set(body.companyIds)], years: body.years, quarters: body.quarters }
      : analysis.filters;
  await requireCompanies(db, selection.companyIds);
  const calls = await loadSelectedCalls(db, caller, selection);
  requireScopeWithin(calls, MAX_CONVERSATION_CALLS, 'a question searches');

  const askedAt = now();
  const { limit, timeZone } = await termsOf(db, caller.userId, deps.timeZone ?? 'UTC', true);
  const day = usageDay(askedAt, timeZone);
  if (!(await reserveUsage(db, caller.userId, day, limit))) {
    throw limitReached(limit, askedAt, timeZone);
  }

  try {
    const retrieved = await retrieve(db, deps.engine, body.message, calls);
    const conversationId = randomUUID();
    let seq = 0;
    try {
      const names = new Map(calls.map((call) => [call.id, call]));
      const answer = await composeAnswer(body.message, retrieved, names, deps.model, (text) => {
        seq += 1;
        emitter.part({ analysisId, conversationId, seq, message: text });
      });
      // The final text may differ from the last part: its markers were renumbered.
      seq += 1;
      emitter.part({ analysisId, conversationId, seq, message: answer.text });
      // The question and its reply are stored together, or neither is.
      await db.transaction(async (tx) => {
        await insertMessage(tx, {
          analysisId,
          role: 'user',
          message: body.message,
          createdAt: askedAt,
        });
        await insertMessage(tx, {
          id: conversationId,
          analysisId,
          role: 'system',
          message: answer.text,
          sources: answer.sources,
          createdAt: new Date(Math.max(now().getTime(), askedAt.getTime() + 1)),
        });
        const touched = await updateLiveAnalysis(tx, caller.userId, analysisId, {});
        if (!touched) throw new AppError('NOT_FOUND', ANALYSIS_NOT_FOUND);
      });
    } finally {
      emitter.end({ analysisId, conversationId });
    }
  } catch (error) {
    await releaseUsage(db, caller.userId, day);
    throw error;
  }
  return (await listMessages(db, analysisId)).map(presentMessage);
}

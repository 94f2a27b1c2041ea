import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { ensureIndustries } from '../db/reference-data';
import {
  analysisTemplates,
  appMeta,
  companies,
  companyFollows,
  earningTranscripts,
  notifications,
  stories,
  summaries,
  userIndustries,
  userPermissions,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/password';
import type { DemoAccountRows } from './accounts';
import { generateDemoData, resolveDemoOptions, type DemoBatch } from './generate';

export { DEMO_ACCOUNTS } from './accounts';
export { ensureIndustries } from '../db/reference-data';

export type LoadDemoDataOptions = {
  seed?: number;
  companies?: number;
  stories?: number;
  transcriptCompanies?: number;
  log?: (line: string) => void;
};

export type LoadDemoDataResult = {
  companies: number;
  stories: number;
  users: number;
  /** True when the database already had demo data and nothing was written. */
  skipped: boolean;
};

const DEMO_DATA_KEY = 'demo_data';
/** Large text rows are inserted in smaller statements to keep each one under a few megabytes. */
const MAX_ROWS_PER_INSERT = 250;
const MAX_CHARS_PER_INSERT = 1_500_000;

/** Splits rows into insert-sized chunks by count and by text size. */
function chunks<T>(rows: readonly T[], sizeOf: (row: T) => number = () => 0): T[][] {
  const result: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const row of rows) {
    const length = sizeOf(row);
    if (
      current.length > 0 &&
      (current.length >= MAX_ROWS_PER_INSERT || size + length > MAX_CHARS_PER_INSERT)
    ) {
      result.push(current);
      current = [];
      size = 0;
    }
    current.push(row);
    size += length;
  }
  if (current.length > 0) result.push(current);
  return result;
}

const textSize = (row: { content?: string }) => row.content?.length ?? 0;
/** An earnings story also carries its parsed transcript (summaryData), about its size again. */
const storySize = (row: { content?: string; summaryData?: unknown }) =>
  textSize(row) * (row.summaryData === undefined ? 1 : 2);

async function insertAccounts(
  tx: Transaction,
  rows: DemoAccountRows,
  log: (line: string) => void,
): Promise<string[]> {
  const hashed = await Promise.all(
    rows.users.map(async ({ password, ...user }) => ({
      ...user,
      passwordHash: await hashPassword(password),
    })),
  );
  const inserted = await tx
    .insert(users)
    .values(hashed)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const ids = new Set(inserted.map((row) => row.id));
  for (const user of rows.users) {
    if (!ids.has(user.id)) log(`Demo data: ${user.email} already exists and was left as it is.`);
  }
  const mine = <T extends { userId: string }>(list: T[]) =>
    list.filter((row) => ids.has(row.userId));
  const industryRows = mine(rows.industries);
  const permissionRows = mine(rows.permissions);
  const followRows = mine(rows.follows);
  const notificationRows = mine(rows.notifications);
  if (industryRows.length > 0) await tx.insert(userIndustries).values(industryRows);
  if (permissionRows.length > 0) await tx.insert(userPermissions).values(permissionRows);
  if (followRows.length > 0) await tx.insert(companyFollows).values(followRows);
  if (notificationRows.length > 0) await tx.insert(notifications).values(notificationRows);
  return [...ids];
}

async function insertBatch(tx: Transaction, batch: DemoBatch): Promise<void> {
  switch (batch.kind) {
    case 'companies':
      for (const part of chunks(batch.rows)) await tx.insert(companies).values(part);
      return;
    case 'stories':
      for (const part of chunks(batch.rows, storySize)) await tx.insert(stories).values(part);
      return;
    case 'summaries':
      for (const part of chunks(batch.rows)) await tx.insert(summaries).values(part);
      return;
    case 'earningTranscripts':
      for (const part of chunks(batch.rows, textSize))
        await tx.insert(earningTranscripts).values(part);
      return;
    case 'analysisTemplates':
      await tx
        .insert(analysisTemplates)
        .values(batch.rows)
        .onConflictDoNothing({ target: analysisTemplates.key });
      return;
    case 'accounts':
      throw new Error('Accounts are inserted separately');
  }
}

/** Removes what a failed load wrote, so that a later attempt starts clean. */
async function undoPartialLoad(db: Database, userIds: readonly string[]): Promise<void> {
  if (userIds.length > 0) await db.delete(users).where(inArray(users.id, [...userIds]));
  // Stories, transcripts, follows and notifications of sample companies go with them (cascade).
  await db.delete(companies).where(eq(companies.isSample, true));
  await db.delete(appMeta).where(eq(appMeta.key, DEMO_DATA_KEY));
}

/**
 * Loads the generated demo data set into the database once. The app_meta row `demo_data` is
 * claimed first, so a second call (or a concurrent one) writes nothing and returns skipped.
 */
export async function loadDemoData(
  db: Database,
  options: LoadDemoDataOptions = {},
): Promise<LoadDemoDataResult> {
  const log = options.log ?? (() => undefined);
  const resolved = resolveDemoOptions({
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.companies === undefined ? {} : { companies: options.companies }),
    ...(options.stories === undefined ? {} : { stories: options.stories }),
    ...(options.transcriptCompanies === undefined
      ? {}
      : { transcriptCompanies: options.transcriptCompanies }),
  });
  const started = performance.now();
  await ensureIndustries(db);
  const claimed = await db
    .insert(appMeta)
    .values({ key: DEMO_DATA_KEY, value: { status: 'loading', seed: resolved.seed } })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  if (claimed.length === 0) {
    log('Demo data: already loaded in this database; nothing to do.');
    return { companies: 0, stories: 0, users: 0, skipped: true };
  }

  const counts = { companies: 0, stories: 0, users: 0 };
  let userIds: string[] = [];
  let nextReport = 10_000;
  try {
    for (const batch of generateDemoData(resolved)) {
      await db.transaction(async (tx) => {
        if (batch.kind === 'accounts') userIds = await insertAccounts(tx, batch.rows, log);
        else await insertBatch(tx, batch);
      });
      if (batch.kind === 'companies') counts.companies += batch.rows.length;
      if (batch.kind === 'stories') counts.stories += batch.rows.length;
      if (counts.stories >= nextReport) {
        log(
          `Demo data: ${counts.stories.toLocaleString('en-US')} stories so far (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
        nextReport += 10_000 * Math.max(1, Math.floor(nextReport / 50_000));
      }
    }
    counts.users = userIds.length;
    await db
      .update(appMeta)
      .set({
        value: {
          seed: resolved.seed,
          companies: counts.companies,
          stories: counts.stories,
          loadedAt: new Date().toISOString(),
        },
        updatedAt: sql`now()`,
      })
      .where(eq(appMeta.key, DEMO_DATA_KEY));
  } catch (error) {
    await undoPartialLoad(db, userIds).catch(() => undefined);
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `Demo data: ${counts.companies.toLocaleString('en-US')} companies, ${counts.stories.toLocaleString('en-US')} stories, ${counts.users} users loaded in ${seconds} s`,
  );
  return { ...counts, skipped: false };
}

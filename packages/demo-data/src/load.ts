import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@clearcall/server/db/database';
import { ensureIndustries } from '@clearcall/server/db/reference-data';
import {
  analysisTemplates,
  appMeta,
  companies,
  companyFollows,
  notifications,
  userIndustries,
  userPermissions,
  users,
} from '@clearcall/server/db/schema';
import { chunks } from '@clearcall/server/db/insert-chunks';
import { hashPassword } from '@clearcall/server/lib/password';
import { publishStoriesInBulk } from '@clearcall/server/modules/publishing/publishing.service';
import { DEMO_ACCOUNTS, type DemoAccountRows } from './accounts';
import { DEMO_DATA_KEY, isLoadingMarker } from './demo-marker';
import { generateDemoData, resolveDemoOptions, type DemoBatch } from './generate';
import { stableUuid } from './random';

export { DEMO_ACCOUNTS } from './accounts';
export { ensureIndustries } from '@clearcall/server/db/reference-data';

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
      await publishStoriesInBulk(tx, { stories: batch.rows });
      return;
    case 'summaries':
      await publishStoriesInBulk(tx, { summaries: batch.rows });
      return;
    case 'earningTranscripts':
      await publishStoriesInBulk(tx, { earningTranscripts: batch.rows });
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

/**
 * Claims the load for this transaction: a new `demo_data` row, or the `loading` row that a load
 * killed midway by an earlier version committed (its batches were separate transactions). The
 * seed of that load is returned so that what it wrote can be found. A concurrent claimer waits
 * on the row until this transaction ends, then finds the data loaded and claims nothing.
 */
async function claimLoad(
  tx: Transaction,
  seed: number,
): Promise<{ isClaimed: false } | { isClaimed: true; interruptedSeed: number | undefined }> {
  const loading = { status: 'loading', seed };
  const created = await tx
    .insert(appMeta)
    .values({ key: DEMO_DATA_KEY, value: loading })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  if (created.length > 0) return { isClaimed: true, interruptedSeed: undefined };

  const [existing] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_DATA_KEY));
  if (!existing || !isLoadingMarker(existing.value)) return { isClaimed: false };
  const retaken = await tx
    .update(appMeta)
    .set({ value: loading, updatedAt: sql`now()` })
    .where(and(eq(appMeta.key, DEMO_DATA_KEY), sql`${appMeta.value}->>'status' = 'loading'`))
    .returning({ key: appMeta.key });
  if (retaken.length === 0) return { isClaimed: false };
  const previous = (existing.value as { seed?: unknown }).seed;
  return { isClaimed: true, interruptedSeed: typeof previous === 'number' ? previous : seed };
}

/**
 * Removes what an interrupted load wrote: the sample companies (their stories, transcripts,
 * summaries, follows and notifications go with them) and the demo accounts it created, found
 * by the ids their seed gives them, so an account of the same address made by a person stays.
 */
async function undoInterruptedLoad(tx: Transaction, seed: number): Promise<void> {
  const demoUserIds = DEMO_ACCOUNTS.map((account) => stableUuid(seed, 'user', account.email));
  await tx.delete(users).where(inArray(users.id, demoUserIds));
  await tx.delete(companies).where(eq(companies.isSample, true));
}

/**
 * Loads the generated demo data set into the database once, in one transaction. The app_meta
 * row `demo_data` is claimed first, so a second call (or a concurrent one) writes nothing and
 * returns skipped; a load an earlier version left half done is removed and done again.
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
  // One transaction: a load that fails or is killed midway leaves nothing behind, and the
  // `demo_data` row it claims is seen by others only once the whole set is there.
  const counts = await db.transaction(async (tx) => {
    const claim = await claimLoad(tx, resolved.seed);
    if (!claim.isClaimed) return undefined;
    if (claim.interruptedSeed !== undefined) {
      log('Demo data: an earlier load was interrupted; removing what it wrote and loading again.');
      await undoInterruptedLoad(tx, claim.interruptedSeed);
    }
    const loaded = { companies: 0, stories: 0, users: 0 };
    let nextReport = 10_000;
    for (const batch of generateDemoData(resolved)) {
      if (batch.kind === 'accounts')
        loaded.users = (await insertAccounts(tx, batch.rows, log)).length;
      else await insertBatch(tx, batch);
      if (batch.kind === 'companies') loaded.companies += batch.rows.length;
      if (batch.kind === 'stories') loaded.stories += batch.rows.length;
      if (loaded.stories >= nextReport) {
        log(
          `Demo data: ${loaded.stories.toLocaleString('en-US')} stories so far (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
        nextReport += 10_000 * Math.max(1, Math.floor(nextReport / 50_000));
      }
    }
    await tx
      .update(appMeta)
      .set({
        value: {
          seed: resolved.seed,
          companies: loaded.companies,
          stories: loaded.stories,
          loadedAt: new Date().toISOString(),
        },
        updatedAt: sql`now()`,
      })
      .where(eq(appMeta.key, DEMO_DATA_KEY));
    return loaded;
  });
  if (!counts) {
    log('Demo data: already loaded in this database; nothing to do.');
    return { companies: 0, stories: 0, users: 0, skipped: true };
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `Demo data: ${counts.companies.toLocaleString('en-US')} companies, ${counts.stories.toLocaleString('en-US')} stories, ${counts.users} users loaded in ${seconds} s`,
  );
  return { ...counts, skipped: false };
}

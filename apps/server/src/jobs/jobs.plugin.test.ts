import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/db';
import { parseConfig } from '../config/env';
import { contextPlugin } from '../plugins/context';
import { jobsPlugin } from './jobs.plugin';
import type { JobHandler } from './job-types';

let database: TestDatabase;

/** Rows of a raw query; `execute` answers `{rows}` over both PGlite and node-postgres. */
async function rowsOf(query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows;
}

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** The jobs plugin alone on a database, with one worker for `story.published` or none. */
async function startQueue(
  handler: JobHandler<'story.published'> | null,
  db: TestDatabase['db'] = database.db,
) {
  const parsed = parseConfig({ LOG_LEVEL: 'silent' });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const app = Fastify({ logger: false });
  await app.register(contextPlugin, { config: parsed.config, db });
  await app.register(jobsPlugin);
  if (handler) await app.jobs.work('story.published', handler);
  await app.ready();
  return app;
}

describe('jobsPlugin', () => {
  it('runs a sent job on this process with its data', async () => {
    const received: string[] = [];
    const app = await startQueue(async ({ storyId }) => {
      received.push(storyId);
    });
    try {
      await app.jobs.send('story.published', { storyId: 'first' });
      await app.jobs.send('story.published', { storyId: 'second' });
      await expect
        .poll(() => [...received].sort(), { timeout: 15_000 })
        .toEqual(['first', 'second']);
    } finally {
      await app.close();
    }
  });

  it('works through a backlog without waiting a poll between jobs', async () => {
    // Sent while no worker listens, so nothing tells the worker about them one by one.
    const idle = await startQueue(null);
    try {
      for (let index = 0; index < 12; index += 1) {
        await idle.jobs.send('story.published', { storyId: `backlog-${index}` });
      }
    } finally {
      await idle.close();
    }
    const received: string[] = [];
    const app = await startQueue(async ({ storyId }) => {
      if (storyId.startsWith('backlog-')) received.push(storyId);
    });
    try {
      // One job per two-second poll would take 24 s; drained at once, a few seconds at most.
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(12);
    } finally {
      await app.close();
    }
  });

  it('keeps its jobs in the database, in the pgboss schema', async () => {
    const app = await startQueue(async () => undefined);
    try {
      expect(app.jobs.isRunning()).toBe(true);
      const id = await app.jobs.send('story.published', { storyId: 'stored' });
      const rows = await rowsOf(sql`select name, data from pgboss.job where id = ${id}`);
      expect(rows).toEqual([{ name: 'story.published', data: { storyId: 'stored' } }]);
    } finally {
      await app.close();
    }
  });

  it('lets a running job finish when the app closes, and then runs no more', async () => {
    const finished: string[] = [];
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = await startQueue(async ({ storyId }) => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished.push(storyId);
    });
    await app.jobs.send('story.published', { storyId: 'slow' });
    await started;
    await app.close();
    expect(finished).toEqual(['slow']);

    // The stopped queue leaves the database to the app: it still answers at once.
    expect(await rowsOf(sql`select 1 as one`)).toEqual([{ one: 1 }]);

    // A job another process sends now is not taken by the closed app's worker, which would
    // have found it within its 2 s polling interval.
    const other = await startQueue(null);
    try {
      await other.jobs.send('story.published', { storyId: 'late' });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(finished).toEqual(['slow']);
    } finally {
      await other.close();
    }
  });

  it('has marked a finished job completed by the time the app has closed', async () => {
    // pg-boss does not await marking a job done; closing must wait for it, or the database
    // could close under that statement and the job would run again later.
    let markFinished: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      markFinished = resolve;
    });
    // Only this test's job counts: the queue may still hold another test's job.
    const app = await startQueue(async ({ storyId }) => {
      if (storyId === 'quick') markFinished();
    });
    const id = await app.jobs.send('story.published', { storyId: 'quick' });
    await finished;
    await app.close();
    expect(await rowsOf(sql`select state from pgboss.job where id = ${id}`)).toEqual([
      { state: 'completed' },
    ]);
  });

  it('lets the app start while the database is down, and refuses to send meanwhile', async () => {
    const broken = await openTestDatabase();
    await broken.close();
    const app = await startQueue(async () => undefined, broken.db);
    try {
      expect(app.jobs.isRunning()).toBe(false);
      await expect(app.jobs.send('story.published', { storyId: 'lost' })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      });
    } finally {
      await app.close();
    }
  });

  it('refuses a second worker for the same job', async () => {
    const app = await startQueue(async () => undefined);
    try {
      await expect(app.jobs.work('story.published', async () => undefined)).rejects.toThrow(
        /already registered/,
      );
    } finally {
      await app.close();
    }
  });
});

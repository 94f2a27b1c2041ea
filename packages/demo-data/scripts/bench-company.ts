// `npm run bench:company [-- --data-dir DIR]`: loads the demo data set (520 companies, 480
// earnings calls, 4,000 other stories) into a temporary PGlite database, or into the database
// DATABASE_URL names (loaded once, reused afterwards), signs a user in and prints the server
// time (median, p95) of each company transcript page call over every earnings call, 200 other
// stories and 240 companies (the 120 with calls and 120 without). "cold" is the first request
// for an id (nothing cached), "warm" a repeat. The bench user is removed afterwards.
// Budget (issue 6): under 20 ms median for each call. --data-dir keeps a PGlite folder between
// runs so that the data set is loaded only once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { parseConfig } from '@clearcall/server/config/env';
import { openDatabase } from '@clearcall/server/db/client';
import { users } from '@clearcall/server/db/schema';
import { loadDemoData } from '../src/load';
import { buildTimedApp, createBenchReader } from './bench-support';

const say = (line: string) => process.stdout.write(`${line}\n`);

function parseArgs(argv: readonly string[]): { dataDir: string | null } {
  let dataDir: string | null = null;
  for (let index = 0; index < argv.length; index += 1) {
    const value = argv[index + 1];
    if (argv[index] === '--data-dir' && value) {
      dataDir = value;
      index += 1;
    } else {
      throw new Error(`Unknown option: ${argv[index]}`);
    }
  }
  return { dataDir };
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

type Rows<T> = { rows: T[] };

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  const temporary =
    databaseUrl || options.dataDir ? null : mkdtempSync(join(tmpdir(), 'cc-bench-'));
  const parsed = parseConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: options.dataDir ?? temporary ?? './data',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), `clearcall-no-web-${randomUUID()}`),
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const handle = await openDatabase(parsed.config);
  try {
    const started = performance.now();
    const loaded = await loadDemoData(handle.db);
    say(
      loaded.skipped
        ? 'Reusing the demo data already in the database.'
        : `Loaded the demo data (${loaded.companies} companies, ${loaded.stories.toLocaleString('en-US')} stories) in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );

    const { email, password } = await createBenchReader(handle.db);
    const { app, lastServerMs } = buildTimedApp(parsed.config, handle.db);
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password },
      });
      const { result } = login.json<{ result: { token: string; user: { userId: string } } }>();
      const userId = result.user.userId;
      const headers = { authorization: `Bearer ${result.token}` };

      const calls = (
        (await handle.db.execute(sql`
          select s.id, s.company_id as "companyId" from stories s
          where s.content_type = 'earnings' and s.status = 'published'
          order by s.id`)) as Rows<{ id: string; companyId: string }>
      ).rows;
      const others = (
        (await handle.db.execute(sql`
          select s.id from stories s
          where s.content_type <> 'earnings' and s.status = 'published'
            and s.content_type <> 'linkedin'
          order by s.id limit 200`)) as Rows<{ id: string }>
      ).rows;
      // Every company with a transcript, and as many without one.
      const companies = (
        (await handle.db.execute(sql`
          (select c.id, c.industry_id as "industryId" from companies c
            where exists (select 1 from stories s
              where s.company_id = c.id and s.content_type = 'earnings'))
          union all
          (select c.id, c.industry_id from companies c
            where not exists (select 1 from stories s
              where s.company_id = c.id and s.content_type = 'earnings')
            order by c.id limit 120)`)) as Rows<{ id: string; industryId: string }>
      ).rows;

      const time = async (url: string): Promise<number> => {
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) {
          throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
        }
        return lastServerMs();
      };

      const benches: [name: string, urls: string[]][] = [
        [
          'preview-transcript (call)',
          calls.map((c) => `/api/user/preview-transcript/${userId}/${c.id}`),
        ],
        [
          'preview-transcript (other)',
          others.map((s) => `/api/user/preview-transcript/${userId}/${s.id}`),
        ],
        ['previous-transcripts', calls.map((c) => `/api/user/previous-transcripts/${c.id}`)],
        ['company-metadata', companies.map((c) => `/api/user/company-metadata/${userId}/${c.id}`)],
        [
          'related-companies',
          companies.map((c) => `/api/user/related-companies/${c.industryId}/${c.id}`),
        ],
        ['news-preview', companies.map((c) => `/api/user/news-preview/${c.id}`)],
        ['company-insights', companies.map((c) => `/api/user/company-insights/${c.id}`)],
      ];

      say('');
      say('Server time per call (cold = first request for an id, warm = a repeat):');
      const columns = ['requests', 'cold median', 'cold p95', 'warm median', 'warm p95'];
      say(`${'call'.padEnd(28)}${columns.map((column) => column.padStart(13)).join('')}`);
      for (const [name, urls] of benches) {
        const cold: number[] = [];
        const warm: number[] = [];
        for (const url of urls) cold.push(await time(url));
        for (const url of urls) warm.push(await time(url));
        say(
          `${name.padEnd(28)}${String(urls.length).padStart(13)}${[
            percentile(cold, 0.5),
            percentile(cold, 0.95),
            percentile(warm, 0.5),
            percentile(warm, 0.95),
          ]
            .map((value) => ms(value).padStart(13))
            .join('')}`,
        );
      }
    } finally {
      await app.close();
      await handle.db.delete(users).where(eq(users.email, email));
    }
  } finally {
    await handle.close();
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});

// `npm run bench:feed [-- --companies N --stories N --seconds S --connections C --keep --reuse]`:
// loads the benchmark data set into its own PostgreSQL database (DATABASE_URL names the server,
// default postgres://postgres@127.0.0.1:5432/postgres), then prints the feed's server time over
// pages 0-49 of every filter, and its requests per second at C connections beside a bare
// Fastify route measured in the same run. Budgets (issue 5): median < 10 ms, p99 < 50 ms,
// feed req/s >= 40 % of the bare route's. --keep leaves the database; --reuse skips the load.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { parseConfig } from '@clearcall/server/config/env';
import { openDatabase } from '@clearcall/server/db/client';
import { invalidateFeedCache } from '@clearcall/server/modules/feed/feed.service';
import { loadBenchData } from './bench-feed-data';
import { runLoad, type LoadResult } from './bench-load';
import { buildTimedApp, createBenchReader } from './bench-support';

const DATABASE = 'clearcall_bench_feed';
const PAGES = 50;

type Options = {
  companies: number;
  stories: number;
  seconds: number;
  connections: number;
  keep: boolean;
  reuse: boolean;
};

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    companies: 5_000,
    stories: 1_000_000,
    seconds: 10,
    connections: 50,
    keep: false,
    reuse: false,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    if (flag === '--keep' || flag === '--reuse') {
      options[flag === '--keep' ? 'keep' : 'reuse'] = true;
      continue;
    }
    const key = flag?.replace(/^--/, '') as keyof Options;
    const value = Number(argv[index + 1]);
    if (!['companies', 'stories', 'seconds', 'connections'].includes(key) || !(value > 0)) {
      throw new Error(`Unknown option or bad value: ${flag} ${argv[index + 1] ?? ''}`);
    }
    (options[key] as number) = Math.floor(value);
    index += 1;
  }
  return options;
}

const say = (line: string) => process.stdout.write(`${line}\n`);

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function adminQuery(adminUrl: string, statement: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

type Filter = [name: string, body: Record<string, unknown>];

function benchFilters(companyIds: readonly string[]): Filter[] {
  const types = ['earnings', 'news', 'companyReports', 'hiring', 'youtubeAndWebinar', 'linkedin'];
  return [
    ['every permitted type', {}],
    ...types.map((type): Filter => [type, { story_type: type }]),
    ['summary_by_source', { story_type: 'summary_by_source' }],
    ['summary_by_theme', { story_type: 'summary_by_theme' }],
    ['1 company', { company_filter: companyIds.slice(0, 1) }],
    ['5 companies', { company_filter: companyIds.slice(0, 5) }],
    ['50 companies', { company_filter: companyIds.slice(0, 50) }],
    ['news, 5 companies', { story_type: 'news', company_filter: companyIds.slice(0, 5) }],
    ['1 channel', { channel_filter: ['D'] }],
    ['3 channels', { channel_filter: ['B', 'E', 'I'] }],
    ['news, 1 channel', { story_type: 'news', channel_filter: ['I'] }],
  ];
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  const benchUrl = url.toString();

  const exists =
    (await adminQuery(adminUrl, `select 1 from pg_database where datname = '${DATABASE}'`)) > 0;
  const isFresh = !(options.reuse && exists);
  if (isFresh) {
    await adminQuery(adminUrl, `drop database if exists ${DATABASE} with (force)`);
    await adminQuery(adminUrl, `create database ${DATABASE}`);
  }
  const parsed = parseConfig({
    DATABASE_URL: benchUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), `clearcall-no-web-${randomUUID()}`),
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const handle = await openDatabase(parsed.config);
  const servers: { close(): Promise<unknown> }[] = [];
  try {
    if (isFresh) {
      say(
        `Loading ${options.companies.toLocaleString('en-US')} companies and ${options.stories.toLocaleString('en-US')} stories into ${DATABASE}...`,
      );
      const started = performance.now();
      await loadBenchData(
        handle.db,
        { companies: options.companies, stories: options.stories, seed: 1 },
        say,
      );
      say(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } else {
      say(`Reusing the data set in ${DATABASE}.`);
    }

    const { email, password } = await createBenchReader(handle.db);
    const { app, lastServerMs } = buildTimedApp(parsed.config, handle.db);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    servers.push(app);
    const bare = Fastify();
    bare.get('/bare', async () => ({ ok: true }));
    const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });
    servers.push(bare);

    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { result } = (await login.json()) as {
      result: { token: string; user: { userId: string } };
    };
    const authorization = `Bearer ${result.token}`;
    const feedPath = (page: number) => `/api/user/story-feed/${result.user.userId}?page=${page}`;

    const client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
    const companyRows = await client.query<{ id: string }>(
      'select id from companies order by symbol limit 50',
    );
    await client.end();
    const filters = benchFilters(companyRows.rows.map((row) => row.id));

    const timePage = async (body: Record<string, unknown>, page: number) => {
      const response = await fetch(`${base}${feedPath(page)}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`Feed answered ${response.status}`);
      return lastServerMs();
    };

    // Like a reader who has been using the product, mark one story on every fifth page of the
    // home feed: those pages are then assembled for this caller rather than shared.
    let marked = 0;
    for (let page = 0; page < PAGES; page += 5) {
      const response = await fetch(`${base}${feedPath(page)}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: '{}',
      });
      const [story] = ((await response.json()) as { result: { _id: string }[] }).result;
      if (!story) continue;
      const like = await fetch(`${base}/api/user/insight/${result.user.userId}/${story._id}/like`, {
        method: 'POST',
        headers: { authorization },
      });
      if (like.status !== 200) throw new Error(`Insightful answered ${like.status}`);
      marked += 1;
    }

    say('');
    say(`The reader has marked ${marked} stories Insightful.`);
    say(`Feed server time, pages 0-${PAGES - 1} (cold = first read after invalidation):`);
    const columns = ['cold median', 'cold p99', 'warm median', 'warm p99'];
    say(`${'filter'.padEnd(24)}${columns.map((column) => column.padStart(13)).join('')}`);
    const row = (name: string, cold: number[], warm: number[]) =>
      say(
        `${name.padEnd(24)}${[
          percentile(cold, 0.5),
          percentile(cold, 0.99),
          percentile(warm, 0.5),
          percentile(warm, 0.99),
        ]
          .map((value) => ms(value).padStart(13))
          .join('')}`,
      );
    invalidateFeedCache();
    const allCold: number[] = [];
    const allWarm: number[] = [];
    for (const [name, body] of filters) {
      const cold: number[] = [];
      const warm: number[] = [];
      for (let page = 0; page < PAGES; page += 1) cold.push(await timePage(body, page));
      for (let page = 0; page < PAGES; page += 1) warm.push(await timePage(body, page));
      allCold.push(...cold);
      allWarm.push(...warm);
      row(name, cold, warm);
    }
    row('all filters', allCold, allWarm);

    say('');
    say(`Throughput at ${options.connections} connections, ${options.seconds} s each:`);
    const load = (target: string, method: string, headers: object, bodies: object[]) =>
      runLoad({
        url: target,
        connections: options.connections,
        seconds: options.seconds,
        method,
        headers,
        bodies,
      });
    const bareLoad = await load(`${bareBase}/bare`, 'GET', {}, []);
    const bodies = filters.flatMap(([, body]) =>
      Array.from({ length: PAGES }, (_, page) => ({
        path: feedPath(page),
        payload: JSON.stringify(body),
      })),
    );
    const feedLoad = await load(base, 'POST', { authorization }, bodies);
    // What a browser asks for: the compressed body.
    const gzipLoad = await load(base, 'POST', { authorization, 'accept-encoding': 'gzip' }, bodies);
    // References on the same app: its full plugin stack with no database work (a logo), and
    // a session check plus one indexed select (the permissions route).
    const stackLoad = await load(`${base}/api/logos/ABCD.svg`, 'GET', {}, []);
    const permissionsLoad = await load(
      `${base}/api/user/permissions/${result.user.userId}`,
      'GET',
      { authorization },
      [],
    );
    const rate = (result: LoadResult) => result.ok / result.seconds;
    const share = (result: LoadResult) =>
      `${((100 * rate(result)) / rate(bareLoad)).toFixed(1)} % of bare`;
    say(`  bare Fastify route        ${rate(bareLoad).toFixed(0).padStart(7)} req/s`);
    for (const [name, result] of [
      [`feed, ${bodies.length} pages`, feedLoad],
      ['feed, gzip', gzipLoad],
      ['app, no database', stackLoad],
      ['app, session + select', permissionsLoad],
    ] as const) {
      say(
        `  ${name.padEnd(22)}  ${rate(result).toFixed(0).padStart(7)} req/s (${share(result)}), ${result.failed} failed`,
      );
    }
  } finally {
    for (const server of servers) await server.close();
    await handle.close();
    if (!options.keep) {
      await adminQuery(adminUrl, `drop database if exists ${DATABASE} with (force)`);
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:feed failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});

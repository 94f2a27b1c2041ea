// `npm run bench:floods`: starts the server on a temporary PGlite database with four companies
// of ten long earnings calls each, then has four users flood it for 15 s, each running the
// industry template over all 40 calls back to back, three at a time, and sending
// join-analysis-room events from a
// socket without pause, while /api/health is timed every 50 ms. Prints health's median, p95 and
// worst time idle and during the flood, and what the flood got back. Budget (review item 4):
// health under 100 ms while it happens.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { defaultPoolSize } from '../src/engine/engine-pool';
import { flood, prepareFlood, summarize, timeIdleHealth } from '../test/flood';

const FLOOD_MS = 15_000;
const say = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

function printTimings(name: string, timings: readonly number[]): void {
  const { median, p95, max } = summarize(timings);
  say(
    `${name.padEnd(24)}${String(timings.length).padStart(9)}${ms(median).padStart(12)}${ms(p95).padStart(12)}${ms(max).padStart(12)}`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-bench-floods-'));
  const parsed = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), `clearcall-no-web-${randomUUID()}`),
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const handle = await openDatabase(parsed.config);
  const app = buildApp({ config: parsed.config, db: handle.db });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const prepared = await prepareFlood(app, handle.db, 4);
    say(`Engine workers: ${defaultPoolSize()}; flooding for ${FLOOD_MS / 1000} s.`);
    const idle = await timeIdleHealth(baseUrl, 3_000);
    const report = await flood(baseUrl, prepared, FLOOD_MS);
    say('');
    say(
      `${'/api/health'.padEnd(24)}${'requests'.padStart(9)}${'median'.padStart(12)}${'p95'.padStart(12)}${'max'.padStart(12)}`,
    );
    printTimings('idle', idle);
    printTimings('during the flood', report.healthMs);
    say('');
    const answers = Object.entries(report.templateAnswers)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    say(`Template runs answered: ${answers}`);
    say(
      `Socket events sent: ${report.eventsSent}, refused RATE_LIMITED: ${report.eventsRefused}, sockets dropped: ${report.socketsDropped} of ${prepared.users.length}`,
    );
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// Floods a listening server as the outside review did (template runs over many calls and
// join-analysis-room events, from several users at once) while timing /api/health, for the
// flood test and `npm run bench:floods`.
import { REALTIME_EVENTS } from '@clearcall/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { REALTIME_PATH } from '../src/realtime/io';
import { callText } from './call-text';
import { createCompany, createStory } from './catalog';
import { createUser, injectAs } from './factories';

/** A call about as long as a real one (60,000 characters), so that a template run costs. */
function longCall(company: string, quarter: number): string {
  return Array.from({ length: 20 }, (_, part) => callText(company, quarter, 300 + part)).join(
    '\n\n',
  );
}

/** A flooding user: their session token and an analysis over four companies' calls. */
export type FloodUser = { userId: string; token: string; analysisId: string };

/**
 * Four companies with ten quarters of long calls each (40 calls, the template's cap), and
 * `count` signed-in users each with an analysis.
 */
export async function prepareFlood(app: App, db: Database, count: number) {
  const companyIds: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const company = await createCompany(db, { name: `Flood Company ${index + 1}` });
    companyIds.push(company.id);
    for (const year of [2024, 2025, 2026]) {
      for (const quarter of [1, 2, 3, 4]) {
        if (year === 2024 && quarter < 3) continue;
        await createStory(db, company, { year, quarter, content: longCall(company.name, quarter) });
      }
    }
  }
  const users: FloodUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await createUser(db);
    const { token, inject } = await injectAs(app, user);
    const created = await inject({
      method: 'POST',
      url: `/api/user/${user.id}/analysis`,
      payload: { name: 'Flood' },
    });
    users.push({ userId: user.id, token, analysisId: created.json().result._id as string });
  }
  return { companyIds, users };
}

/** What the flood got back, and how long /api/health took meanwhile. */
export type FloodReport = {
  healthMs: number[];
  templateAnswers: Record<number, number>;
  eventsSent: number;
  eventsRefused: number;
  socketsDropped: number;
};

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

/** The median, 95th percentile and worst of some timings, in milliseconds. */
export function summarize(values: readonly number[]) {
  return {
    median: percentile(values, 0.5),
    p95: percentile(values, 0.95),
    max: Math.max(...values),
  };
}

/** Times /api/health every `everyMs` until `until` resolves. */
async function timeHealth(baseUrl: string, until: Promise<unknown>, everyMs = 50) {
  const timings: number[] = [];
  let isDone = false;
  void until.finally(() => {
    isDone = true;
  });
  while (!isDone) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`).then((response) => response.arrayBuffer());
    timings.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return timings;
}

/** Runs templates over the user's 40 calls back to back, counting the answers by status. */
async function floodTemplates(
  baseUrl: string,
  user: FloodUser,
  companyIds: readonly string[],
  until: number,
  answers: Record<number, number>,
) {
  while (performance.now() < until) {
    const response = await fetch(
      `${baseUrl}/api/user/${user.userId}/analysis/${user.analysisId}/template`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'compare-key-figures',
          template: 'industry',
          companyIds,
          years: [],
          quarters: [],
          userInput: 'How do revenues compare?',
        }),
      },
    );
    await response.arrayBuffer();
    answers[response.status] = (answers[response.status] ?? 0) + 1;
    // A refused client waits a little, as a script retrying in a loop would.
    if (response.status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sends join events from one socket as fast as it can, until it is dropped or time is up. It
 * yields every 20 events: the client shares the server's process here, and a longer burst would
 * time the client's own work in the health figures.
 */
async function floodEvents(baseUrl: string, user: FloodUser, until: number, report: FloodReport) {
  const socket: Socket = connect(baseUrl, {
    path: REALTIME_PATH,
    auth: { token: user.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.once('disconnect', () => {
    report.socketsDropped += 1;
  });
  while (socket.connected && performance.now() < until) {
    for (let burst = 0; burst < 20 && socket.connected; burst += 1) {
      report.eventsSent += 1;
      socket.emit(REALTIME_EVENTS.join, user.analysisId, (answer: { ok: boolean }) => {
        if (!answer.ok) report.eventsRefused += 1;
      });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  socket.disconnect();
}

/**
 * Floods for `durationMs`: every user runs templates back to back, three at a time, and sends
 * join events from a socket without pause, while /api/health is timed.
 */
export async function flood(
  baseUrl: string,
  prepared: Awaited<ReturnType<typeof prepareFlood>>,
  durationMs: number,
): Promise<FloodReport> {
  const report: FloodReport = {
    healthMs: [],
    templateAnswers: {},
    eventsSent: 0,
    eventsRefused: 0,
    socketsDropped: 0,
  };
  const until = performance.now() + durationMs;
  const work = Promise.all(
    prepared.users.flatMap((user) => [
      // Three runs at a time per user, as a script with a few connections would send them.
      ...[1, 2, 3].map(() =>
        floodTemplates(baseUrl, user, prepared.companyIds, until, report.templateAnswers),
      ),
      floodEvents(baseUrl, user, until, report),
    ]),
  );
  report.healthMs = await timeHealth(baseUrl, work);
  await work;
  return report;
}

/** Times /api/health for `durationMs` with nothing else going on. */
export function timeIdleHealth(baseUrl: string, durationMs: number): Promise<number[]> {
  return timeHealth(baseUrl, new Promise((resolve) => setTimeout(resolve, durationMs)));
}

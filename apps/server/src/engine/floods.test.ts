import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { flood, prepareFlood, summarize } from '../../test/flood';

const t = useTestApp();
let baseUrl: string;

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

// A process-level check with a generous bound, on a machine shared with other work: the
// figures themselves come from `npm run bench:floods`.
describe('a flood of template runs and socket events', () => {
  it('leaves /api/health answering within 2 s while four users flood', async () => {
    const prepared = await prepareFlood(t.app, t.db, 4);
    const report = await flood(baseUrl, prepared, 6_000);

    expect(report.healthMs.length).toBeGreaterThan(5);
    expect(summarize(report.healthMs).max).toBeLessThan(2_000);
    // The limits answered the flood: template runs were refused past the per-address and
    // per-user limits, events past each socket's budget, and every flooding socket was dropped.
    expect(report.templateAnswers[429]).toBeGreaterThan(0);
    expect(report.eventsRefused).toBeGreaterThan(0);
    expect(report.socketsDropped).toBe(prepared.users.length);
  }, 120_000);
});

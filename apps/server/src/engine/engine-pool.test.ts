import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { createEnginePool, type EnginePool } from './engine-pool';

let pool: EnginePool | undefined;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the engine pool', () => {
  it('runs a task on a worker thread and passes on what the task throws', async () => {
    pool = createEnginePool({ size: 1 });
    const insights = await pool.run('companyInsights', { stories: [] });
    expect(insights.storyCount).toBe(0);
    await expect(
      pool.run('template', { templateId: 'nope', inputs: [], userInput: '' }),
    ).rejects.toThrow('Unknown template "nope".');
  });

  it('refuses a task at once, as UNAVAILABLE with a wait, when its queue is full', async () => {
    pool = createEnginePool({ size: 1, maxQueue: 1 });
    const running = pool.run('companyInsights', { stories: [] });
    const queued = pool.run('companyInsights', { stories: [] });
    const refused = await pool.run('companyInsights', { stories: [] }).catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', statusCode: 503, retryAfterSeconds: 5 });
    await expect(Promise.all([running, queued])).resolves.toHaveLength(2);
  });
});

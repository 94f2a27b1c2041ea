import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEnginePool, type EnginePool, type EnginePoolOptions } from './engine-pool';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** The worker threads the insights engine runs on, off the event loop. */
    engine: EnginePool;
  }
}

/**
 * Decorates the app with its engine pool; its workers start on first use, stop on close. The
 * options size the pool (a test's full queue); the machine's defaults otherwise.
 */
export const enginePlugin = fp(
  async (app: FastifyInstance, options: EnginePoolOptions) => {
    const pool = createEnginePool(options);
    app.decorate('engine', pool);
    app.addHook('onClose', async () => {
      await pool.close();
    });
  },
  { name: 'clearcall-engine' },
);

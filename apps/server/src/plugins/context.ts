import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import type { Database } from '../db/database';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** The configuration the app was built with. */
    config: Config;
    /** The Drizzle database; services receive it explicitly from the route handlers. */
    db: Database;
  }
}

export type ContextOptions = { config: Config; db: Database };

/** Makes the configuration and the database reachable from every module as `app.config`/`app.db`. */
export const contextPlugin = fp(
  async (app: FastifyInstance, options: ContextOptions) => {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
  },
  { name: 'clearcall-context' },
);

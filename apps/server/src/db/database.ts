import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The Drizzle database every module receives, whether it runs over embedded PGlite or over
 * PostgreSQL through node-postgres: both speak the same dialect and share one schema.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction has the same query surface as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The ten SIC divisions A-J; each is one project and one channel with the same id. */
export const industries = pgTable('industries', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export type CompanySocialLinks = {
  linkedin?: string;
  twitter?: string;
  youtube?: string;
  facebook?: string;
};

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Ticker symbol, unique across companies. */
    symbol: text('symbol').notNull(),
    /** Stock exchange the ticker trades on (e.g. NASDAQ), when known. */
    exchange: text('exchange'),
    /** The SEC's Central Index Key; when set, it is the company's import key. */
    cik: bigint('cik', { mode: 'number' }),
    /** Null for a company imported without one; the industry usually follows from it. */
    sicCode: integer('sic_code'),
    /** Null while the company is unclassified: it stays out of industry feeds until one is set. */
    industryId: text('industry_id').references(() => industries.id),
    description: text('description').notNull().default(''),
    website: text('website'),
    /** A logo whose file name contains WHITE is drawn for dark backgrounds. */
    logoUrl: text('logo_url'),
    social: jsonb('social').$type<CompanySocialLinks>().notNull().default({}),
    /** Generated demonstration data rather than ingested content. */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('companies_symbol_key').on(table.symbol),
    uniqueIndex('companies_cik_key').on(table.cik),
    index('companies_industry_idx').on(table.industryId),
    index('companies_name_lower_idx').on(sql`lower(${table.name}) text_pattern_ops`),
  ],
);

/** A company's other ticker symbols (one CIK may list several share classes). */
export const companyAliases = pgTable(
  'company_aliases',
  {
    symbol: text('symbol').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [index('company_aliases_company_idx').on(table.companyId)],
);

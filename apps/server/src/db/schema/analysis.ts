import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { messageRoleEnum, templateScopeEnum } from './enums';
import { users } from './users';

export type AnalysisFilters = {
  companyIds: string[];
  years: number[];
  quarters: number[];
  template: string | null;
};

/** A passage a system reply cites, kept with the reply so it reads the same later. */
export type AnalysisMessageSource = {
  storyId: string;
  companyName: string;
  year: number;
  quarter: number;
  text: string;
};

export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** False once the user deletes it (a soft delete). */
    status: boolean('status').notNull().default(true),
    filters: jsonb('filters')
      .$type<AnalysisFilters>()
      .notNull()
      .default({ companyIds: [], years: [], quarters: [], template: null }),
    /** The summary a template produced, shown above the conversation. */
    contextualSummary: text('contextual_summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analyses_user_recent_idx').on(table.userId, table.updatedAt.desc())],
);

/** The messages of an analysis conversation, in order. */
export const analysisMessages = pgTable(
  'analysis_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    role: messageRoleEnum('role').notNull(),
    message: text('message').notNull(),
    /** Passage ids the reply cites, for the sources list under a reply. */
    citations: jsonb('citations').$type<string[]>().notNull().default([]),
    /** The cited passages themselves, in marker order ([1] first). */
    sources: jsonb('sources').$type<AnalysisMessageSource[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analysis_messages_analysis_idx').on(table.analysisId, table.createdAt)],
);

export const analysisTemplates = pgTable(
  'analysis_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    scope: templateScopeEnum('scope').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('analysis_templates_key_key').on(table.key)],
);

/** Chat replies used per user and local calendar day, for the daily limit. */
export const conversationUsage = pgTable(
  'conversation_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

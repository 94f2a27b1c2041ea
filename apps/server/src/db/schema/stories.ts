import { sql } from 'drizzle-orm';
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
import { companies, industries } from './companies';
import { storyStatusEnum, storyTypeEnum, summaryTypeEnum } from './enums';
import { users } from './users';

export type StoryAsk = { question: string; answer: string; citations: string[] };

/** A speaker of a call as an admin confirmed it: an executive's title, an analyst's firm. */
export type TranscriptSpeaker = {
  name: string;
  role: 'operator' | 'executive' | 'analyst' | 'unknown';
  title: string | null;
  firm: string | null;
};

/** A story of any content type: an earnings call, a news item, a filing, a job post, a video, a post. */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * Copied from the company so that industry feeds are served by one index; null for an
     * unclassified company, whose stories stay out of industry feeds.
     */
    industryId: text('industry_id').references(() => industries.id),
    contentType: storyTypeEnum('content_type').notNull(),
    status: storyStatusEnum('status').notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    quarter: integer('quarter'),
    year: integer('year'),
    source: text('source').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    url: text('url'),
    postUser: text('post_user'),
    postUserTitle: text('post_user_title'),
    thumbnailUrl: text('thumbnail_url'),
    videoUrl: text('video_url'),
    /** The full text: the transcript of a call, the body of an article or filing. */
    content: text('content').notNull().default(''),
    shortSummary: text('short_summary').notNull().default(''),
    longSummary: text('long_summary').notNull().default(''),
    commentaryHighlight: text('commentary_highlight').notNull().default(''),
    qaHighlight: text('qa_highlight').notNull().default(''),
    asks: jsonb('asks').$type<StoryAsk[]>().notNull().default([]),
    /** Engine output kept with the story: citations, key figures, parsed transcript. */
    summaryData: jsonb('summary_data').$type<Record<string, unknown>>().notNull().default({}),
    insightfulCount: integer('insightful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stories_type_feed_idx')
      .on(table.contentType, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index('stories_industry_feed_idx')
      .on(table.industryId, table.contentType, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index('stories_company_feed_idx')
      .on(table.companyId, table.contentType, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index('stories_company_period_idx').on(table.companyId, table.year, table.quarter),
  ],
);

/**
 * The raw earnings-call transcript as ingested. Until an admin gives the sentence that separates
 * management commentary from the Q&A (status false), its story is not published.
 */
export const earningTranscripts = pgTable(
  'earning_transcripts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    symbol: text('symbol').notNull(),
    quarter: integer('quarter').notNull(),
    year: integer('year').notNull(),
    content: text('content').notNull(),
    separatingSentence: text('separating_sentence'),
    /** The index of the sentence where the Q&A begins, when an admin chose it by index. */
    qaStartSentence: integer('qa_start_sentence'),
    /** Speakers' role, title and firm as an admin confirmed them, by name. */
    speakers: jsonb('speakers').$type<TranscriptSpeaker[]>().notNull().default([]),
    /** YYYY-MM-DD, when the text or the admin tells it. */
    callDate: date('call_date', { mode: 'string' }),
    /** SHA-256 of the normalized text, to find the same call imported twice. */
    textHash: text('text_hash'),
    /** The kind of file it was imported from; null for transcripts ingested otherwise. */
    sourceFormat: text('source_format'),
    status: boolean('status').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('earning_transcripts_period_key').on(table.symbol, table.year, table.quarter),
    index('earning_transcripts_text_hash_idx').on(table.textHash),
    index('earning_transcripts_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = false`),
  ],
);

/** Summaries of a company's stories in a quarter, by source or by theme (the Summary tab). */
export const summaries = pgTable(
  'summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: summaryTypeEnum('type').notNull(),
    year: integer('year').notNull(),
    quarter: integer('quarter').notNull(),
    category: text('category').notNull(),
    details: text('details').notNull(),
    citations: jsonb('citations').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('summaries_period_key').on(
      table.companyId,
      table.year,
      table.quarter,
      table.type,
      table.category,
    ),
    // The Summary tab's feed pages, newest first.
    index('summaries_feed_idx').on(table.type, table.publishedAt.desc(), table.id.desc()),
  ],
);

/** "Insightful" marks: one per user and story. */
export const storyLikes = pgTable(
  'story_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.storyId] }),
    index('story_likes_story_idx').on(table.storyId),
  ],
);

/** Followed companies ("Your Companies"): one per user and company. */
export const companyFollows = pgTable(
  'company_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index('company_follows_company_idx').on(table.companyId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_user_story_key').on(table.userId, table.storyId),
    index('notifications_user_recent_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.viewedAt} is null`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invitationKindEnum, tabIdEnum, userTypeEnum } from './enums';
import { industries } from './companies';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed, so equality is case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    designation: text('designation'),
    avatarUrl: text('avatar_url'),
    userType: userTypeEnum('user_type').notNull().default('Business'),
    /** False until the team activates the account (private beta). */
    userStatus: boolean('user_status').notNull().default(false),
    /** Null for accounts that only sign in through single sign-on. */
    passwordHash: text('password_hash'),
    sessionsCount: integer('sessions_count').notNull().default(0),
    stopTutorial: integer('stop_tutorial').notNull().default(0),
    passcodeOnSignIn: boolean('passcode_on_sign_in').notNull().default(false),
    /** Daily analysis chat replies from the primary model; null means the product default. */
    conversationLimit: integer('conversation_limit'),
    /**
     * The IANA zone the daily reply limit is counted in, fixed at the user's first question so
     * that a client cannot reset its count by naming another zone; null until then.
     */
    timeZone: text('time_zone'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedSignInAt: timestamp('last_failed_sign_in_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_name_idx').on(sql`lower(${table.firstName} || ' ' || ${table.lastName})`),
  ],
);

/**
 * Failed sign-ins for e-mail addresses that have no account. They are counted exactly like an
 * account's (users.failedSignIns), so a lockout never reveals whether an account exists.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_failures_last_failed_idx').on(table.lastFailedAt)],
);

/** The industries (projects) a user picked at onboarding or was invited with. */
export const userIndustries = pgTable(
  'user_industries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.industryId] })],
);

/** One row per feed tab: whether the user may open it. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tab: tabIdEnum('tab').notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tab] })],
);

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** E-mailed six-digit sign-in passcodes, hashed, with an expiry and an attempt budget. */
export const passcodes = pgTable(
  'passcodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('passcodes_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A registration request or an admin invite. It becomes a user only at sign-up, with the
 * invitation's e-mail; an admin invite also carries the names, avatar and industries.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: invitationKindEnum('kind').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarUrl: text('avatar_url'),
    industryIds: text('industry_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_key').on(table.tokenHash),
    index('invitations_email_idx').on(table.email),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash)],
);

/** A single-sign-on identity, keyed by the provider's issuer and subject. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sso_identities_issuer_subject_key').on(table.issuer, table.subject)],
);

/** The single-use, short-lived token handed to the browser after an SSO callback. */
export const ssoTokens = pgTable(
  'sso_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sso_tokens_token_hash_key').on(table.tokenHash)],
);

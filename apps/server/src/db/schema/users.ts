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
 * Failed sign-ins of an e-mail address from every client together, whether or not it has an
 * account (so the count never reveals one). Past a threshold each further attempt on the address
 * is slowed down, never refused: see sign-in-lockout.ts.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_failures_last_failed_idx').on(table.lastFailedAt)],
);

/**
 * Failed sign-ins of an e-mail address from one client address. Ten in a row lock out that
 * client for that e-mail address only, so nobody can lock the owner out from elsewhere.
 */
export const signInClientFailures = pgTable(
  'sign_in_client_failures',
  {
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.ipAddress] }),
    index('sign_in_client_failures_last_failed_idx').on(table.lastFailedAt),
  ],
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

/**
 * E-mailed six-digit sign-in passcodes, hashed, with an expiry and an attempt budget. Each
 * belongs to one sign-in: the browser that passed the password holds its challenge, and only
 * tries that present the challenge count, so nobody else can burn the code.
 */
export const passcodes = pgTable(
  'passcodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Hash of the sign-in's challenge; null for passcodes issued before challenges (unusable). */
    challengeHash: text('challenge_hash'),
    attempts: integer('attempts').notNull().default(0),
    /** How many codes this sign-in has e-mailed: the first and each resend. */
    sends: integer('sends').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('passcodes_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('passcodes_challenge_key').on(table.challengeHash),
  ],
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
    /** The last sign-in through this identity; null until it is used after being linked. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sso_identities_issuer_subject_key').on(table.issuer, table.subject),
    index('sso_identities_user_idx').on(table.userId),
  ],
);

/**
 * A provider identity waiting for its e-mail address to be confirmed: the provider did not
 * assert `email_verified: true`, so the identity is linked (or its account created) only when
 * the link e-mailed to the address is followed. Only the token's hash is stored.
 */
export const ssoEmailConfirmations = pgTable(
  'sso_email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sso_email_confirmations_token_hash_key').on(table.tokenHash),
    index('sso_email_confirmations_email_idx').on(table.email, table.createdAt),
  ],
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
    /** The provider whose state cookie the redeeming browser must hold. */
    provider: text('provider'),
    /** SHA-256 of the browser binding in that cookie: only the browser that started may redeem. */
    browserHash: text('browser_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sso_tokens_token_hash_key').on(table.tokenHash)],
);

/**
 * Which server module owns each table. A module reads and writes only the tables it owns; it
 * reaches any other data through the owner module's service. `table-owners.test.ts` checks every
 * module's drizzle imports and raw SQL against this map.
 */
export const TABLE_OWNERS = {
  users: 'accounts',
  invitations: 'accounts',
  password_reset_tokens: 'accounts',
  sessions: 'auth',
  sign_in_failures: 'auth',
  sign_in_client_failures: 'auth',
  passcodes: 'passcodes',
  sso_identities: 'sso',
  sso_email_confirmations: 'sso',
  sso_tokens: 'sso',
  user_industries: 'user-industries',
  user_permissions: 'premium',
  upgrade_requests: 'premium',
  industries: 'company',
  companies: 'company',
  company_aliases: 'company',
  stories: 'stories',
  summaries: 'stories',
  earning_transcripts: 'stories',
  story_likes: 'stories',
  company_follows: 'follows',
  notifications: 'notifications',
  analyses: 'analysis',
  analysis_messages: 'analysis',
  analysis_templates: 'analysis',
  conversation_usage: 'analysis',
  analytics_events: 'analytics',
  mail_outbox: 'mail',
  audit_log: 'audit',
  ingestion_sources: 'stories',
  api_tokens: 'api-tokens',
  import_jobs: 'transcript-import',
  // Written and read only by the demo data loader, which sits outside the modules.
  app_meta: 'demo-data',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * The few places where a module reads (never writes) a table it does not own, each for a reason.
 * The test fails on a grant no code uses, so the list only shrinks.
 *
 * - The feed, the company page, the Summary tab and the analysis chat's call picker are read
 *   models over the stored stories: each page is one indexed query that joins stories to their
 *   company (and, on the company page, to the caller's mark and follow). Splitting them into
 *   calls per module would trade one index scan for several round trips on the hottest screens.
 *   A reader's own feed reads their industries and followed companies in one query beside it.
 * - The company search index reads the company rows it indexes, with each company's other
 *   tickers (its aliases), so that a reader finds the company by any of them.
 * - The session check runs on every request and reads the account's status in the same query as
 *   the session.
 * - The bell lists only notifications of stories still published; the filter sits in the query
 *   so that its limit counts the rows shown.
 * - An API token is checked on every request it comes with, with its owner's type and status in
 *   the same query, as a session is.
 * - Publishing reads a transcript together with its company's name and industry, which the
 *   stored story repeats.
 */
export const READ_ONLY_GRANTS: Readonly<Record<string, readonly TableName[]>> = {
  feed: ['stories', 'summaries', 'companies', 'user_industries', 'company_follows'],
  company: ['stories', 'earning_transcripts', 'story_likes', 'company_follows'],
  summaries: ['summaries', 'companies'],
  analysis: ['stories', 'companies'],
  'company-search': ['companies', 'company_aliases'],
  auth: ['users'],
  notifications: ['stories'],
  stories: ['companies'],
  'api-tokens': ['users'],
};

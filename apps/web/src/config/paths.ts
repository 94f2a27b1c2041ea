import { TABS, type TabId } from '@clearcall/contracts';

/** The path segment of the feed of followed companies, which is not one of the tabs. */
export const COMPANY_FEED_SEGMENT = 'company';

/** First path segments of the feed pages: every tab's segment plus the followed-companies feed. */
export const FEED_SEGMENTS: readonly string[] = [
  ...TABS.map((tab) => tab.path.split('/')[1] ?? tab.id),
  COMPANY_FEED_SEGMENT,
];

/**
 * Every route of the app. `path` is the router pattern; `getHref` builds a concrete link.
 * Components never write a path by hand.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
    signUp: { path: '/signUp', getHref: () => '/signUp' },
    passcode: { path: '/passcode', getHref: () => '/passcode' },
    linkedInReturn: {
      path: '/auth/linkedInSSO/return/:ssotoken?',
      getHref: () => '/auth/linkedInSSO/return',
    },
    azureReturn: {
      path: '/auth/azureSSO/openid/return/:ssotoken?',
      getHref: () => '/auth/azureSSO/openid/return',
    },
    ssoConfirm: { path: '/auth/sso/confirm', getHref: () => '/auth/sso/confirm' },
  },
  dev: {
    mail: { path: '/dev/mail', getHref: () => '/dev/mail' },
  },
  legal: {
    terms: { path: '/terms', getHref: () => '/terms' },
    privacy: { path: '/privacy', getHref: () => '/privacy' },
  },
  app: {
    leadGen: { path: '/lead-gen', getHref: () => '/lead-gen' },
    onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
    analysis: { path: '/analysis', getHref: () => '/analysis' },
    settings: { path: '/settings', getHref: () => '/settings' },
    analysisDetail: {
      path: '/analysis/:id',
      getHref: (id: string) => `/analysis/${encodeURIComponent(id)}`,
    },
    feed: {
      path: '/:tab/feeds',
      getHref: (segment: TabId | typeof COMPANY_FEED_SEGMENT) => `/${segment}/feeds`,
    },
    story: {
      path: '/:section/:companyId/:storyId',
      getHref: (section: string, companyId: string, storyId: string) =>
        `/${[section, companyId, storyId].map(encodeURIComponent).join('/')}`,
    },
  },
  admin: {
    users: { path: '/user_rights', getHref: () => '/user_rights' },
    createUser: { path: '/user_rights/create_user', getHref: () => '/user_rights/create_user' },
    upgradeRequests: { path: '/user_rights/upgrades', getHref: () => '/user_rights/upgrades' },
    auditLog: { path: '/user_rights/audit', getHref: () => '/user_rights/audit' },
    earningTranscript: { path: '/earning_transcript', getHref: () => '/earning_transcript' },
    importTranscripts: { path: '/admin/import', getHref: () => '/admin/import' },
    companies: { path: '/admin/companies', getHref: () => '/admin/companies' },
  },
} as const;

import {
  DEFAULT_PERMISSIONS,
  TAB_IDS,
  type IndustryId,
  type Permissions,
  type UserType,
} from '@clearcall/contracts';
import type {
  companyFollows,
  notifications,
  userIndustries,
  userPermissions,
  users,
} from '@clearcall/server/db/schema';
import type { DemoCompany } from './companies';
import { DAY_MS } from './period';
import { stableUuid } from './random';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'clearcall-demo';

type AccountSpec = {
  email: string;
  firstName: string;
  lastName: string;
  designation: string;
  userType: UserType;
  isActive: boolean;
  industries: IndustryId[];
  permissions: Permissions;
  /** How many companies with earnings calls the account follows. */
  follows: number;
  /** Industries whose companies it prefers to follow. */
  followIndustries: IndustryId[];
  hasNotifications: boolean;
  role: string;
  note: string;
};

const ACCOUNT_SPECS: readonly AccountSpec[] = [
  {
    email: 'admin@example.com',
    firstName: 'Avery',
    lastName: 'Admin',
    designation: 'Platform Administrator',
    userType: 'Admin',
    isActive: true,
    industries: [],
    permissions: DEFAULT_PERMISSIONS.Admin,
    follows: 0,
    followIndustries: [],
    hasNotifications: false,
    role: 'Admin',
    note: 'active; manages users and transcripts',
  },
  {
    email: 'analyst@example.com',
    firstName: 'Dana',
    lastName: 'Analyst',
    designation: 'Equity Research Analyst',
    userType: 'Marketing',
    isActive: true,
    industries: ['D', 'I'],
    permissions: { ...DEFAULT_PERMISSIONS.Marketing, social: false, summary: false },
    follows: 8,
    followIndustries: ['D', 'I'],
    hasNotifications: true,
    role: 'Pro-User',
    note: 'active, Manufacturing and Services, follows 8 companies; Social and Summary locked',
  },
  {
    email: 'premium@example.com',
    firstName: 'Priya',
    lastName: 'Premium',
    designation: 'Portfolio Manager',
    userType: 'Marketing',
    isActive: true,
    industries: ['D', 'H', 'I'],
    permissions: DEFAULT_PERMISSIONS.Marketing,
    follows: 6,
    followIndustries: ['H', 'D', 'I'],
    hasNotifications: true,
    role: 'Pro-User',
    note: 'active, every tab unlocked, follows 6 companies',
  },
  {
    email: 'newcomer@example.com',
    firstName: 'Noah',
    lastName: 'Newcomer',
    designation: 'Business Development',
    userType: 'Business',
    isActive: true,
    industries: [],
    permissions: DEFAULT_PERMISSIONS.Business,
    follows: 0,
    followIndustries: [],
    hasNotifications: false,
    role: 'Biz-User',
    note: 'active, no industries yet (goes to onboarding)',
  },
  {
    email: 'pending@example.com',
    firstName: 'Pat',
    lastName: 'Pending',
    designation: 'Sales Lead',
    userType: 'Business',
    isActive: false,
    industries: [],
    permissions: DEFAULT_PERMISSIONS.Business,
    follows: 0,
    followIndustries: [],
    hasNotifications: false,
    role: 'Biz-User',
    note: 'not activated yet (private beta screen)',
  },
];

/** The demo accounts for sign-in banners and docs; all share the password `clearcall-demo`. */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  password: string;
  role: string;
  note: string;
}> = ACCOUNT_SPECS.map(({ email, role, note }) => ({ email, password: DEMO_PASSWORD, role, note }));

/** A user row before its password is hashed (hashing is salted, so it happens at load time). */
export type DemoUserRow = Omit<typeof users.$inferInsert, 'id' | 'passwordHash'> & {
  id: string;
  password: string;
};
export type UserIndustryRow = typeof userIndustries.$inferInsert;
export type UserPermissionRow = typeof userPermissions.$inferInsert;
export type FollowRow = typeof companyFollows.$inferInsert;
export type NotificationRow = Omit<typeof notifications.$inferInsert, 'id'> & { id: string };

export type DemoAccountRows = {
  users: DemoUserRow[];
  industries: UserIndustryRow[];
  permissions: UserPermissionRow[];
  follows: FollowRow[];
  notifications: NotificationRow[];
};

/** A published earnings story the accounts can follow and be notified about. */
export type EarningsStoryRef = {
  storyId: string;
  companyIndex: number;
  publishedAt: Date;
  /** 0 for the latest quarter's call, 1 for the one before, and so on. */
  quartersAgo: number;
};

/**
 * Builds the demo accounts with their industries, tab permissions, followed companies and
 * notifications. Followed companies are the first companies with earnings calls in the
 * account's preferred industries, so the choice is stable for a seed.
 */
export function demoAccountRows(input: {
  seed: number;
  reference: Date;
  transcriptCompanies: readonly DemoCompany[];
  earningsStories: readonly EarningsStoryRef[];
}): DemoAccountRows {
  const { seed, reference } = input;
  const rows: DemoAccountRows = {
    users: [],
    industries: [],
    permissions: [],
    follows: [],
    notifications: [],
  };
  const taken = new Set<number>();
  for (const spec of ACCOUNT_SPECS) {
    const userId = stableUuid(seed, 'user', spec.email);
    rows.users.push({
      id: userId,
      email: spec.email,
      password: DEMO_PASSWORD,
      firstName: spec.firstName,
      lastName: spec.lastName,
      designation: spec.designation,
      userType: spec.userType,
      userStatus: spec.isActive,
      activatedAt: spec.isActive ? new Date(reference.getTime() - 45 * DAY_MS) : null,
    });
    rows.industries.push(...spec.industries.map((industryId) => ({ userId, industryId })));
    rows.permissions.push(
      ...TAB_IDS.map((tab) => ({ userId, tab, allowed: spec.permissions[tab] })),
    );

    const preferred = input.transcriptCompanies.filter((company) =>
      spec.followIndustries.includes(company.row.industryId),
    );
    const followed = [...preferred, ...input.transcriptCompanies]
      .filter(
        (company, position, list) =>
          list.indexOf(company) === position && !taken.has(company.index),
      )
      .slice(0, spec.follows);
    for (const [position, company] of followed.entries()) {
      taken.add(company.index);
      rows.follows.push({
        userId,
        companyId: company.row.id,
        createdAt: new Date(reference.getTime() - (60 - position) * DAY_MS),
      });
    }
    if (!spec.hasNotifications) continue;
    const followedIndexes = new Set(followed.map((company) => company.index));
    for (const story of input.earningsStories) {
      // Notifications cover the latest two quarters of calls.
      if (!followedIndexes.has(story.companyIndex) || story.quartersAgo > 1) continue;
      const company = input.transcriptCompanies.find(
        (candidate) => candidate.index === story.companyIndex,
      );
      if (!company) continue;
      rows.notifications.push({
        id: stableUuid(seed, 'notification', spec.email, story.storyId),
        userId,
        storyId: story.storyId,
        companyId: company.row.id,
        createdAt: story.publishedAt,
        // The latest calls are unread; the quarter before was already opened.
        viewedAt: story.quartersAgo === 0 ? null : new Date(story.publishedAt.getTime() + DAY_MS),
      });
    }
  }
  return rows;
}

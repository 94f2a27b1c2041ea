import type { Permissions } from './tabs';

/**
 * Admin manages users and transcripts. Marketing is listed as Pro-User and Business as Biz-User;
 * both have the same routes and differ only in their default tab permissions.
 */
export const USER_TYPES = ['Admin', 'Marketing', 'Business'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The label the admin users list shows for a user type. */
export function userTypeLabel(userType: UserType): string {
  if (userType === 'Admin') return 'Admin';
  return userType === 'Marketing' ? 'Pro-User' : 'Biz-User';
}

/** Tab permissions a new account of each type starts with. */
export const DEFAULT_PERMISSIONS: Record<UserType, Permissions> = {
  Admin: {
    earnings: true,
    news: true,
    reports: true,
    hiring: true,
    youtube: true,
    social: true,
    summary: true,
  },
  Marketing: {
    earnings: true,
    news: true,
    reports: true,
    hiring: true,
    youtube: true,
    social: true,
    summary: true,
  },
  Business: {
    earnings: true,
    news: true,
    reports: true,
    hiring: true,
    youtube: true,
    social: false,
    summary: false,
  },
};

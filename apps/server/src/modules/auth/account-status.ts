import type { InactiveReason } from '@clearcall/contracts';

/**
 * Whether an account may use the product (private beta): `active`, or the reason it may not.
 * `pending` was never activated, `deactivated` was switched off by an admin after activation.
 */
export type AccountStatus = 'active' | InactiveReason;

/**
 * The status of an account from its row. The first activation is dated and the date is kept
 * when an admin switches the account off, so an inactive account with a date was deactivated.
 */
export function accountStatusOf(user: {
  userStatus: boolean;
  activatedAt: Date | null;
}): AccountStatus {
  if (user.userStatus) return 'active';
  return user.activatedAt ? 'deactivated' : 'pending';
}

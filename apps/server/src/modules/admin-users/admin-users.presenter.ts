import type { AdminUser } from '@clearcall/contracts';
import type { AccountCardRow } from '../accounts/accounts.service';

/** A user as the admin list shows it; each field is chosen here. */
export function presentAdminUser(row: AccountCardRow): AdminUser {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    designation: row.designation,
    userType: row.userType,
    userStatus: row.userStatus,
    avatar: row.avatarUrl,
  };
}

import { useSessionUser } from '../../lib/auth';
import { isAdmin } from '../../lib/authorization';
import { AdminLayout } from './admin-layout';
import { UserLayout } from './user-layout';

/**
 * The frame of pages every role has (account settings): the admin frame for an Admin, the user
 * frame otherwise, so the navigation stays the one the person knows.
 */
export function RoleLayout() {
  const user = useSessionUser();
  return isAdmin(user) ? <AdminLayout /> : <UserLayout />;
}

import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSessionUser } from '../../lib/auth';
import { getFallbackPath, isPathInRoleSet } from '../../lib/authorization';
import type { NavItemDefinition } from './nav-item';
import { ShellFrame } from './shell-frame';

const ADMIN_NAV: readonly NavItemDefinition[] = [
  {
    label: 'Users',
    href: paths.admin.users.getHref(),
    icon: IconUsers,
    isActive: (pathname) =>
      matchPath({ path: paths.admin.users.path, end: false }, pathname) !== null,
  },
  {
    label: 'Earning Transcripts',
    href: paths.admin.earningTranscript.getHref(),
    icon: IconFileText,
    isActive: (pathname) => matchPath(paths.admin.earningTranscript.path, pathname) !== null,
  },
];

/** The frame of the admin route set; every other path goes to the users list. */
export function AdminLayout() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (!isPathInRoleSet(user, pathname)) return <Navigate to={getFallbackPath(user)} replace />;
  return (
    <ShellFrame homeHref={paths.admin.users.getHref()} navItems={ADMIN_NAV}>
      <Outlet />
    </ShellFrame>
  );
}

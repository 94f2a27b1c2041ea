import IconChartDots3 from '@tabler/icons-react/dist/esm/icons/IconChartDots3.mjs';
import IconNews from '@tabler/icons-react/dist/esm/icons/IconNews.mjs';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSessionUser } from '../../lib/auth';
import { getFallbackPath, isAwaitingActivation, isPathInRoleSet } from '../../lib/authorization';
import type { NavItemDefinition } from './nav-item';
import { ShellFrame } from './shell-frame';

const USER_NAV: readonly NavItemDefinition[] = [
  {
    label: 'Feed',
    href: paths.app.feed.getHref('earnings'),
    icon: IconNews,
    isActive: (pathname) =>
      matchPath(paths.app.feed.path, pathname) !== null ||
      matchPath(paths.app.story.path, pathname) !== null,
  },
  {
    label: 'Analysis',
    href: paths.app.analysis.getHref(),
    icon: IconChartDots3,
    isActive: (pathname) =>
      matchPath(paths.app.analysis.path, pathname) !== null ||
      matchPath(paths.app.analysisDetail.path, pathname) !== null,
  },
];

/**
 * The frame of the user route set (Marketing and Business). Any path outside the user's set,
 * including every path but /lead-gen while the account awaits activation, goes to the fallback.
 */
export function UserLayout() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (!isPathInRoleSet(user, pathname)) return <Navigate to={getFallbackPath(user)} replace />;
  return (
    <ShellFrame
      homeHref={paths.app.feed.getHref('earnings')}
      navItems={isAwaitingActivation(user) ? [] : USER_NAV}
    >
      <Outlet />
    </ShellFrame>
  );
}

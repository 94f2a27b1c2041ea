import IconChartDots3 from '@tabler/icons-react/dist/esm/icons/IconChartDots3.mjs';
import IconHelpCircle from '@tabler/icons-react/dist/esm/icons/IconHelpCircle.mjs';
import IconNews from '@tabler/icons-react/dist/esm/icons/IconNews.mjs';
import IconSparkles from '@tabler/icons-react/dist/esm/icons/IconSparkles.mjs';
import { Suspense, useContext } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { LAYOUT } from '../../config/theme';
import { useSessionUser } from '../../lib/auth';
import { getFallbackPath, isAwaitingActivation, isPathInRoleSet } from '../../lib/authorization';
import { UserHeaderSlotContext } from './header-slot';
import type { NavItemDefinition } from './nav-item';
import type { ProfileMenuLink } from './profile-menu';
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

/** On phones the profile menu adds Introducing Analysis and, when configured, the help video. */
const MOBILE_MENU_LINKS: readonly ProfileMenuLink[] = [
  {
    label: 'Introducing Analysis',
    href: paths.app.analysis.getHref(),
    icon: <IconSparkles size={LAYOUT.navIconSize} aria-hidden="true" />,
  },
  ...(env.helpVideoUrl
    ? [
        {
          label: 'Help',
          href: env.helpVideoUrl,
          isExternal: true,
          icon: <IconHelpCircle size={LAYOUT.navIconSize} aria-hidden="true" />,
        },
      ]
    : []),
];

/**
 * The frame of the user route set (Marketing and Business). Any path outside the user's set,
 * including every path but /lead-gen while the account awaits activation, goes to the fallback.
 */
export function UserLayout() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const headerContent = useContext(UserHeaderSlotContext);
  if (!isPathInRoleSet(user, pathname)) return <Navigate to={getFallbackPath(user)} replace />;
  return (
    <ShellFrame
      homeHref={paths.app.feed.getHref('earnings')}
      navItems={isAwaitingActivation(user) ? [] : USER_NAV}
      mobileMenuLinks={isAwaitingActivation(user) ? [] : MOBILE_MENU_LINKS}
      headerContent={
        headerContent && !isAwaitingActivation(user) ? (
          <Suspense fallback={null}>{headerContent}</Suspense>
        ) : null
      }
    >
      <Outlet />
    </ShellFrame>
  );
}

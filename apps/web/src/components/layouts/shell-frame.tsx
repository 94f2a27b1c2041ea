import { AppShell, Box, Group, Stack, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useHeadroom, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LAYOUT } from '../../config/theme';
import { Logo } from '../ui/logo';
import { ContentSkeleton } from '../ui/page-skeleton';
import { NavItem, type NavItemDefinition } from './nav-item';
import { ProfileMenu, type ProfileMenuLink } from './profile-menu';
import classes from './shell-frame.module.css';

type ShellFrameProps = {
  /** Where the logo leads: the role's home page. */
  homeHref: string;
  navItems: readonly NavItemDefinition[];
  /** What the header shows beside the logo. */
  headerContent?: ReactNode;
  /** Extra entries of the profile menu on narrow screens. */
  mobileMenuLinks?: readonly ProfileMenuLink[];
  children: ReactNode;
};

/** On narrow screens the header slides away once the page scrolls past this (section 9). */
const MOBILE_HEADER_HIDES_AFTER_PX = 300;

/**
 * The signed-in frame: header with the logo, the 120 px left navigation with the profile menu
 * at its foot, and the content column. Below the `sm` breakpoint the navigation becomes a bottom bar.
 */
export function ShellFrame({
  homeHref,
  navItems,
  headerContent,
  mobileMenuLinks,
  children,
}: ShellFrameProps) {
  const theme = useMantineTheme();
  const { pathname } = useLocation();
  // Read synchronously so a phone never renders the desktop navigation first.
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const { pinned: isHeaderPinned } = useHeadroom({ fixedAt: MOBILE_HEADER_HIDES_AFTER_PX });
  const isHeaderHidden = !isDesktop && !isHeaderPinned;

  return (
    <AppShell
      // On phones the header slides over the content, so the page does not jump when it hides.
      header={{ height: LAYOUT.headerHeight, collapsed: isHeaderHidden, offset: isDesktop }}
      navbar={{ width: LAYOUT.navbarWidth, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: { base: LAYOUT.bottomBarHeight, sm: 0 } }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" gap={isDesktop ? 'md' : 'xs'} justify="space-between" wrap="nowrap">
          <UnstyledButton
            component={Link}
            to={homeHref}
            aria-label="Clearcall home"
            className={classes.homeLink}
          >
            <Logo withWordmark={isDesktop || !headerContent} />
          </UnstyledButton>
          {headerContent}
        </Group>
      </AppShell.Header>

      {isDesktop ? (
        <AppShell.Navbar className={classes.navbar}>
          <Stack
            component="nav"
            aria-label="Main"
            gap="xs"
            p="xs"
            pt="md"
            className={classes.navList}
          >
            {navItems.map((item) => (
              <NavItem key={item.href} item={item} pathname={pathname} layout="rail" />
            ))}
          </Stack>
          <Box className={classes.navFooter}>
            <ProfileMenu position="right-end" />
          </Box>
        </AppShell.Navbar>
      ) : (
        <AppShell.Footer className={classes.bottomBar}>
          <Group component="nav" aria-label="Main" h="100%" gap={0} wrap="nowrap" grow>
            {navItems.map((item) => (
              <NavItem key={item.href} item={item} pathname={pathname} layout="bar" />
            ))}
            <Box className={classes.bottomProfile}>
              <ProfileMenu position="top-end" extraLinks={mobileMenuLinks} />
            </Box>
          </Group>
        </AppShell.Footer>
      )}

      <AppShell.Main className={classes.main} pt={isDesktop ? undefined : LAYOUT.headerHeight}>
        <Box className={classes.content} maw={LAYOUT.contentMaxWidth}>
          <Suspense fallback={<ContentSkeleton />}>{children}</Suspense>
        </Box>
      </AppShell.Main>
      {/* Bottom right, away from the header's Upgrade button and bell; above the phone's bar. */}
      <Notifications position="bottom-right" className={classes.toasts} />
    </AppShell>
  );
}

import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import IconBuilding from '@tabler/icons-react/dist/esm/icons/IconBuilding.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconFileUpload from '@tabler/icons-react/dist/esm/icons/IconFileUpload.mjs';
import IconHistory from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
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
      matchPath(paths.admin.users.path, pathname) !== null ||
      matchPath(paths.admin.createUser.path, pathname) !== null,
  },
  {
    label: 'Upgrades',
    href: paths.admin.upgradeRequests.getHref(),
    icon: IconCrown,
    isActive: (pathname) => matchPath(paths.admin.upgradeRequests.path, pathname) !== null,
  },
  {
    label: 'Audit log',
    href: paths.admin.auditLog.getHref(),
    icon: IconHistory,
    isActive: (pathname) => matchPath(paths.admin.auditLog.path, pathname) !== null,
  },
  {
    label: 'Earning Transcripts',
    href: paths.admin.earningTranscript.getHref(),
    icon: IconFileText,
    isActive: (pathname) => matchPath(paths.admin.earningTranscript.path, pathname) !== null,
  },
  {
    label: 'Import',
    href: paths.admin.importTranscripts.getHref(),
    icon: IconFileUpload,
    isActive: (pathname) => matchPath(paths.admin.importTranscripts.path, pathname) !== null,
  },
  {
    label: 'Companies',
    href: paths.admin.companies.getHref(),
    icon: IconBuilding,
    isActive: (pathname) => matchPath(paths.admin.companies.path, pathname) !== null,
  },
];

/**
 * The admin header beside the logo: where the admin is ("Admin / Audit log") and who is signed
 * in, so that a shared screen or a second tab never leaves either in doubt.
 */
function AdminHeader({ pathname }: { pathname: string }) {
  const user = useSessionUser();
  const section = ADMIN_NAV.find((item) => item.isActive(pathname))?.label;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Group gap="md" wrap="nowrap" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge variant="light" color="brand" style={{ flexShrink: 0 }}>
          Admin
        </Badge>
        {section && (
          <Text size="sm" fw={600} truncate="end">
            <VisuallyHidden>Section: </VisuallyHidden>
            {section}
          </Text>
        )}
      </Group>
      <Stack gap={0} align="flex-end" style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end" maw="100%">
          <VisuallyHidden>Signed in as </VisuallyHidden>
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end" maw="100%" visibleFrom="sm">
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}

/** The frame of the admin route set; every other path goes to the users list. */
export function AdminLayout() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (!isPathInRoleSet(user, pathname)) return <Navigate to={getFallbackPath(user)} replace />;
  return (
    <ShellFrame
      homeHref={paths.admin.users.getHref()}
      navItems={ADMIN_NAV}
      headerContent={<AdminHeader pathname={pathname} />}
    >
      <Outlet />
    </ShellFrame>
  );
}

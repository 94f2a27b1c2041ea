import { Avatar, Box, Menu, Text, UnstyledButton, type FloatingPosition } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LAYOUT } from '../../config/theme';
import { useSessionUser } from '../../lib/auth';
import { isAwaitingActivation } from '../../lib/authorization';
import { useLogout } from '../../lib/session';
import { LogoutModal } from './logout-modal';
import classes from './profile-menu.module.css';

/** Up to two initials from the user's names, for the avatar. */
export function getInitials(firstName: string, lastName: string): string {
  const initials = [firstName, lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
  return initials || '?';
}

/** An extra entry of the menu: a page of the app, or an external page opened in a new tab. */
export type ProfileMenuLink = {
  label: string;
  icon: ReactNode;
  href: string;
  isExternal?: boolean;
};

type ProfileMenuProps = {
  /** Where the menu opens: beside the left navigation, or above the bottom bar. */
  position: FloatingPosition;
  /** Entries shown above Settings (on phones: Introducing Analysis and Help). */
  extraLinks?: readonly ProfileMenuLink[];
};

/**
 * The avatar button with the user's name, e-mail, Settings and Logout (confirmed in a modal). An
 * account held on the private-beta page has no Settings: its route guard would send it straight
 * back, and the page itself offers what the server still allows it.
 */
export function ProfileMenu({ position, extraLinks = [] }: ProfileMenuProps) {
  const user = useSessionUser();
  const [isConfirmOpen, confirm] = useDisclosure(false);
  const { logout, isPending } = useLogout();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <>
      <Menu position={position} width={LAYOUT.menuWidth} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="Profile menu" className={classes.trigger}>
            <Avatar color="brand" variant="filled" radius="xl" size={LAYOUT.avatarSize}>
              {getInitials(user.firstName, user.lastName)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Box px="sm" py="xs">
            <Text fw={600} truncate="end">
              {fullName}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {user.email}
            </Text>
          </Box>
          <Menu.Divider />
          {extraLinks.map((link) =>
            link.isExternal ? (
              <Menu.Item
                key={link.label}
                component="a"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={link.icon}
              >
                {link.label}
              </Menu.Item>
            ) : (
              <Menu.Item key={link.label} component={Link} to={link.href} leftSection={link.icon}>
                {link.label}
              </Menu.Item>
            ),
          )}
          {!isAwaitingActivation(user) && (
            <Menu.Item
              component={Link}
              to={paths.app.settings.getHref()}
              leftSection={<IconSettings size={LAYOUT.navIconSize} aria-hidden="true" />}
            >
              Settings
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconLogout size={LAYOUT.navIconSize} aria-hidden="true" />}
            onClick={confirm.open}
          >
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LogoutModal
        opened={isConfirmOpen}
        isPending={isPending}
        onCancel={confirm.close}
        onConfirm={logout}
      />
    </>
  );
}

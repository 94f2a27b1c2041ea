import type { AdminUser } from '@clearcall/contracts';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { ActivateUserButton } from './activate-user-button';

type UserActionsProps = {
  user: AdminUser;
  onDelete: (user: AdminUser) => void;
  /** Opens the premium access dialog; admins have no such dialog. */
  onManageAccess: (user: AdminUser) => void;
};

/** Activate (for inactive users), manage access (for non-admins) and delete, side by side. */
export function UserActions({ user, onDelete, onManageAccess }: UserActionsProps) {
  const label = `Delete ${user.firstName} ${user.lastName}`;
  const accessLabel = `Manage access for ${user.firstName} ${user.lastName}`;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {!user.userStatus && <ActivateUserButton user={user} />}
      {user.userType !== 'Admin' && (
        <Tooltip label="Manage access">
          <ActionIcon
            variant="subtle"
            aria-label={accessLabel}
            onClick={() => onManageAccess(user)}
          >
            <IconCrown size={18} stroke={1.75} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => onDelete(user)}>
          <IconTrash size={18} stroke={1.75} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

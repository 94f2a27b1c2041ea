import type { AdminUser } from '@clearcall/contracts';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { ActivateUserButton } from './activate-user-button';

type UserActionsProps = {
  user: AdminUser;
  onDelete: (user: AdminUser) => void;
};

/** Activate (for inactive users) and delete, side by side. */
export function UserActions({ user, onDelete }: UserActionsProps) {
  const label = `Delete ${user.firstName} ${user.lastName}`;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {!user.userStatus && <ActivateUserButton user={user} />}
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => onDelete(user)}>
          <IconTrash size={18} stroke={1.75} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

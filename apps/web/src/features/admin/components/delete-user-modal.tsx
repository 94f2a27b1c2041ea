import type { AdminUser } from '@clearcall/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LAYOUT } from '../../../config/theme';
import { describeFailure } from '../../../lib/api-client';
import { useDeleteUser } from '../api/delete-user';

/** A deletion that failed for a reason the server does not explain to the admin. */
function deleteFailedMessage(name: string): string {
  return `${name} could not be deleted. Nothing was removed; please try again.`;
}

type DeleteUserModalProps = {
  /** The user to delete; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
};

/** Asks before deleting a user, says what deletion does, and reports the result in a toast. */
export function DeleteUserModal({ user, onClose }: DeleteUserModalProps) {
  const deleteUser = useDeleteUser();
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  const handleClose = () => {
    if (!deleteUser.isPending) onClose();
  };

  const handleDelete = () => {
    if (!user) return;
    deleteUser.mutate(user.userId, {
      onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: describeFailure(error, deleteFailedMessage(name)),
        }),
      onSettled: onClose,
    });
  };

  return (
    <Modal
      opened={user !== null}
      onClose={handleClose}
      title={`Delete ${name}?`}
      size={LAYOUT.modalWidth}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {name} ({user?.email}) is signed out everywhere at once, and their personal data (likes,
          follows, analyses and notifications) is removed. This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={deleteUser.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={handleDelete} disabled={deleteUser.isPending}>
            {deleteUser.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import type { AdminUser } from '@clearcall/contracts';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useUpdateUserStatus } from '../api/update-user-status';

const ACTIVATE_FAILED_MESSAGE = 'Something Went Wrong';

type ActivateUserButtonProps = {
  user: AdminUser;
  fullWidth?: boolean;
};

/** Activates an inactive user and reports the server's answer in a toast. */
export function ActivateUserButton({ user, fullWidth = false }: ActivateUserButtonProps) {
  const updateStatus = useUpdateUserStatus();

  const handleActivate = () => {
    updateStatus.mutate(
      { userId: user.userId, userStatus: true },
      {
        onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
        onError: () => notifications.show({ color: 'red', message: ACTIVATE_FAILED_MESSAGE }),
      },
    );
  };

  return (
    <Button
      size="xs"
      variant="light"
      fullWidth={fullWidth}
      disabled={updateStatus.isPending}
      onClick={handleActivate}
    >
      {updateStatus.isPending ? 'Activating...' : 'Activate'}
    </Button>
  );
}

import type { AdminUser } from '@clearcall/contracts';
import { Button } from '@mantine/core';
import { useUpdateUserStatus } from '../api/update-user-status';

type ActivateUserButtonProps = {
  user: AdminUser;
  fullWidth?: boolean;
};

/** Activates an inactive user; the mutation reports the server's answer in a toast. */
export function ActivateUserButton({ user, fullWidth = false }: ActivateUserButtonProps) {
  const updateStatus = useUpdateUserStatus();

  const handleActivate = () => {
    updateStatus.mutate({ userId: user.userId, userStatus: true });
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

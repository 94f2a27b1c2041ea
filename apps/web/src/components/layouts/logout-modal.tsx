import { Button, Group, Modal, Text } from '@mantine/core';
import { LAYOUT } from '../../config/theme';

type LogoutModalProps = {
  opened: boolean;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before signing out (product specification, section 2: Layout and header). */
export function LogoutModal({ opened, isPending, onCancel, onConfirm }: LogoutModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Are you sure you want to Logout?"
      centered
      size={LAYOUT.modalWidth}
      closeOnClickOutside={!isPending}
      closeOnEscape={!isPending}
      withCloseButton={false}
    >
      <Text size="sm" c="dimmed" mb="lg">
        You will need to sign in again to return to Clearcall.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isPending} data-autofocus>
          No, cancel
        </Button>
        <Button onClick={onConfirm} loading={isPending}>
          Yes, I&apos;m sure
        </Button>
      </Group>
    </Modal>
  );
}

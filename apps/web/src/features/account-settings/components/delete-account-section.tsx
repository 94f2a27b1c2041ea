import {
  DeleteAccountFormSchema,
  type AccountSettings,
  type DeleteAccountForm,
} from '@clearcall/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { LAYOUT } from '../../../config/theme';
import { getServerMessage } from '../../../lib/api-client';
import { endSession } from '../../../lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

const DELETE_FAILED_MESSAGE = 'Your account could not be deleted. Please try again.';

type DeleteAccountSectionProps = {
  userId: string;
  settings: AccountSettings;
};

/** The danger zone: deleting the account asks for the password again, then signs out. */
export function DeleteAccountSection({ userId, settings }: DeleteAccountSectionProps) {
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <SettingsSection
      title="Delete account"
      tone="danger"
      description="Deleting your account signs you out everywhere and removes your profile, industries, followed companies, Insightful marks, analyses, notifications, upgrade requests and usage events. This cannot be undone."
    >
      <Group>
        <Button color="red" onClick={dialog.open}>
          Delete account
        </Button>
      </Group>
      {isOpen && <DeleteAccountModal userId={userId} settings={settings} onClose={dialog.close} />}
    </SettingsSection>
  );
}

type DeleteAccountModalProps = DeleteAccountSectionProps & { onClose: () => void };

/**
 * Asks for the password (or, without one, the e-mail address) before deleting; on success the
 * session ends and /login opens with the server's confirmation. Shared by the settings page and
 * the private-beta page, which cannot open the settings page.
 */
export function DeleteAccountModal({ userId, settings, onClose }: DeleteAccountModalProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteAccount = useDeleteAccount(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteAccountForm>({
    resolver: zodResolver(DeleteAccountFormSchema),
    defaultValues: { confirmation: '' },
  });

  const handleClose = () => {
    if (!deleteAccount.isPending) onClose();
  };

  const handleValidSubmit = ({ confirmation }: DeleteAccountForm) => {
    setFailure(null);
    const body = settings.hasPassword ? { password: confirmation } : { email: confirmation };
    deleteAccount.mutate(body, {
      onSuccess: () => {
        endSession('account-deleted');
        queryClient.removeQueries();
        void navigate(paths.auth.login.getHref(), { replace: true });
      },
      onError: (error) => setFailure(getServerMessage(error) ?? DELETE_FAILED_MESSAGE),
    });
  };

  return (
    <Modal
      opened
      onClose={handleClose}
      title="Delete your account?"
      size={LAYOUT.modalWidth}
      centered
    >
      <form onSubmit={handleSubmit(handleValidSubmit)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Your account ({settings.email}) and its personal data will be deleted and you will be
            signed out on every device. This cannot be undone.
          </Text>
          {settings.hasPassword ? (
            <PasswordInput
              label="Password"
              description="Enter your password to confirm."
              autoComplete="current-password"
              error={errors.confirmation?.message}
              visible={isPasswordVisible}
              onVisibilityChange={setIsPasswordVisible}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{
                'aria-label': isPasswordVisible ? 'Hide password' : 'Show password',
              }}
              data-autofocus
              {...register('confirmation')}
            />
          ) : (
            <TextInput
              label="E-mail address"
              description="You sign in through single sign-on; type your e-mail address to confirm."
              autoComplete="off"
              error={errors.confirmation?.message}
              data-autofocus
              {...register('confirmation')}
            />
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={deleteAccount.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={deleteAccount.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

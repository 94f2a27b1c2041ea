import { ChangePasswordFormSchema, type ChangePasswordForm } from '@clearcall/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { getServerMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

const CHANGE_FAILED_MESSAGE = 'Your password could not be changed. Please try again.';
const EMPTY_FORM: ChangePasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

type PasswordFieldName = keyof ChangePasswordForm;

const FIELDS: ReadonlyArray<{ name: PasswordFieldName; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

type PasswordSectionProps = {
  userId: string;
  /** False for accounts that sign in only through single sign-on. */
  hasPassword: boolean;
};

/** Change password: current, new and confirm, each with show/hide; other devices are signed out. */
export function PasswordSection({ userId, hasPassword }: PasswordSectionProps) {
  return (
    <SettingsSection
      title="Password"
      description="Changing your password signs you out on every other device. This one stays signed in."
    >
      {hasPassword ? (
        <PasswordChangeForm userId={userId} />
      ) : (
        <Text size="sm">
          You sign in through single sign-on, so your account has no Clearcall password to change.
        </Text>
      )}
    </SettingsSection>
  );
}

function PasswordChangeForm({ userId }: { userId: string }) {
  const [visible, setVisible] = useState<Record<PasswordFieldName, boolean>>({
    currentPassword: false,
    newPassword: false,
    confirmPassword: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const changePassword = useChangePassword(userId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY_FORM,
  });

  const handleValidSubmit = ({ currentPassword, newPassword }: ChangePasswordForm) => {
    setFailure(null);
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          reset(EMPTY_FORM);
          notifications.show({ color: 'teal', message });
        },
        onError: (error) => setFailure(getServerMessage(error) ?? CHANGE_FAILED_MESSAGE),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit(handleValidSubmit)} noValidate>
      <Stack gap="sm" maw={420}>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <PasswordInput
            key={name}
            label={label}
            autoComplete={autoComplete}
            error={errors[name]?.message}
            visible={visible[name]}
            onVisibilityChange={(isVisible) =>
              setVisible((current) => ({ ...current, [name]: isVisible }))
            }
            visibilityToggleFocusable
            visibilityToggleButtonProps={{
              'aria-label': `${visible[name] ? 'Hide' : 'Show'} ${label.toLowerCase()}`,
            }}
            {...register(name)}
          />
        ))}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={changePassword.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useSessionUser } from '../../../lib/auth';
import { isAdmin } from '../../../lib/authorization';
import { useAccountSettings } from '../api/get-account-settings';
import { ApiTokensSection } from './api-tokens-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { LinkedSignInsSection } from './linked-sign-ins-section';
import { PasscodeSection } from './passcode-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

/** Every section of the settings page, for the signed-in user. */
export function AccountSettingsPanel() {
  const user = useSessionUser();
  const { userId } = user;
  const settingsQuery = useAccountSettings(userId);
  const settings = settingsQuery.data;

  if (settingsQuery.isError) {
    return (
      <Stack gap="sm" align="flex-start" role="alert">
        <Text fw={600}>Your settings could not be loaded.</Text>
        <Text size="sm" c="dimmed">
          Check your connection, then try again.
        </Text>
        <Button
          variant="light"
          onClick={() => void settingsQuery.refetch()}
          loading={settingsQuery.isFetching}
        >
          Try again
        </Button>
      </Stack>
    );
  }

  if (!settings) {
    return (
      <Stack gap="lg">
        <VisuallyHidden role="status">Loading settings…</VisuallyHidden>
        <Skeleton h={260} radius="md" />
        <Skeleton h={160} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PasswordSection userId={userId} hasPassword={settings.hasPassword} />
      <SessionsSection userId={userId} />
      <LinkedSignInsSection userId={userId} hasPassword={settings.hasPassword} />
      <PasscodeSection userId={userId} settings={settings} />
      {isAdmin(user) && <ApiTokensSection userId={userId} />}
      <DataExportSection userId={userId} />
      <DeleteAccountSection userId={userId} settings={settings} />
    </Stack>
  );
}

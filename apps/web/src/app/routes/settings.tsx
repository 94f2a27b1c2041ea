import { Stack, Text, Title } from '@mantine/core';
import { AccountSettingsPanel } from '../../features/account-settings/components/account-settings';

const SETTINGS_MAX_WIDTH = 760;

/** Account settings: password, sessions, sign-in passcode, data export and deletion. */
export default function SettingsRoute() {
  return (
    <>
      <title>Settings · Clearcall</title>
      <Stack gap="lg" maw={SETTINGS_MAX_WIDTH}>
        <Stack gap={4}>
          <Title order={1}>Settings</Title>
          <Text c="dimmed">Manage how you sign in, your devices and your data.</Text>
        </Stack>
        <AccountSettingsPanel />
      </Stack>
    </>
  );
}

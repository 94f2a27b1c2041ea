import { Button, Divider, Flex, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { LogoutModal } from '../../../components/layouts/logout-modal';
import { LAYOUT } from '../../../config/theme';
import { useSessionUser } from '../../../lib/auth';
import { useLogout } from '../../../lib/session';
import { useAccountSettings } from '../api/get-account-settings';
import { useDataExport } from './data-export-section';
import { DeleteAccountModal } from './delete-account-section';

const HEADING_ID = 'inactive-account-heading';

/**
 * "Your account" on the private-beta page. An account that is not active cannot open the settings
 * page (the server refuses its other calls), yet it may still sign out, take its data and delete
 * itself: these are exactly the calls the server keeps open for it.
 */
export function InactiveAccountSection() {
  const { userId } = useSessionUser();
  const settingsQuery = useAccountSettings(userId);
  const { download, isPending: isExporting } = useDataExport(userId);
  const { logout, isPending: isLoggingOut } = useLogout();
  const [isLogoutOpen, logoutDialog] = useDisclosure(false);
  const [isDeleteOpen, deleteDialog] = useDisclosure(false);
  const settings = settingsQuery.data;

  return (
    <Paper
      component="section"
      aria-labelledby={HEADING_ID}
      w="100%"
      maw={LAYOUT.messageWidth}
      p={{ base: 'lg', sm: 'xl' }}
      radius="lg"
      withBorder
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id={HEADING_ID}>
            Your account
          </Title>
          <Text size="sm" c="dimmed">
            Download what Clearcall stores about you, sign out, or delete your account and its
            personal data.
          </Text>
        </Stack>
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} stroke={1.75} aria-hidden="true" />}
            onClick={download}
            loading={isExporting}
          >
            Export my data
          </Button>
          <Button
            variant="default"
            leftSection={<IconLogout size={18} stroke={1.75} aria-hidden="true" />}
            onClick={logoutDialog.open}
          >
            Logout
          </Button>
        </Flex>
        <Divider />
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          align={{ base: 'stretch', xs: 'center' }}
          justify="space-between"
          gap="sm"
        >
          <Text size="sm" c="dimmed">
            Deleting your account cannot be undone.
          </Text>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} stroke={1.75} aria-hidden="true" />}
            onClick={deleteDialog.open}
            disabled={!settings}
            flex="none"
          >
            Delete account
          </Button>
        </Flex>
        {settingsQuery.isError && (
          <Text size="sm" c="red.8" role="alert">
            Your account details could not be loaded, so deletion is unavailable. Reload the page to
            try again.
          </Text>
        )}
      </Stack>
      <LogoutModal
        opened={isLogoutOpen}
        isPending={isLoggingOut}
        onCancel={logoutDialog.close}
        onConfirm={logout}
      />
      {isDeleteOpen && settings && (
        <DeleteAccountModal userId={userId} settings={settings} onClose={deleteDialog.close} />
      )}
    </Paper>
  );
}

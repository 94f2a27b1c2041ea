import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { getServerMessage } from '../../../lib/api-client';
import { useExportAccountData } from '../api/export-account-data';
import { SettingsSection } from './settings-section';

const EXPORT_FAILED_MESSAGE = 'Your data could not be exported. Please try again.';

/**
 * Downloads the account's data and says how it went, for the settings screen and the
 * private-beta page alike.
 */
export function useDataExport(userId: string) {
  const exportData = useExportAccountData(userId);
  const download = () => {
    exportData.mutate(undefined, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: 'Your data has been downloaded.' }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: getServerMessage(error) ?? EXPORT_FAILED_MESSAGE,
        }),
    });
  };
  return { download, isPending: exportData.isPending };
}

/** Downloads everything Clearcall stores about the account as one JSON file. */
export function DataExportSection({ userId }: { userId: string }) {
  const { download, isPending } = useDataExport(userId);

  return (
    <SettingsSection
      title="Your data"
      description="Download a JSON file of what Clearcall stores about you: your profile, industries, permissions, followed companies, Insightful marks, analyses with their conversations, notifications, upgrade requests, usage events and sign-in sessions. Passwords and tokens are never included."
    >
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} stroke={1.75} aria-hidden="true" />}
          onClick={download}
          loading={isPending}
        >
          Export my data
        </Button>
      </Group>
    </SettingsSection>
  );
}

import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import { analytics } from '../../../lib/analytics';
import { useSessionUser } from '../../../lib/auth';
import { useRequestUpgrade } from '../api/request-upgrade';

/** Where the header's requests come from, as the team's list of requests shows it. */
export const HEADER_UPGRADE_SOURCE = 'Header';

export const UPGRADE_SUCCESS_MESSAGE =
  'Thank you! Your Premium upgrade request has been successfully submitted. Our team will reach out to you shortly.';
const UPGRADE_FAILED_MESSAGE = 'Your upgrade request could not be sent. Please try again.';

type UpgradeButtonProps = {
  /** Narrow headers show the crown alone. */
  isCompact?: boolean;
};

/** The header's Upgrade button: records the request, thanks the user and logs the click. */
export function UpgradeButton({ isCompact = false }: UpgradeButtonProps) {
  const user = useSessionUser();
  const { mutate, isPending } = useRequestUpgrade();

  const handleClick = () => {
    analytics.track('upgrade_button_clicked', {
      userId: user.userId,
      source: HEADER_UPGRADE_SOURCE,
    });
    mutate(
      { source: HEADER_UPGRADE_SOURCE },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', title: 'Upgrade', message: UPGRADE_SUCCESS_MESSAGE }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Upgrade',
            message: error.message || UPGRADE_FAILED_MESSAGE,
          }),
      },
    );
  };

  if (isCompact) {
    return (
      <Tooltip label="Upgrade to Premium">
        <ActionIcon
          variant="filled"
          color="yellow"
          autoContrast
          size="lg"
          aria-label="Upgrade to Premium"
          loading={isPending}
          onClick={handleClick}
        >
          <IconCrown size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="filled"
      color="yellow"
      autoContrast
      leftSection={<IconCrown size={18} aria-hidden="true" />}
      loading={isPending}
      onClick={handleClick}
    >
      Upgrade
    </Button>
  );
}

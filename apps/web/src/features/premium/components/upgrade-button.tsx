import type { AnalyticsProps } from '@clearcall/contracts';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import { useUpgradeRequest } from '../api/use-upgrade-request';

/** Where the header's requests come from, as the team's list of requests shows it. */
export const HEADER_UPGRADE_SOURCE = 'Header';

type UpgradeButtonProps = {
  /** Narrow headers show the crown alone. */
  isCompact?: boolean;
  /** Where the request comes from; the header's by default. */
  source?: string;
  /** Extra properties of the click's analytics event, such as the locked tab. */
  analyticsProps?: AnalyticsProps;
  label?: string;
};

/**
 * An Upgrade button (the header's by default): records the request, thanks the user and logs
 * the click.
 */
export function UpgradeButton({
  isCompact = false,
  source = HEADER_UPGRADE_SOURCE,
  analyticsProps,
  label = 'Upgrade',
}: UpgradeButtonProps) {
  const { requestUpgrade: handleClick, isPending } = useUpgradeRequest(source, analyticsProps);

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
      {label}
    </Button>
  );
}

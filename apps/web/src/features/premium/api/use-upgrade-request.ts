import { notifications } from '@mantine/notifications';
import type { AnalyticsProps } from '@clearcall/contracts';
import { analytics } from '../../../lib/analytics';
import { useSessionUser } from '../../../lib/auth';
import { useRequestUpgrade } from './request-upgrade';

export const UPGRADE_SUCCESS_MESSAGE =
  'Thank you! Your Premium upgrade request has been successfully submitted. Our team will reach out to you shortly.';
const UPGRADE_FAILED_MESSAGE = 'Your upgrade request could not be sent. Please try again.';

/**
 * Asking the team for Premium from one place in the product (`source`, as the team's list of
 * requests shows it): records the request, thanks the user and logs `upgrade_button_clicked`.
 */
export function useUpgradeRequest(source: string, props: AnalyticsProps = {}) {
  const user = useSessionUser();
  const { mutate, isPending } = useRequestUpgrade();

  const requestUpgrade = () => {
    analytics.track('upgrade_button_clicked', { userId: user.userId, source, ...props });
    mutate(
      { source },
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

  return { requestUpgrade, isPending };
}

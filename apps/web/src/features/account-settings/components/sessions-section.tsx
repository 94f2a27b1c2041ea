import type { AccountSession } from '@clearcall/contracts';
import {
  Badge,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import IconDeviceDesktop from '@tabler/icons-react/dist/esm/icons/IconDeviceDesktop.mjs';
import IconDeviceMobile from '@tabler/icons-react/dist/esm/icons/IconDeviceMobile.mjs';
import dayjs from 'dayjs';
import { LAYOUT } from '../../../config/theme';
import { ApiError } from '../../../lib/api-client';
import { useSessions } from '../api/get-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { useSignOutSession } from '../api/sign-out-session';
import { describeUserAgent } from '../utils/describe-user-agent';
import { SettingsSection } from './settings-section';
import classes from './settings.module.css';

const SIGN_OUT_FAILED_MESSAGE = 'Something went wrong. Please try again.';
const MOBILE_SYSTEMS = new Set(['iPhone', 'Android']);

/** A date and time as the sessions list shows it, e.g. "Nov 22, 2026 at 9:41 PM". */
export function formatSessionTime(iso: string): string {
  return dayjs(iso).format('MMM DD, YYYY [at] h:mm A');
}

function toastError(error: unknown) {
  notifications.show({
    color: 'red',
    message:
      error instanceof ApiError && error.status !== 0 ? error.message : SIGN_OUT_FAILED_MESSAGE,
  });
}

/** The signed-in devices, with "This device" marked, one-by-one sign-out and "sign out everywhere else". */
export function SessionsSection({ userId }: { userId: string }) {
  const sessionsQuery = useSessions(userId);
  const signOutOthers = useSignOutOtherSessions(userId);
  const [isConfirmOpen, confirm] = useDisclosure(false);
  const sessions = sessionsQuery.data;
  const otherCount = sessions?.filter((session) => !session.current).length ?? 0;

  const handleSignOutOthers = () => {
    signOutOthers.mutate(undefined, {
      onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
      onError: toastError,
      onSettled: confirm.close,
    });
  };

  return (
    <SettingsSection
      title="Sessions"
      description="The devices where you are signed in to Clearcall. Sign out any you do not recognise, then change your password."
    >
      {sessionsQuery.isError ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text size="sm" fw={600}>
            Your sessions could not be loaded.
          </Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => void sessionsQuery.refetch()}
            loading={sessionsQuery.isFetching}
          >
            Try again
          </Button>
        </Stack>
      ) : sessions === undefined ? (
        <Stack gap="sm">
          <VisuallyHidden role="status">Loading sessions…</VisuallyHidden>
          <Skeleton h={56} radius="md" />
          <Skeleton h={56} radius="md" />
        </Stack>
      ) : (
        <>
          <Stack
            component="ul"
            gap="xs"
            className={classes.sessionList}
            aria-label="Signed-in devices"
          >
            {sessions.map((session) => (
              <SessionRow key={session._id} userId={userId} session={session} />
            ))}
          </Stack>
          {otherCount === 0 ? (
            <Text size="sm" c="dimmed">
              This is the only device signed in to your account.
            </Text>
          ) : (
            <Group>
              <Button variant="default" color="red" onClick={confirm.open}>
                Sign out everywhere else
              </Button>
            </Group>
          )}
        </>
      )}
      <Modal
        opened={isConfirmOpen}
        onClose={confirm.close}
        title="Sign out everywhere else?"
        size={LAYOUT.modalWidth}
        centered
        closeOnClickOutside={!signOutOthers.isPending}
        closeOnEscape={!signOutOthers.isPending}
      >
        <Text size="sm" mb="lg">
          {otherCount === 1 ? 'One other device' : `${otherCount} other devices`} will be signed out
          and will need your password to sign in again. This device stays signed in.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={confirm.close}
            disabled={signOutOthers.isPending}
            data-autofocus
          >
            Cancel
          </Button>
          <Button color="red" onClick={handleSignOutOthers} loading={signOutOthers.isPending}>
            Sign out other devices
          </Button>
        </Group>
      </Modal>
    </SettingsSection>
  );
}

function SessionRow({ userId, session }: { userId: string; session: AccountSession }) {
  const signOut = useSignOutSession(userId);
  const device = describeUserAgent(session.userAgent);
  const DeviceIcon = MOBILE_SYSTEMS.has(device.system) ? IconDeviceMobile : IconDeviceDesktop;

  const handleSignOut = () => {
    signOut.mutate(session._id, {
      onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
      onError: toastError,
    });
  };

  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      p="sm"
      className={classes.sessionRow}
    >
      <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden="true">
        <DeviceIcon size={20} stroke={1.75} />
      </ThemeIcon>
      <Stack gap={2} className={classes.sessionText}>
        <Group gap="xs" wrap="wrap">
          <Text
            fw={600}
            size="sm"
            className={classes.deviceName}
            title={session.userAgent ?? undefined}
          >
            {device.label}
          </Text>
          {session.current && (
            <Badge color="teal" variant="light" size="sm">
              This device
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Signed in {formatSessionTime(session.createdAt)}
        </Text>
        <Text size="xs" c="dimmed">
          Last active {formatSessionTime(session.lastSeenAt)}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={handleSignOut}
          loading={signOut.isPending}
          aria-label={`Sign out ${device.label}`}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

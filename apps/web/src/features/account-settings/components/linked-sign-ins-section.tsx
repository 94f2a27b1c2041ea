import { SSO_PROVIDER_LABELS, type SsoIdentity, type SsoProviderId } from '@clearcall/contracts';
import {
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import IconBrandWindows from '@tabler/icons-react/dist/esm/icons/IconBrandWindows.mjs';
import { useState } from 'react';
import { LAYOUT } from '../../../config/theme';
import { ApiError } from '../../../lib/api-client';
import { useSsoIdentities } from '../api/get-sso-identities';
import { useRemoveSsoIdentity } from '../api/remove-sso-identity';
import { formatSessionTime } from './sessions-section';
import { SettingsSection } from './settings-section';
import classes from './settings.module.css';

const REMOVE_FAILED_MESSAGE = 'Something went wrong. Please try again.';

const PROVIDER_ICONS: Record<SsoProviderId, typeof IconBrandLinkedin> = {
  linkedin: IconBrandLinkedin,
  azure: IconBrandWindows,
};

function toastError(error: unknown) {
  notifications.show({
    color: 'red',
    message:
      error instanceof ApiError && error.status !== 0 ? error.message : REMOVE_FAILED_MESSAGE,
  });
}

type LinkedSignInsSectionProps = {
  userId: string;
  /** Without a password, the last linked sign-in is the only way in and cannot be removed. */
  hasPassword: boolean;
};

/** The single sign-ons linked to the account (LinkedIn, Microsoft), each removable with a confirm. */
export function LinkedSignInsSection({ userId, hasPassword }: LinkedSignInsSectionProps) {
  const identitiesQuery = useSsoIdentities(userId);
  const remove = useRemoveSsoIdentity(userId);
  const [pending, setPending] = useState<SsoIdentity | null>(null);
  const identities = identitiesQuery.data;
  const isLastWayIn = !hasPassword && identities?.length === 1;
  const pendingLabel = pending ? SSO_PROVIDER_LABELS[pending.provider] : '';

  const handleRemove = () => {
    if (!pending) return;
    remove.mutate(pending._id, {
      onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
      onError: toastError,
      onSettled: () => setPending(null),
    });
  };

  return (
    <SettingsSection
      title="Linked sign-ins"
      description="The LinkedIn and Microsoft accounts that can sign you in to Clearcall. Remove any you do not recognise, then change your password."
    >
      {identitiesQuery.isError ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text size="sm" fw={600}>
            Your linked sign-ins could not be loaded.
          </Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => void identitiesQuery.refetch()}
            loading={identitiesQuery.isFetching}
          >
            Try again
          </Button>
        </Stack>
      ) : identities === undefined ? (
        <Stack gap="sm">
          <VisuallyHidden role="status">Loading linked sign-ins…</VisuallyHidden>
          <Skeleton h={56} radius="md" />
        </Stack>
      ) : identities.length === 0 ? (
        <Text size="sm" c="dimmed">
          No LinkedIn or Microsoft sign-in is linked to your account. Signing in with one from the
          login page links it.
        </Text>
      ) : (
        <>
          <Stack
            component="ul"
            gap="xs"
            className={classes.sessionList}
            aria-label="Linked sign-ins"
          >
            {identities.map((identity) => (
              <IdentityRow
                key={identity._id}
                identity={identity}
                isRemovable={!isLastWayIn}
                onRemove={() => setPending(identity)}
              />
            ))}
          </Stack>
          {isLastWayIn && (
            <Text size="sm" c="dimmed">
              This is the only way to sign in to your account, so it cannot be removed. Set a
              password first: Forgot Password on the login page sends you a link.
            </Text>
          )}
        </>
      )}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={`Remove sign-in with ${pendingLabel}?`}
        size={LAYOUT.modalWidth}
        centered
        closeOnClickOutside={!remove.isPending}
        closeOnEscape={!remove.isPending}
      >
        <Text size="sm" mb="lg">
          {pending?.email ? `${pending.email} at ${pendingLabel}` : `This ${pendingLabel} account`}{' '}
          will no longer sign you in to Clearcall. Devices already signed in stay signed in.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => setPending(null)}
            disabled={remove.isPending}
            data-autofocus
          >
            Cancel
          </Button>
          <Button color="red" onClick={handleRemove} loading={remove.isPending}>
            Remove sign-in
          </Button>
        </Group>
      </Modal>
    </SettingsSection>
  );
}

type IdentityRowProps = { identity: SsoIdentity; isRemovable: boolean; onRemove: () => void };

function IdentityRow({ identity, isRemovable, onRemove }: IdentityRowProps) {
  const label = SSO_PROVIDER_LABELS[identity.provider];
  const Icon = PROVIDER_ICONS[identity.provider];
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
        <Icon size={20} stroke={1.75} />
      </ThemeIcon>
      <Stack gap={2} className={classes.sessionText}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        {identity.email && (
          <Text size="sm" className={classes.deviceName}>
            {identity.email}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Linked {formatSessionTime(identity.linkedAt)}
        </Text>
        <Text size="xs" c="dimmed">
          {identity.lastUsedAt
            ? `Last used ${formatSessionTime(identity.lastUsedAt)}`
            : 'Not used since it was linked'}
        </Text>
      </Stack>
      {isRemovable && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={onRemove}
          aria-label={`Remove sign-in with ${label}`}
        >
          Remove
        </Button>
      )}
    </Group>
  );
}

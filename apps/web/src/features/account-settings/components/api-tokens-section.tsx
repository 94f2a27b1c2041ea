import type { ApiToken, CreatedApiTokenResponse } from '@clearcall/contracts';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconKey from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
import { useState, type FormEvent } from 'react';
import { LAYOUT } from '../../../config/theme';
import { ApiError, getServerMessage } from '../../../lib/api-client';
import { useCreateApiToken } from '../api/create-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { formatSessionTime } from './sessions-section';
import { SettingsSection } from './settings-section';
import classes from './settings.module.css';

const FAILED_MESSAGE = 'Something went wrong. Please try again.';
const NAME_MAX_LENGTH = 80;

function toastError(error: unknown) {
  notifications.show({ color: 'red', message: getServerMessage(error) ?? FAILED_MESSAGE });
}

/**
 * The admin's API tokens: create a named one (its secret shown once), see when each was last
 * used, and revoke those no longer needed.
 */
export function ApiTokensSection({ userId }: { userId: string }) {
  const tokensQuery = useApiTokens(userId);
  const [created, setCreated] = useState<CreatedApiTokenResponse | null>(null);
  const [pending, setPending] = useState<ApiToken | null>(null);
  const tokens = tokensQuery.data;

  return (
    <SettingsSection
      title="API tokens"
      description={
        <>
          For <Code>npm run import</Code> and other API clients, which send a token as{' '}
          <Code>Authorization: Bearer …</Code> and act as you. Revoke any you no longer use.
        </>
      }
    >
      <CreateTokenForm userId={userId} onCreated={setCreated} />
      {created && <NewTokenSecret created={created} onDismiss={() => setCreated(null)} />}
      {tokensQuery.isError ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text size="sm" fw={600}>
            Your API tokens could not be loaded.
          </Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => void tokensQuery.refetch()}
            loading={tokensQuery.isFetching}
          >
            Try again
          </Button>
        </Stack>
      ) : tokens === undefined ? (
        <Stack gap="sm">
          <VisuallyHidden role="status">Loading API tokens…</VisuallyHidden>
          <Skeleton h={56} radius="md" />
        </Stack>
      ) : tokens.length === 0 ? (
        <Text size="sm" c="dimmed">
          No API tokens yet. Create one to import transcripts from the command line.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.sessionList} aria-label="API tokens">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={() => setPending(token)} />
          ))}
        </Stack>
      )}
      <RevokeTokenModal
        userId={userId}
        token={pending}
        onClose={() => setPending(null)}
        onRevoked={(token) => {
          if (created?.token.id === token.id) setCreated(null);
        }}
      />
    </SettingsSection>
  );
}

type CreateTokenFormProps = {
  userId: string;
  onCreated: (created: CreatedApiTokenResponse) => void;
};

function CreateTokenForm({ userId, onCreated }: CreateTokenFormProps) {
  const create = useCreateApiToken(userId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError('Name the token after where it will be used.');
      return;
    }
    setError(null);
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (result) => {
          setName('');
          onCreated(result);
        },
        onError: (failure) => {
          const issue =
            failure instanceof ApiError
              ? failure.issues.find((item) => item.path.split('.').includes('name'))
              : undefined;
          setError(issue?.message ?? getServerMessage(failure) ?? FAILED_MESSAGE);
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Token name"
          placeholder="Import on the build server"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={NAME_MAX_LENGTH}
          error={error}
          autoComplete="off"
          className={classes.tokenName}
        />
        <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
          Create token
        </Button>
      </Group>
    </form>
  );
}

function NewTokenSecret({
  created,
  onDismiss,
}: {
  created: CreatedApiTokenResponse;
  onDismiss: () => void;
}) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconKey size={18} stroke={1.75} />}
      title={`Token “${created.token.name}” created`}
      role="status"
    >
      <Stack gap="sm">
        <Text size="sm">Copy it now and keep it somewhere safe. You will not see it again.</Text>
        <Code block className={classes.secret} aria-label="New token secret">
          {created.secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDismiss}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      p="sm"
      className={classes.sessionRow}
    >
      <Stack gap={2} className={classes.sessionText}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm" className={classes.deviceName}>
            {token.name}
          </Text>
          <Code>{token.prefix}…</Code>
        </Group>
        <Text size="xs" c="dimmed">
          Created {formatSessionTime(token.createdAt)}
        </Text>
        <Text size="xs" c="dimmed">
          {token.lastUsedAt ? `Last used ${formatSessionTime(token.lastUsedAt)}` : 'Never used'}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        onClick={onRevoke}
        aria-label={`Revoke ${token.name}`}
      >
        Revoke
      </Button>
    </Group>
  );
}

type RevokeTokenModalProps = {
  userId: string;
  token: ApiToken | null;
  onClose: () => void;
  onRevoked: (token: ApiToken) => void;
};

function RevokeTokenModal({ userId, token, onClose, onRevoked }: RevokeTokenModalProps) {
  const revoke = useRevokeApiToken(userId);

  const handleRevoke = () => {
    if (!token) return;
    revoke.mutate(token.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `The token “${token.name}” was revoked.` });
        onRevoked(token);
      },
      onError: toastError,
      onSettled: onClose,
    });
  };

  return (
    <Modal
      opened={token !== null}
      onClose={onClose}
      title={token ? `Revoke ${token.name}?` : ''}
      size={LAYOUT.modalWidth}
      centered
      closeOnClickOutside={!revoke.isPending}
      closeOnEscape={!revoke.isPending}
    >
      <Text size="sm" mb="lg">
        Anything that sends this token, such as an import script, will be refused from now on. This
        cannot be undone.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={revoke.isPending} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={handleRevoke} loading={revoke.isPending}>
          Revoke token
        </Button>
      </Group>
    </Modal>
  );
}

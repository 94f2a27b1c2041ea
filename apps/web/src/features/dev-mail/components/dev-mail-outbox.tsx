import type { DevMailMessage } from '@clearcall/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Code,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { LAYOUT } from '../../../config/theme';
import { DEV_MAIL_REFRESH_MS, isOutboxOff, useDevMail } from '../api/get-dev-mail';
import { formatMailTime } from '../utils/format-mail-time';
import { MailMessageView } from './mail-message-view';
import classes from './dev-mail-outbox.module.css';

const SKELETON_ITEMS = 4;
const TEXT_WIDTH = 640;
const PANEL_WIDTH = 720;
/** Below this width the list and the message are stacked (Mantine's md breakpoint). */
const STACKED_QUERY = '(max-width: 61.99em)';

function countLabel(count: number): string {
  return count === 1 ? '1 message' : `${count} messages`;
}

function OutboxOff() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={PANEL_WIDTH}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          The outbox is off in this configuration
        </Title>
        <Text>
          This server does not keep a readable copy of the mail it sends. Either it delivers mail
          through a mail server (SMTP_URL is set), so messages arrive in the real inboxes, or the
          outbox listing is switched off.
        </Text>
        <Text c="dimmed" size="sm">
          The outbox is listed here only when MAIL_OUTBOX_API=true and SMTP_URL is not set, as in
          the demo configuration that <Code>npm start</Code> uses. A deployment never exposes its
          mail this way.
        </Text>
      </Stack>
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Stack gap={0} p="sm" aria-hidden="true">
      {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
        <Skeleton key={index} className={classes.itemSkeleton} my={4} />
      ))}
    </Stack>
  );
}

type MailListProps = {
  messages: DevMailMessage[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
};

function MailList({ messages, selectedId, onSelect }: MailListProps) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Messages">
      {messages.map((message) => (
        <li key={message.id}>
          <UnstyledButton
            className={classes.item}
            aria-current={message.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(message.id)}
          >
            <Text size="sm" fw={600} lineClamp={2}>
              {message.subject}
            </Text>
            <Text size="sm" c="dimmed" className={classes.breakAnywhere}>
              {message.to}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
              {formatMailTime(message.createdAt)}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Box>
  );
}

/**
 * The demo outbox: every message the server would have e-mailed, newest first, read again every
 * few seconds. Explains itself when the server keeps no readable outbox (404).
 */
export function DevMailOutbox() {
  const mailQuery = useDevMail();
  const [chosenId, setChosenId] = useState<string | undefined>();
  const detailRef = useRef<HTMLDivElement>(null);
  const isStacked = useMediaQuery(STACKED_QUERY) ?? false;

  const messages = mailQuery.data;
  const selected = messages?.find((message) => message.id === chosenId) ?? messages?.[0];
  const isOff = isOutboxOff(mailQuery.error);

  const handleSelect = (id: string) => {
    setChosenId(id);
    if (isStacked) detailRef.current?.scrollIntoView({ block: 'start' });
  };

  const updatedAt =
    mailQuery.dataUpdatedAt > 0
      ? new Date(mailQuery.dataUpdatedAt).toLocaleTimeString(undefined, {
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        })
      : null;

  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Box className={classes.inner} maw={LAYOUT.contentMaxWidth}>
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={4}>
              <Anchor
                component={Link}
                to={paths.auth.login.getHref()}
                aria-label="Clearcall login"
                w="fit-content"
                mb="xs"
              >
                <Logo />
              </Anchor>
              <Group gap="sm">
                <Title order={1}>Mail outbox</Title>
                {messages && (
                  <Badge variant="light" size="lg">
                    {countLabel(messages.length)}
                  </Badge>
                )}
              </Group>
              {!isOff && (
                <Text c="dimmed" maw={TEXT_WIDTH}>
                  Messages this demo server has sent, newest first. It keeps them here instead of
                  delivering them, so sign-up links and passcodes can be read without a mail server.
                </Text>
              )}
            </Stack>
            {!isOff && (
              <Group gap="sm" wrap="nowrap">
                <Text size="xs" c="dimmed" aria-live="polite" ta="right">
                  {updatedAt
                    ? `Updated ${updatedAt} · every ${DEV_MAIL_REFRESH_MS / 1000} s`
                    : `Refreshes every ${DEV_MAIL_REFRESH_MS / 1000} s`}
                </Text>
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} stroke={1.75} aria-hidden="true" />}
                  onClick={() => void mailQuery.refetch()}
                  loading={mailQuery.isFetching && !mailQuery.isPending}
                >
                  Refresh
                </Button>
              </Group>
            )}
          </Group>
        </Box>
      </Box>

      <Box component="main" className={classes.inner} maw={LAYOUT.contentMaxWidth}>
        {isOff ? (
          <OutboxOff />
        ) : mailQuery.isError && !messages ? (
          <Alert
            color="red"
            title="The outbox could not be read"
            icon={<IconInfoCircle aria-hidden="true" />}
            maw={PANEL_WIDTH}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{mailQuery.error.message}</Text>
              <Button variant="light" color="red" onClick={() => void mailQuery.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Box className={classes.panes}>
            <Paper withBorder radius="md" className={classes.list}>
              {messages === undefined ? (
                <>
                  <VisuallyHidden role="status">Loading messages…</VisuallyHidden>
                  <ListSkeleton />
                </>
              ) : messages.length === 0 ? (
                <Stack gap={4} p="lg" ta="center">
                  <Text fw={600}>No mail yet</Text>
                  <Text size="sm" c="dimmed">
                    Register, reset a password or sign in as an admin: the message appears here
                    within a few seconds.
                  </Text>
                </Stack>
              ) : (
                <MailList messages={messages} selectedId={selected?.id} onSelect={handleSelect} />
              )}
            </Paper>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} ref={detailRef}>
              {selected ? (
                <MailMessageView key={selected.id} message={selected} />
              ) : messages === undefined ? (
                <Stack gap="sm" aria-hidden="true">
                  <Skeleton h={28} w="60%" />
                  <Skeleton h={16} w="40%" />
                  <Skeleton h={320} mt="md" />
                </Stack>
              ) : (
                <Text c="dimmed" ta="center" py="xl">
                  Messages open here.
                </Text>
              )}
            </Paper>
          </Box>
        )}
      </Box>
    </Box>
  );
}

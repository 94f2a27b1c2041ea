import type { DevMailMessage } from '@clearcall/contracts';
import { Code, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatMailTime } from '../utils/format-mail-time';
import { MailHtmlFrame } from './mail-html-frame';
import classes from './dev-mail-outbox.module.css';

type MailMessageViewProps = { message: DevMailMessage };

/** One message: its header, then its HTML rendered in a sandbox and its plain text. */
export function MailMessageView({ message }: MailMessageViewProps) {
  return (
    <Stack gap="md" component="article" aria-labelledby={`mail-${message.id}-subject`}>
      <Stack gap={4}>
        <Title order={2} fz="h3" id={`mail-${message.id}-subject`}>
          {message.subject}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            To
          </Text>
          <Text size="sm" fw={500} className={classes.breakAnywhere}>
            {message.to}
          </Text>
          <Text size="sm" c="dimmed" aria-hidden="true">
            ·
          </Text>
          <Text size="sm" c="dimmed" component="time" dateTime={message.createdAt}>
            {formatMailTime(message.createdAt)}
          </Text>
        </Group>
      </Stack>
      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">HTML</Tabs.Tab>
          <Tabs.Tab value="text">Plain text</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="md">
          <MailHtmlFrame html={message.html} subject={message.subject} />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="md">
          <Code block className={classes.text}>
            {message.text}
          </Code>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

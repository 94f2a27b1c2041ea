import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './settings.module.css';

type SettingsSectionProps = {
  title: string;
  description: ReactNode;
  /** A danger zone is outlined in red. */
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One titled card of the settings page. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  const headingId = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={tone === 'danger' ? classes.danger : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id={headingId} c={tone === 'danger' ? 'red.9' : undefined}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

import { Alert, Group, Text } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import type { ReactNode } from 'react';

function getTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Replaces the chat input once the daily limit is reached (specification, section 8). */
export function LimitBanner({ limit, upgrade }: { limit: number; upgrade?: ReactNode }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />} role="status">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" maw="70ch">
          You&apos;ve reached your daily limit of {limit}. Until it resets at 12:00 AM (in{' '}
          {getTimeZone()}), responses will be powered by another model.
        </Text>
        {upgrade}
      </Group>
    </Alert>
  );
}

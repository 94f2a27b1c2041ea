import { Button, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import type { ComponentType, ReactNode } from 'react';
import classes from './status-message.module.css';

type IconProps = { size?: number; className?: string; 'aria-hidden'?: boolean };

type StatusMessageProps = {
  icon: ComponentType<IconProps>;
  title: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
  /** `alert` for a failure, `status` for an empty or locked state. */
  role?: 'status' | 'alert';
  /** A premium state draws its icon in the Upgrade colour. */
  isPremium?: boolean;
  /** The guided tutorial's anchor, when a step points at this message. */
  tour?: string;
};

/** A state in place of content: an empty list, a locked tab or a failed load, and what to do next. */
export function StatusMessage({
  icon: Icon,
  title,
  hint,
  action,
  role = 'status',
  isPremium = false,
  tour,
}: StatusMessageProps) {
  return (
    <div className={classes.message} role={role} data-tour={tour}>
      <Icon size={32} className={isPremium ? classes.premium : classes.icon} aria-hidden />
      <Text fw={650}>{title}</Text>
      {hint && (
        <Text size="sm" c="dimmed" maw={440}>
          {hint}
        </Text>
      )}
      {action}
    </div>
  );
}

/** A load that failed: its message and a way to try again. */
export function LoadError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <StatusMessage
      icon={IconAlertTriangle}
      role="alert"
      title={message}
      action={
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Try again
        </Button>
      }
    />
  );
}

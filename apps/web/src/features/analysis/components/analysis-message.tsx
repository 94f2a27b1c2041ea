import { Button, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import type { ComponentType, ReactNode } from 'react';
import classes from './analysis-message.module.css';

type IconProps = { size?: number; className?: string; 'aria-hidden'?: boolean };

type AnalysisMessageProps = {
  icon: ComponentType<IconProps>;
  title: string;
  hint?: string;
  action?: ReactNode;
};

/** An empty state: the specification's words, then what to do next. */
export function AnalysisMessage({ icon: Icon, title, hint, action }: AnalysisMessageProps) {
  return (
    <div className={classes.message} role="status">
      <Icon size={32} className={classes.icon} aria-hidden />
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

/** A failed load: the specification's words and a way to try again. */
export function AnalysisError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={classes.message} role="alert">
      <IconAlertTriangle size={32} className={classes.icon} aria-hidden />
      <Text fw={650}>{message}</Text>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={onRetry}
      >
        Try again
      </Button>
    </div>
  );
}

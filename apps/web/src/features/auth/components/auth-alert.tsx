import { Alert } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import type { ReactNode } from 'react';
import { LAYOUT } from '../../../config/theme';

type AuthAlertProps = {
  kind: 'error' | 'success';
  title?: string;
  children: ReactNode;
};

/** The outcome of a signed-out form: an error to fix, or a success on its way to the next screen. */
export function AuthAlert({ kind, title, children }: AuthAlertProps) {
  const Icon = kind === 'error' ? IconAlertCircle : IconCircleCheck;
  return (
    <Alert
      color={kind === 'error' ? 'red' : 'teal'}
      variant="light"
      title={title}
      role={kind === 'error' ? 'alert' : 'status'}
      icon={<Icon size={LAYOUT.navIconSize} aria-hidden="true" />}
    >
      {children}
    </Alert>
  );
}

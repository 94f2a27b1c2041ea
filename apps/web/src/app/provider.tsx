import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../config/theme';

type AppProviderProps = {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals so tests see the final state at once. */
  mantineEnv?: 'default' | 'test';
};

/** The theme provider shared by the app and its tests; server state is provided by the signed-in branch. */
export function AppProvider({ children, mantineEnv = 'default' }: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={mantineEnv}
    >
      {children}
    </MantineProvider>
  );
}

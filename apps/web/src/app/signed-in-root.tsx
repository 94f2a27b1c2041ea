import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { UserHeaderSlotContext } from '../components/layouts/header-slot';
import { Tutorial } from '../features/tutorial/components/tutorial';
import { queryClient } from '../lib/query-client';
import { SessionGuard } from './session-guard';

const UserHeaderActions = lazy(() => import('./user-header-actions'));

/**
 * The signed-in branch: server state (TanStack Query), the session guard and the guided
 * tutorial. It loads after sign-in, so /login never downloads the query client.
 */
export default function SignedInRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <UserHeaderSlotContext value={<UserHeaderActions />}>
        <SessionGuard />
        <Tutorial />
      </UserHeaderSlotContext>
    </QueryClientProvider>
  );
}

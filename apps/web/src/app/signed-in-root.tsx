import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { SessionGuard } from './session-guard';

/**
 * The signed-in branch: server state (TanStack Query) and the session guard. It loads after
 * sign-in, so /login never downloads the query client.
 */
export default function SignedInRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGuard />
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { DevMailOutbox } from '../../features/dev-mail/components/dev-mail-outbox';
import { queryClient } from '../../lib/query-client';

/** The demo outbox at /dev/mail: public, like the API it reads. */
export default function DevMailRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <title>Mail outbox · Clearcall</title>
      <DevMailOutbox />
    </QueryClientProvider>
  );
}

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { paths } from '../config/paths';
import { LAYOUT } from '../config/theme';
import { useAuthStore } from '../lib/auth';
import type { RedirectState } from '../lib/authorization';
import { useSessionCheck } from '../lib/session';

/**
 * Guards every signed-in route: no token goes to /login (remembering the page, unless the
 * person just logged out); a stored token is checked with the server before anything renders.
 */
export function SessionGuard() {
  const { status, retry } = useSessionCheck();
  const endReason = useAuthStore((state) => state.endReason);
  const location = useLocation();

  if (status === 'signed-out') {
    const state: RedirectState | undefined =
      endReason === 'expired' || endReason === null
        ? { from: `${location.pathname}${location.search}${location.hash}` }
        : undefined;
    return <Navigate to={paths.auth.login.getHref()} replace state={state} />;
  }
  if (status === 'checking') return <PageSkeleton />;
  if (status === 'error') {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="md" maw={LAYOUT.messageWidth} ta="center">
          <Title order={1} fz="h2">
            We could not check your session
          </Title>
          <Text c="dimmed">Clearcall did not answer. Check your connection and try again.</Text>
          <Button onClick={retry}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
}

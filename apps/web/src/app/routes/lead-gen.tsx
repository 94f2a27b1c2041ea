import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconMailCheck from '@tabler/icons-react/dist/esm/icons/IconMailCheck.mjs';
import { Navigate } from 'react-router';
import { LAYOUT } from '../../config/theme';
import { InactiveAccountSection } from '../../features/settings/components/inactive-account-section';
import { useAuthStore, useSessionUser } from '../../lib/auth';
import { getLandingPath } from '../../lib/authorization';

/**
 * The private-beta thank-you screen, where accounts that are not active are held: those awaiting
 * activation are thanked; one the server reported as deactivated is told so instead. Both keep
 * "Your account" (export, logout, deletion), the only calls the server still answers for them.
 */
export default function LeadGenRoute() {
  const user = useSessionUser();
  const inactiveReason = useAuthStore((state) => state.inactiveReason);
  // Once activated, on to the feed, or first to onboarding when no industries are chosen yet.
  if (user.userStatus) return <Navigate to={getLandingPath(user).path} replace />;
  if (inactiveReason === 'deactivated') return <DeactivatedNotice email={user.email} />;

  return (
    <>
      <title>Thanks · Clearcall</title>
      <Stack align="center" gap="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Paper
          w="100%"
          maw={LAYOUT.messageWidth}
          p={{ base: 'lg', sm: 'xl' }}
          radius="lg"
          shadow="sm"
          withBorder
        >
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden="true">
              <IconMailCheck size={LAYOUT.navIconSize} />
            </ThemeIcon>
            <Title order={1}>Thanks {user.firstName}!</Title>
            <Text size="lg">
              Clearcall is in private beta. Your activation email will arrive within 24 hours.
            </Text>
            <Text c="dimmed">
              We will send it to{' '}
              <Text component="span" fw={600} c="bright">
                {user.email}
              </Text>
              . Once your account is active, open Clearcall again to start reading your feeds.
            </Text>
          </Stack>
        </Paper>
        <InactiveAccountSection />
      </Stack>
    </>
  );
}

/** The same frame for an account an admin switched off: no thanks, no promise of an e-mail. */
function DeactivatedNotice({ email }: { email: string }) {
  return (
    <>
      <title>Account inactive · Clearcall</title>
      <Stack align="center" gap="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Paper
          w="100%"
          maw={LAYOUT.messageWidth}
          p={{ base: 'lg', sm: 'xl' }}
          radius="lg"
          shadow="sm"
          withBorder
        >
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden="true">
              <IconLock size={LAYOUT.navIconSize} />
            </ThemeIcon>
            <Title order={1}>Your account is not active</Title>
            <Text size="lg">Your Clearcall account has been deactivated.</Text>
            <Text c="dimmed">
              To use Clearcall again, ask the Clearcall team to reactivate{' '}
              <Text component="span" fw={600} c="bright">
                {email}
              </Text>
              .
            </Text>
          </Stack>
        </Paper>
        <InactiveAccountSection />
      </Stack>
    </>
  );
}

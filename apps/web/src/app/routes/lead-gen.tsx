import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconMailCheck from '@tabler/icons-react/dist/esm/icons/IconMailCheck.mjs';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LAYOUT } from '../../config/theme';
import { InactiveAccountSection } from '../../features/account-settings/components/inactive-account-section';
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

  if (inactiveReason === 'deactivated') {
    // No thanks and no promise of an e-mail for an account an admin switched off.
    return (
      <HeldAccountFrame pageTitle="Account inactive" icon={IconLock}>
        <Title order={1}>Your account is not active</Title>
        <Text size="lg">Your Clearcall account has been deactivated.</Text>
        <Text c="dimmed">
          To use Clearcall again, ask the Clearcall team to reactivate <Email email={user.email} />.
        </Text>
      </HeldAccountFrame>
    );
  }
  return (
    <HeldAccountFrame pageTitle="Thanks" icon={IconMailCheck}>
      <Title order={1}>Thanks {user.firstName}!</Title>
      <Text size="lg">
        Clearcall is in private beta. Your activation email will arrive within 24 hours.
      </Text>
      <Text c="dimmed">
        We will send it to <Email email={user.email} />. Once your account is active, open Clearcall
        again to start reading your feeds.
      </Text>
    </HeldAccountFrame>
  );
}

function Email({ email }: { email: string }) {
  return (
    <Text component="span" fw={600} c="bright">
      {email}
    </Text>
  );
}

/** The card a held account reads, above "Your account". */
function HeldAccountFrame({
  pageTitle,
  icon: Icon,
  children,
}: {
  pageTitle: string;
  icon: typeof IconLock;
  children: ReactNode;
}) {
  return (
    <>
      <title>{`${pageTitle} · Clearcall`}</title>
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
              <Icon size={LAYOUT.navIconSize} />
            </ThemeIcon>
            {children}
          </Stack>
        </Paper>
        <InactiveAccountSection />
      </Stack>
    </>
  );
}

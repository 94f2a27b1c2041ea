import { Title } from '@mantine/core';
import { useSessionUser } from '../../lib/auth';

/** First stop of an active account without industries. */
export default function OnboardingRoute() {
  const user = useSessionUser();
  return (
    <>
      <title>Welcome · Clearcall</title>
      <Title order={1}>Welcome {user.firstName}! Select a few industries to get started.</Title>
    </>
  );
}

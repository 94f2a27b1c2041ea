import type { Channel } from '@clearcall/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useUserChannels } from '../../features/onboarding/api/get-user-channels';
import { applyProjectsToSession } from '../../features/onboarding/api/update-user-projects';
import { OnboardingForm } from '../../features/onboarding/components/onboarding-form';
import { useSessionUser } from '../../lib/auth';
import { resetFeedFlags } from '../../lib/storage';

const FEED_HREF = paths.app.feed.getHref('earnings');
const CONTENT_WIDTH = 760;

/**
 * First stop of an active account without industries. A user who already follows industries
 * (in this session, or saved elsewhere since) goes on to the feed.
 */
export default function OnboardingRoute() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const savedChannels = useUserChannels(user.userId);
  const hasSavedChannels = (savedChannels.data?.length ?? 0) > 0;

  useEffect(() => {
    if (savedChannels.data && savedChannels.data.length > 0) {
      applyProjectsToSession(user.userId, savedChannels.data);
    }
  }, [savedChannels.data, user.userId]);

  if (user.project.length > 0 || hasSavedChannels) return <Navigate to={FEED_HREF} replace />;

  const handleSaved = (channels: Channel[]) => {
    resetFeedFlags();
    applyProjectsToSession(user.userId, channels);
    void navigate(FEED_HREF, { replace: true });
  };

  return (
    <>
      <title>Welcome · Clearcall</title>
      <Paper
        maw={CONTENT_WIDTH}
        mx="auto"
        p={{ base: 'md', sm: 'xl' }}
        radius="lg"
        withBorder
        shadow="xs"
      >
        <Stack gap="lg">
          <Title order={1}>
            Welcome {user.firstName}!{' '}
            <Text span inherit display="block" fw={400} fz="lg" c="dimmed" mt={6}>
              Select a few industries to get started.
            </Text>
          </Title>
          <OnboardingForm userId={user.userId} onSaved={handleSaved} />
        </Stack>
      </Paper>
    </>
  );
}

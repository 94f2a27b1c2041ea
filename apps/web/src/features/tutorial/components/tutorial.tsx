import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth';
import { useStopTutorial } from '../api/stop-tutorial';
import { shouldRunTutorial } from '../utils/should-run-tutorial';

// react-joyride is its own chunk, downloaded only when the tour is about to run.
const GuidedTour = lazy(() =>
  import('./guided-tour').then((module) => ({ default: module.GuidedTour })),
);

/**
 * The guided tutorial, mounted once in the signed-in shell. It opens on the Earnings feed for a
 * user who never stopped it, in their first three sessions; its progress lives in memory only.
 */
export function Tutorial() {
  const user = useAuthStore((state) => state.user);
  const { pathname } = useLocation();
  const stopTutorial = useStopTutorial();
  const [hasReachedFeed, setHasReachedFeed] = useState(false);
  const isOnFeed = pathname === paths.app.feed.getHref('earnings');
  if (isOnFeed && !hasReachedFeed) setHasReachedFeed(true);

  if (!user || !shouldRunTutorial(user) || !(hasReachedFeed || isOnFeed)) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour onStop={() => stopTutorial.mutate(user.userId)} />
    </Suspense>
  );
}

import { TABS } from '@clearcall/contracts';
import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { useParams } from 'react-router';
import { COMPANY_FEED_SEGMENT } from '../../config/paths';
import { FeedTabs } from '../../features/feed/components/feed-tabs';

/** The feed at /{tab}/feeds; the first path segment picks the tab. */
export default function FeedRoute() {
  const { tab: segment } = useParams();
  const activeTab = TABS.find((tab) => tab.path === `/${segment ?? ''}/feeds`) ?? null;
  const isCompanyFeed = segment === COMPANY_FEED_SEGMENT;
  const heading = isCompanyFeed ? 'Your Companies' : `${activeTab?.label ?? 'Earnings'} feed`;

  return (
    <>
      <title>{`${heading} · Clearcall`}</title>
      <Stack gap="lg">
        {isCompanyFeed ? (
          <Title order={1}>{heading}</Title>
        ) : (
          <VisuallyHidden>
            <Title order={1}>{heading}</Title>
          </VisuallyHidden>
        )}
        <FeedTabs activeTab={activeTab?.id ?? null} />
      </Stack>
    </>
  );
}

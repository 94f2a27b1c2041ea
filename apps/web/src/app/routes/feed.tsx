import { TABS, type Channel, type FeedBody } from '@clearcall/contracts';
import { Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { COMPANY_FEED_SEGMENT, paths } from '../../config/paths';
import { getFeedBaseQueryKey, type FeedRequest } from '../../features/feed/api/get-feed';
import { useFollowedCompanies } from '../../features/feed/api/get-followed-companies';
import { usePermissions } from '../../features/feed/api/get-permissions';
import { EditCompaniesModal } from '../../features/feed/components/edit-companies-modal';
import { EditIndustriesModal } from '../../features/feed/components/edit-industries-modal';
import { FeedFilter } from '../../features/feed/components/feed-filter';
import { FeedLayout } from '../../features/feed/components/feed-layout';
import { FeedTabs } from '../../features/feed/components/feed-tabs';
import { EmptyFeed, FeedError } from '../../features/feed/components/feed-message';
import { StoryFeed, StoryFeedSkeleton } from '../../features/feed/components/story-feed';
import { SummaryView } from '../../features/feed/components/summary-view';
import {
  COMPANY_PARAM,
  useFeedSelection,
  type FeedSelection,
} from '../../features/feed/hooks/use-feed-selection';
import { useChannels } from '../../features/onboarding/api/get-channels';
import { UpgradeButton } from '../../features/premium/components/upgrade-button';
import { useUserChannels } from '../../features/onboarding/api/get-user-channels';
import {
  applyProjectsToSession,
  useUpdateUserProjects,
} from '../../features/onboarding/api/update-user-projects';
import { analytics } from '../../lib/analytics';
import { useSessionUser } from '../../lib/auth';

/** The body of a feed request: no filter asks the server for the reader's own feed. */
function filterBody(
  selection: FeedSelection,
): Pick<FeedBody, 'company_filter' | 'channel_filter' | 'all_companies'> {
  if (selection.kind === 'companies') return { company_filter: selection.ids };
  if (selection.kind === 'industries') return { channel_filter: selection.ids };
  if (selection.kind === 'all') return { all_companies: true };
  return {};
}

/** The feed at /{tab}/feeds (and /company/feeds); the first path segment picks the tab. */
export default function FeedRoute() {
  const { tab: segment } = useParams();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const activeTab = TABS.find((tab) => tab.path === `/${segment ?? ''}/feeds`) ?? null;
  const isCompanyFeed = segment === COMPANY_FEED_SEGMENT;
  const heading = isCompanyFeed ? 'Your Companies' : `${activeTab?.label ?? 'Earnings'} feed`;

  const permissions = usePermissions(user.userId);
  const userChannels = useUserChannels(user.userId);
  const allChannels = useChannels();
  const updateProjects = useUpdateUserProjects();
  const followed = useFollowedCompanies(user.userId);
  const filter = useFeedSelection();
  const [editing, setEditing] = useState<'industries' | 'companies' | null>(null);

  // One view per feed the user opens (a tab, or the followed companies' feed).
  const viewedFeed = isCompanyFeed ? COMPANY_FEED_SEGMENT : (activeTab?.id ?? null);
  useEffect(() => {
    if (viewedFeed) analytics.track('home_page_view', { feed: viewedFeed, userId: user.userId });
  }, [viewedFeed, user.userId]);

  useEffect(() => {
    if (userChannels.data)
      filter.keepOnly(
        'industries',
        userChannels.data.map((c) => c.channelId),
      );
    // Only a changed list of industries can make a chosen chip disappear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userChannels.data]);

  // A company link (?company=) always opens on the Earnings tab.
  if (filter.companyParam && activeTab?.id !== 'earnings' && !isCompanyFeed) {
    const query = new URLSearchParams({ [COMPANY_PARAM]: filter.companyParam });
    return <Navigate to={`${paths.app.feed.getHref('earnings')}?${query.toString()}`} replace />;
  }

  const refreshFeeds = () => {
    window.scrollTo({ top: 0 });
    return queryClient.invalidateQueries({ queryKey: getFeedBaseQueryKey(user.userId) });
  };

  const handleApplyIndustries = async (channels: Channel[]) => {
    await updateProjects.mutateAsync({ userId: user.userId, channels });
    applyProjectsToSession(user.userId, channels);
    filter.keepOnly(
      'industries',
      channels.map((channel) => channel.channelId),
    );
    await refreshFeeds();
  };

  const followedIds = followed.data?.map((company) => company.companyId) ?? [];
  const companyFilterIds =
    filter.selection.kind === 'companies' ? filter.selection.ids : followedIds;
  const storyType = activeTab?.storyTypes[0];
  const request: FeedRequest = isCompanyFeed
    ? { endpoint: 'story-feed', body: { company_filter: companyFilterIds } }
    : {
        endpoint: activeTab?.id === 'news' ? 'news-feed' : 'story-feed',
        body: { story_type: storyType, ...filterBody(filter.selection) },
      };
  const tabLabel = isCompanyFeed ? 'company' : (activeTab?.label ?? 'Earnings');
  // Unknown while the permissions load; if they cannot be read, the server still refuses a locked tab.
  const isLocked =
    !activeTab || permissions.isError
      ? false
      : permissions.data
        ? !permissions.data[activeTab.id]
        : undefined;
  const selectionCount = 'ids' in filter.selection ? filter.selection.ids.length : 0;

  const renderFeed = () => {
    if (isCompanyFeed && filter.selection.kind !== 'companies') {
      if (followed.isError) {
        return (
          <FeedError message={followed.error.message} onRetry={() => void followed.refetch()} />
        );
      }
      if (!followed.data) return <StoryFeedSkeleton />;
      if (followed.data.length === 0) {
        return (
          <EmptyFeed
            title="Customize this feed by following your preferred companies."
            hint="Use the edit button beside Your Companies to follow companies; their stories will appear here."
          />
        );
      }
    }
    if (activeTab?.id === 'summary' && isLocked === false) {
      // The followed companies decide which company opens first, so they are waited for.
      if (followed.isPending) return <StoryFeedSkeleton />;
      return <SummaryView preferredCompanyIds={companyFilterIds} />;
    }
    const isOwnFeed = filter.selection.kind === 'none' && !isCompanyFeed;
    const empty = {
      title: `Sorry, no ${tabLabel} story available!`,
      hint:
        selectionCount > 0
          ? 'Try other industries or companies in the filter, or clear it to see your own feed.'
          : isOwnFeed
            ? 'Your industries and companies have none yet: show every company, or check back soon.'
            : 'New stories are published every day: check back soon, or try another tab.',
      action: isOwnFeed ? (
        <Button variant="light" onClick={filter.showAll}>
          Show all companies
        </Button>
      ) : undefined,
    };
    const upgrade = activeTab && (
      <UpgradeButton
        source={`tab:${activeTab.id}`}
        analyticsProps={{ tab: activeTab.id }}
        label="Upgrade to Premium"
      />
    );
    return (
      <StoryFeed
        request={request}
        tabLabel={tabLabel}
        isLocked={isLocked}
        empty={empty}
        upgrade={upgrade}
      />
    );
  };

  const listState = <T,>(query: {
    data: T[] | undefined;
    isError: boolean;
    refetch: () => unknown;
  }) => ({
    items: query.data,
    isError: query.isError,
    onRetry: () => void query.refetch(),
  });

  return (
    <>
      <title>{`${heading} · Clearcall`}</title>
      <Stack gap="lg">
        {isCompanyFeed ? (
          <Stack gap={4}>
            <Title order={1}>{heading}</Title>
            <Text c="dimmed" size="sm">
              The latest stories of every company you follow.
            </Text>
          </Stack>
        ) : (
          <VisuallyHidden>
            <Title order={1}>{heading}</Title>
          </VisuallyHidden>
        )}
        <FeedTabs activeTab={activeTab?.id ?? null} />
        <FeedLayout
          activeFilterCount={selectionCount}
          filter={
            <FeedFilter
              selection={filter.selection}
              industries={isCompanyFeed ? undefined : listState(userChannels)}
              companies={listState(followed)}
              onToggleIndustry={filter.toggleIndustry}
              onToggleCompany={filter.toggleCompany}
              onShowAll={isCompanyFeed ? undefined : filter.showAll}
              onShowOwn={filter.clear}
              onEditIndustries={() => setEditing('industries')}
              onEditCompanies={() => setEditing('companies')}
            />
          }
        >
          {renderFeed()}
        </FeedLayout>
      </Stack>
      <EditIndustriesModal
        isOpen={editing === 'industries'}
        onClose={() => setEditing(null)}
        allIndustries={allChannels.data}
        current={userChannels.data ?? []}
        onApply={handleApplyIndustries}
      />
      <EditCompaniesModal
        isOpen={editing === 'companies'}
        onClose={() => setEditing(null)}
        current={followed.data ?? []}
        onSaved={(companies) => {
          filter.keepOnly(
            'companies',
            companies.map((company) => company.companyId),
          );
          void refreshFeeds();
        }}
      />
    </>
  );
}

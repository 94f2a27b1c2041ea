import { Button, Skeleton, Stack } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useAnalysis } from '../../features/analysis/api/get-analysis';
import { StatusMessage } from '../../components/ui/status-message';
import { AnalysisTabBar } from '../../features/analysis/components/analysis-tab-bar';
import { AnalysisWorkspace } from '../../features/analysis/components/analysis-workspace';
import { openTab } from '../../features/analysis/hooks/use-open-tabs';
import { UpgradeButton } from '../../features/premium/components/upgrade-button';
import { useSessionUser } from '../../lib/auth';

const CHAT_BANNER_SOURCE = 'chat_banner';

/** One analysis at /analysis/{id}: the tab bar above its workspace. */
export default function AnalysisDetailRoute() {
  const { id = '' } = useParams();
  const user = useSessionUser();
  const analysis = useAnalysis(user.userId, id);
  const name = analysis.data?.name;

  // An analysis opened by its address joins the tabs, and a tab follows a rename made elsewhere.
  useEffect(() => {
    if (name !== undefined) openTab(user.userId, { id, title: name });
  }, [id, name, user.userId]);

  const renderBody = () => {
    if (analysis.data) {
      return (
        <AnalysisWorkspace
          key={analysis.data._id}
          userId={user.userId}
          analysis={analysis.data}
          renderUpgrade={(dailyLimit) => (
            <UpgradeButton
              source={CHAT_BANNER_SOURCE}
              analyticsProps={{ limitType: 'daily_limit', dailyLimit }}
              label="Upgrade to Premium"
            />
          )}
        />
      );
    }
    if (analysis.isError) {
      return (
        <StatusMessage
          icon={IconFileText}
          title="This analysis cannot be opened"
          hint="It may have been deleted. Your other analyses are on the list."
          action={
            <Button
              component={Link}
              to={paths.app.analysis.getHref()}
              variant="light"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              All analyses
            </Button>
          }
        />
      );
    }
    return <Skeleton h={520} radius="md" aria-label="Loading the analysis" />;
  };

  return (
    <>
      <title>{`${name ?? 'Analysis'} · Clearcall`}</title>
      <Stack gap="md">
        <AnalysisTabBar userId={user.userId} activeId={id} />
        {renderBody()}
      </Stack>
    </>
  );
}

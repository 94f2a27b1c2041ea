import type { AnalysisSummary } from '@clearcall/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAnalyses } from '../../features/analysis/api/get-analyses';
import { AnalysisTabBar } from '../../features/analysis/components/analysis-tab-bar';
import { DeleteAnalysisModal } from '../../features/analysis/components/delete-analysis-modal';
import { NewAnalysisCard } from '../../features/analysis/components/new-analysis-card';
import { RecentAnalyses } from '../../features/analysis/components/recent-analyses';
import {
  RenameAnalysisModal,
  type AnalysisRef,
} from '../../features/analysis/components/rename-analysis-modal';
import { openTab } from '../../features/analysis/hooks/use-open-tabs';
import { useStartAnalysis } from '../../features/analysis/hooks/use-start-analysis';
import { useSessionUser } from '../../lib/auth';

function refOf(analysis: AnalysisSummary): AnalysisRef {
  return { id: analysis._id, name: analysis.name };
}

/** The analysis list: start a new analysis, or find and open a recent one. */
export default function AnalysisRoute() {
  const user = useSessionUser();
  const analyses = useAnalyses(user.userId);
  const { start, isPending } = useStartAnalysis(user.userId);
  const [renaming, setRenaming] = useState<AnalysisRef | null>(null);
  const [deleting, setDeleting] = useState<AnalysisRef | null>(null);

  return (
    <>
      <title>Analysis · Clearcall</title>
      <Stack gap="lg">
        <AnalysisTabBar userId={user.userId} activeId={null} />
        <Stack gap={4}>
          <Title order={1}>Analysis</Title>
          <Text c="dimmed" size="sm">
            Ask questions across earnings calls, and keep each line of inquiry as its own analysis.
          </Text>
        </Stack>
        <NewAnalysisCard onCreate={start} isCreating={isPending} />
        <RecentAnalyses
          analyses={analyses.data}
          isError={analyses.isError}
          onRetry={() => void analyses.refetch()}
          onCreate={start}
          isCreating={isPending}
          onOpen={(analysis) => openTab(user.userId, { id: analysis._id, title: analysis.name })}
          onRename={(analysis) => setRenaming(refOf(analysis))}
          onDelete={(analysis) => setDeleting(refOf(analysis))}
        />
      </Stack>
      <RenameAnalysisModal
        userId={user.userId}
        analysis={renaming}
        onClose={() => setRenaming(null)}
      />
      <DeleteAnalysisModal
        userId={user.userId}
        analysis={deleting}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

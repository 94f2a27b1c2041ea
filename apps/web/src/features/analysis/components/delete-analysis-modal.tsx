import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { LAYOUT } from '../../../config/theme';
import { useUpdateAnalysis } from '../api/update-analysis';
import { closeTab, type AnalysisTab } from '../hooks/use-open-tabs';
import type { AnalysisRef } from './rename-analysis-modal';

type DeleteAnalysisModalProps = {
  userId: string;
  /** The analysis to delete; null keeps the dialog closed. */
  analysis: AnalysisRef | null;
  onClose: () => void;
  /** Called after the delete with the tab to show instead, or null when none is left. */
  onDeleted?: (analysisId: string, nextTab: AnalysisTab | null) => void;
};

/** Asks before deleting an analysis; a deleted analysis also loses its tab. */
export function DeleteAnalysisModal({
  userId,
  analysis,
  onClose,
  onDeleted,
}: DeleteAnalysisModalProps) {
  const update = useUpdateAnalysis();

  const handleClose = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };

  const handleDelete = () => {
    if (!analysis) return;
    update.mutate(
      { userId, analysisId: analysis.id, body: { status: false } },
      {
        onSuccess: () => {
          const nextTab = closeTab(userId, analysis.id);
          update.reset();
          onClose();
          onDeleted?.(analysis.id, nextTab);
        },
      },
    );
  };

  return (
    <Modal
      opened={analysis !== null}
      onClose={handleClose}
      title={`Delete ${analysis?.name ?? 'analysis'}?`}
      size={LAYOUT.modalWidth}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          The analysis, its companies and its conversation leave your list and its tab closes.
        </Text>
        {update.isError && (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={handleDelete} disabled={update.isPending}>
            {update.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

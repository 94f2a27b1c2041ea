import { ANALYSIS_NAME_MAX } from '@clearcall/contracts';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useUpdateAnalysis } from '../api/update-analysis';
import { renameTab } from '../hooks/use-open-tabs';

/** The rename dialog's width (specification, section 9). */
const RENAME_DIALOG_WIDTH = 622;

export type AnalysisRef = { id: string; name: string };

type RenameAnalysisModalProps = {
  userId: string;
  /** The analysis to rename; null keeps the dialog closed. */
  analysis: AnalysisRef | null;
  onClose: () => void;
};

function RenameForm({
  userId,
  analysis,
  onClose,
}: Omit<RenameAnalysisModalProps, 'analysis'> & { analysis: AnalysisRef }) {
  const [name, setName] = useState(analysis.name);
  const update = useUpdateAnalysis();
  const trimmed = name.trim();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    update.mutate(
      { userId, analysisId: analysis.id, body: { name: trimmed } },
      {
        onSuccess: (saved) => {
          renameTab(userId, analysis.id, saved.name);
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Analysis name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={ANALYSIS_NAME_MAX}
          error={trimmed ? null : 'Give the analysis a name'}
          data-autofocus
        />
        {update.isError && (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!trimmed}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Renames an analysis; its open tab takes the new name. */
export function RenameAnalysisModal({ userId, analysis, onClose }: RenameAnalysisModalProps) {
  return (
    <Modal
      opened={analysis !== null}
      onClose={onClose}
      title="Rename analysis"
      size={RENAME_DIALOG_WIDTH}
      centered
    >
      {analysis && (
        <RenameForm key={analysis.id} userId={userId} analysis={analysis} onClose={onClose} />
      )}
    </Modal>
  );
}

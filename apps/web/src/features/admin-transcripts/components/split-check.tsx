import type { SplitPreviewResponse } from '@clearcall/contracts';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';

type SplitCheckProps = {
  preview: SplitPreviewResponse;
  onConfirm: () => void;
  onCancel: () => void;
  isPublishing: boolean;
};

/** The split's warnings, read before publishing: Publish anyway, or change the sentence. */
export function SplitCheck({ preview, onConfirm, onCancel, isPublishing }: SplitCheckProps) {
  return (
    <Alert color="yellow" title="Check this split before publishing" role="alert">
      <Stack gap="sm">
        <List size="sm" spacing={2}>
          {preview.warnings.map((warning) => (
            <List.Item key={warning}>{warning}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {preview.remarksSentences} sentences of prepared remarks, {preview.qaSentences} in the
          Q&amp;A, {preview.analystQuestions} analyst{' '}
          {preview.analystQuestions === 1 ? 'question' : 'questions'}.
        </Text>
        <Group gap="xs">
          <Button size="xs" color="yellow.8" onClick={onConfirm} loading={isPublishing}>
            Publish anyway
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            Change the sentence
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

import type { Channel } from '@clearcall/contracts';
import { Alert, Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import classes from './feed-filter.module.css';

type EditIndustriesModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Every industry; undefined while it loads. */
  allIndustries: Channel[] | undefined;
  current: Channel[];
  /** Saves the new list; the modal closes once it resolves. */
  onApply: (channels: Channel[]) => Promise<unknown>;
};

function IndustriesForm({
  allIndustries,
  current,
  onApply,
  onClose,
}: Omit<EditIndustriesModalProps, 'isOpen'>) {
  const [chosen, setChosen] = useState<string[]>(current.map((channel) => channel.channelId));
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleApply = async () => {
    if (!allIndustries) return;
    setSaving(true);
    setError(null);
    try {
      await onApply(allIndustries.filter((channel) => chosen.includes(channel.channelId)));
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Your industries were not saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      {allIndustries ? (
        <Checkbox.Group value={chosen} onChange={setChosen} label="Industries in your feed">
          <div className={classes.grid}>
            {allIndustries.map((channel) => (
              <Checkbox
                key={channel.channelId}
                value={channel.channelId}
                label={channel.channelName}
              />
            ))}
          </div>
        </Checkbox.Group>
      ) : (
        <div className={classes.grid} aria-hidden="true">
          {Array.from({ length: 10 }, (_, index) => (
            <Skeleton key={index} height={20} />
          ))}
        </div>
      )}
      {chosen.length === 0 && (
        <Text size="sm" c="dimmed">
          Choose at least one industry.
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button
          onClick={() => void handleApply()}
          loading={isSaving}
          disabled={!allIndustries || chosen.length === 0}
        >
          Apply
        </Button>
      </Group>
    </Stack>
  );
}

/** The Industries editor: a checkbox grid of the ten industries, saved on Apply. */
export function EditIndustriesModal({ isOpen, onClose, ...formProps }: EditIndustriesModalProps) {
  return (
    <Modal opened={isOpen} onClose={onClose} title="Industries" size="lg">
      {isOpen && <IndustriesForm onClose={onClose} {...formProps} />}
    </Modal>
  );
}

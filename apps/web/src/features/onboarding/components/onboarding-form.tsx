import type { Channel } from '@clearcall/contracts';
import {
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useChannels } from '../api/get-channels';
import { useUpdateUserProjects } from '../api/update-user-projects';
import classes from './onboarding-form.module.css';

/** The channel list failure text (product specification, section 8). */
export const CHANNELS_ERROR_TEXT = 'Something Went Wrong';
const SAVE_ERROR_TITLE = 'Your industries were not saved';
const SKELETON_CARDS = 10;

type OnboardingFormProps = {
  userId: string;
  /** Called with the chosen industries once they are saved. */
  onSaved: (channels: Channel[]) => void;
};

function selectionLabel(count: number): string {
  if (count === 0) return 'Choose at least one industry.';
  return count === 1 ? '1 industry selected' : `${count} industries selected`;
}

/** The onboarding choice: the ten industries as a multi-select list, and Next to save them. */
export function OnboardingForm({ userId, onSaved }: OnboardingFormProps) {
  const channelsQuery = useChannels();
  const saveMutation = useUpdateUserProjects();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  if (channelsQuery.isError) {
    return (
      <Stack gap="sm" align="flex-start" role="alert">
        <Text fw={600}>{CHANNELS_ERROR_TEXT}</Text>
        <Text size="sm" c="dimmed">
          The industries could not be loaded. Check your connection, then try again.
        </Text>
        <Button
          variant="light"
          color="red"
          onClick={() => void channelsQuery.refetch()}
          loading={channelsQuery.isFetching}
        >
          Try again
        </Button>
      </Stack>
    );
  }

  if (channelsQuery.isPending) {
    return (
      <>
        <VisuallyHidden role="status">Loading industries…</VisuallyHidden>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} className={classes.cardSkeleton} radius="md" />
          ))}
        </SimpleGrid>
      </>
    );
  }

  const channels = channelsQuery.data;
  if (channels.length === 0) {
    return (
      <Stack gap={4} py="lg" align="center" ta="center">
        <Text fw={600}>No industries are available yet.</Text>
        <Text size="sm" c="dimmed">
          Industries appear here once Clearcall has loaded its data. Please come back shortly.
        </Text>
      </Stack>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen: Channel[] = channels.filter((channel) => selectedIds.includes(channel.channelId));
    if (chosen.length === 0 || saveMutation.isPending) return;
    saveMutation.mutate(
      { userId, channels: chosen },
      {
        onSuccess: () => onSaved(chosen),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: SAVE_ERROR_TITLE,
            message: error instanceof ApiError ? error.message : CHANNELS_ERROR_TEXT,
          }),
      },
    );
  };

  const isSaving = saveMutation.isPending;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Checkbox.Group
          label="Industries"
          description="Your feeds show stories from the industries you pick. You can change them later in the feed's filter."
          value={selectedIds}
          onChange={setSelectedIds}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
            {channels.map((channel) => (
              <Checkbox.Card
                key={channel.channelId}
                value={channel.channelId}
                className={classes.card}
                radius="md"
                disabled={isSaving}
              >
                <Group wrap="nowrap" gap="sm" align="center">
                  <Checkbox.Indicator />
                  <Text fw={500}>{channel.channelName}</Text>
                </Group>
              </Checkbox.Card>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group className={classes.actions} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {selectionLabel(selectedIds.length)}
          </Text>
          <Button type="submit" disabled={selectedIds.length === 0 || isSaving} miw={120}>
            {isSaving ? 'Saving...' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

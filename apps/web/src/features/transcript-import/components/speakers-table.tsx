import { DETECTED_SPEAKER_ROLES, type DetectedSpeaker } from '@clearcall/contracts';
import { Input, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import classes from './review-panel.module.css';

const ROLE_LABELS: Record<DetectedSpeaker['role'], string> = {
  operator: 'Operator',
  executive: 'Executive',
  analyst: 'Analyst',
  unknown: 'Unknown',
};

type SpeakersTableProps = {
  speakers: DetectedSpeaker[];
  onChange: (speakers: DetectedSpeaker[]) => void;
  error?: string;
  isUncertain: boolean;
};

/** The call's speakers, one editable line each: name, role, an executive's title, an analyst's firm. */
export function SpeakersTable({ speakers, onChange, error, isUncertain }: SpeakersTableProps) {
  const labelId = useId();
  const update = (index: number, patch: Partial<DetectedSpeaker>) =>
    onChange(speakers.map((speaker, at) => (at === index ? { ...speaker, ...patch } : speaker)));

  return (
    <Stack gap="xs" className={classes.field} data-uncertain={isUncertain || undefined}>
      <Input.Label id={labelId} component="div">
        Speakers
      </Input.Label>
      {speakers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No speaker was named in this text.
        </Text>
      ) : (
        <div role="table" aria-labelledby={labelId} className={classes.speakers}>
          <div role="row" className={classes.speakersHead}>
            <span role="columnheader">Name</span>
            <span role="columnheader">Role</span>
            <span role="columnheader">Title</span>
            <span role="columnheader">Firm</span>
          </div>
          {speakers.map((speaker, index) => (
            <div
              role="row"
              key={index}
              className={classes.speakerRow}
              data-unknown={speaker.role === 'unknown' || undefined}
            >
              <div role="cell">
                <TextInput
                  aria-label={`Speaker ${index + 1} name`}
                  value={speaker.name}
                  onChange={(event) => update(index, { name: event.currentTarget.value })}
                  size="xs"
                />
              </div>
              <div role="cell">
                <NativeSelect
                  aria-label={`Speaker ${index + 1} role`}
                  value={speaker.role}
                  data={DETECTED_SPEAKER_ROLES.map((role) => ({
                    value: role,
                    label: ROLE_LABELS[role],
                  }))}
                  onChange={(event) =>
                    update(index, { role: event.currentTarget.value as DetectedSpeaker['role'] })
                  }
                  size="xs"
                />
              </div>
              <div role="cell">
                <TextInput
                  aria-label={`Speaker ${index + 1} title`}
                  placeholder="Title"
                  value={speaker.title ?? ''}
                  onChange={(event) => update(index, { title: event.currentTarget.value })}
                  size="xs"
                />
              </div>
              <div role="cell">
                <TextInput
                  aria-label={`Speaker ${index + 1} firm`}
                  placeholder="Firm"
                  value={speaker.firm ?? ''}
                  onChange={(event) => update(index, { firm: event.currentTarget.value })}
                  size="xs"
                />
              </div>
            </div>
          ))}
        </div>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

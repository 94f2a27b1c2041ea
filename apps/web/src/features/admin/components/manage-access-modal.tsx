import {
  ASSIGNABLE_USER_TYPES,
  CONVERSATION_LIMIT_MAX,
  DEFAULT_PERMISSIONS,
  TABS,
  userTypeLabel,
  type AssignableUserType,
  type Permissions,
  type UpdateUserAccessBody,
  type UserAccess,
} from '@clearcall/contracts';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUserAccess } from '../api/get-user-access';
import { useUpdateUserAccess } from '../api/update-user-access';

const SAVE_FAILED_MESSAGE = 'Something Went Wrong';
const SAVED_TITLE = 'Updated Successfully';
const LOAD_FAILED_MESSAGE = "This user's access could not be loaded.";

/** Who the dialog is about; the list rows already know the name and e-mail. */
export type AccessTarget = { userId: string; name: string; email: string };

type ManageAccessModalProps = {
  /** The user whose access to manage; null keeps the dialog closed. */
  target: AccessTarget | null;
  onClose: () => void;
};

const USER_TYPE_OPTIONS = ASSIGNABLE_USER_TYPES.map((type) => ({
  value: type,
  label: userTypeLabel(type),
}));

function isAssignable(value: string | null): value is AssignableUserType {
  return ASSIGNABLE_USER_TYPES.some((type) => type === value);
}

function limitError(value: string | number): string | null {
  if (value === '') return null;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > CONVERSATION_LIMIT_MAX) {
    return `Enter a whole number from 1 to ${CONVERSATION_LIMIT_MAX}, or leave it empty for the default.`;
  }
  return null;
}

type AccessFormProps = {
  access: UserAccess & { userType: AssignableUserType };
  isSaving: boolean;
  saveError: string | null;
  onSubmit: (body: UpdateUserAccessBody) => void;
  onCancel: () => void;
};

function AccessForm({ access, isSaving, saveError, onSubmit, onCancel }: AccessFormProps) {
  const [userType, setUserType] = useState<AssignableUserType>(access.userType);
  const [permissions, setPermissions] = useState<Permissions>(access.permissions);
  const [limit, setLimit] = useState<string | number>(access.conversationLimit ?? '');
  const limitProblem = limitError(limit);

  const handleTypeChange = (value: string | null) => {
    if (!isAssignable(value) || value === userType) return;
    setUserType(value);
    // A new type starts from its own default tabs, as the server applies it.
    setPermissions(DEFAULT_PERMISSIONS[value]);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (limitProblem) return;
    onSubmit({ userType, permissions, conversationLimit: limit === '' ? null : Number(limit) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Select
          label="User type"
          description="A new type starts from its default tabs."
          data={USER_TYPE_OPTIONS}
          value={userType}
          onChange={handleTypeChange}
          allowDeselect={false}
          disabled={isSaving}
        />
        <Fieldset legend="Feed tabs" variant="unstyled">
          <Stack gap="xs" mt="xs">
            {TABS.map((tab) => (
              <Switch
                key={tab.id}
                label={tab.label}
                checked={permissions[tab.id]}
                disabled={isSaving}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setPermissions((current) => ({ ...current, [tab.id]: checked }));
                }}
              />
            ))}
          </Stack>
        </Fieldset>
        <NumberInput
          label="Daily chat limit"
          description="Replies a day from the primary model. Leave empty for the default."
          placeholder="Default"
          value={limit}
          onChange={setLimit}
          min={1}
          max={CONVERSATION_LIMIT_MAX}
          allowDecimal={false}
          allowNegative={false}
          error={limitProblem}
          disabled={isSaving}
        />
        {saveError && (
          <Alert color="red" variant="light" role="alert">
            {saveError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving || limitProblem !== null}>
            {isSaving ? 'Saving...' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AccessFormSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      <Skeleton height={54} />
      {TABS.map((tab) => (
        <Skeleton key={tab.id} height={20} width="60%" />
      ))}
      <Skeleton height={54} />
    </Stack>
  );
}

/**
 * Grants premium or takes it back: user type, a switch per feed tab and the daily chat limit.
 * Saving closes the user's open upgrade requests.
 */
export function ManageAccessModal({ target, onClose }: ManageAccessModalProps) {
  const accessQuery = useUserAccess(target?.userId ?? null);
  const access = accessQuery.data;
  const updateAccess = useUpdateUserAccess();
  const [saveError, setSaveError] = useState<string | null>(null);

  const handleClose = () => {
    if (updateAccess.isPending) return;
    setSaveError(null);
    onClose();
  };

  // The dialog, not the form, owns the save: the form may re-render from a refetch meanwhile.
  const handleSubmit = (body: UpdateUserAccessBody) => {
    if (!target) return;
    setSaveError(null);
    updateAccess.mutate(
      { userId: target.userId, body },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'teal', title: SAVED_TITLE, message });
          onClose();
        },
        onError: (error) =>
          setSaveError(error instanceof ApiError ? error.message : SAVE_FAILED_MESSAGE),
      },
    );
  };

  let body: ReactNode;
  if (accessQuery.isError) {
    body = (
      <Stack gap="sm" align="flex-start" role="alert">
        <Text size="sm">{LOAD_FAILED_MESSAGE}</Text>
        <Button
          variant="light"
          color="red"
          onClick={() => void accessQuery.refetch()}
          loading={accessQuery.isFetching}
        >
          Refresh
        </Button>
      </Stack>
    );
  } else if (!access || access.userId !== target?.userId) {
    body = <AccessFormSkeleton />;
  } else if (!isAssignable(access.userType)) {
    body = <Text size="sm">Admins always see every tab; their access cannot be changed here.</Text>;
  } else {
    body = (
      <AccessForm
        key={access.userId}
        access={{ ...access, userType: access.userType }}
        isSaving={updateAccess.isPending}
        saveError={saveError}
        onSubmit={handleSubmit}
        onCancel={handleClose}
      />
    );
  }

  return (
    <Modal
      opened={target !== null}
      onClose={handleClose}
      title={target ? `Manage access: ${target.name}` : 'Manage access'}
      centered
    >
      <Stack gap="md">
        {target && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {target.email}
          </Text>
        )}
        {body}
      </Stack>
    </Modal>
  );
}

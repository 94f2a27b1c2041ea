import { AdminInviteBodySchema, type AdminInviteBody } from '@clearcall/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { ApiError } from '../../../lib/api-client';
import { useProjects } from '../api/get-projects';
import { useInviteUser } from '../api/invite-user';

/** How long a result banner stays, and how long before the users list opens after an invite (ms). */
export const INVITE_TIMINGS_MS = { banner: 10_000, redirect: 2300 } as const;

const MISSING_FIELD_MESSAGE = 'Please Select Required Field';
const INVITE_FAILED_MESSAGE = 'Something Went Wrong';

type Banner = { kind: 'success' | 'warning'; message: string };

const EMPTY_VALUES: AdminInviteBody = {
  firstName: '',
  lastName: '',
  email: '',
  avatar: '',
  project: [],
};

function hasMissingField(values: AdminInviteBody): boolean {
  return (
    [values.firstName, values.lastName, values.email, values.avatar].some(
      (value) => value.trim() === '',
    ) || values.project.length === 0
  );
}

/** The admin invite form: a new account with its industries, and an e-mailed invitation. */
export function InviteUserForm() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const projectsQuery = useProjects();
  const inviteUser = useInviteUser();
  const navigateLater = useDelayedNavigate();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<AdminInviteBody>({
    resolver: zodResolver(AdminInviteBodySchema),
    defaultValues: EMPTY_VALUES,
  });

  useEffect(() => {
    if (!banner) return undefined;
    const timer = window.setTimeout(() => setBanner(null), INVITE_TIMINGS_MS.banner);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const handleValidSubmit = (values: AdminInviteBody) => {
    setBanner(null);
    inviteUser.mutate(values, {
      onSuccess: ({ success, message }) => {
        setBanner({ kind: success ? 'success' : 'warning', message });
        if (success) navigateLater(paths.admin.users.getHref(), INVITE_TIMINGS_MS.redirect);
      },
      onError: (error) =>
        setBanner({
          kind: 'warning',
          message:
            error instanceof ApiError && error.status < 500 ? error.message : INVITE_FAILED_MESSAGE,
        }),
    });
  };

  const handleInvalidSubmit = () => {
    if (hasMissingField(getValues()))
      setBanner({ kind: 'warning', message: MISSING_FIELD_MESSAGE });
  };

  const projects = projectsQuery.data ?? [];
  const isDone = inviteUser.isSuccess && inviteUser.data.success;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <form onSubmit={handleSubmit(handleValidSubmit, handleInvalidSubmit)} noValidate>
        <Stack gap="md">
          {banner && (
            <Alert
              color={banner.kind === 'success' ? 'teal' : 'yellow'}
              variant="light"
              role={banner.kind === 'success' ? 'status' : 'alert'}
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setBanner(null)}
            >
              {banner.message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="off"
              withAsterisk
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="off"
              withAsterisk
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Profile Image Url"
            type="url"
            placeholder="https://"
            withAsterisk
            error={errors.avatar?.message}
            {...register('avatar')}
          />
          <Controller
            control={control}
            name="project"
            render={({ field, fieldState }) => (
              <MultiSelect
                label="Industries"
                placeholder={field.value.length === 0 ? 'Choose one or more' : undefined}
                withAsterisk
                searchable
                data={projects.map((project) => ({
                  value: project.projectId,
                  label: project.projectName,
                }))}
                value={field.value.map((project) => project.projectId)}
                onChange={(ids) =>
                  field.onChange(projects.filter((project) => ids.includes(project.projectId)))
                }
                onBlur={field.onBlur}
                ref={field.ref}
                error={
                  fieldState.error?.message ??
                  (projectsQuery.isError ? 'The industries could not be loaded.' : undefined)
                }
                disabled={projectsQuery.isPending}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={paths.admin.users.getHref()} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={inviteUser.isPending} disabled={isDone}>
              Send invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

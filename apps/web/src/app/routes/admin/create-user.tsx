import { Stack, Text, Title } from '@mantine/core';
import { InviteUserForm } from '../../../features/admin/components/invite-user-form';

/** The admin invite screen: a new account and its invitation e-mail. */
export default function CreateUserRoute() {
  return (
    <>
      <title>Invite user · Clearcall</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Invite user</Title>
          <Text c="dimmed" size="sm">
            The person receives an e-mail with a link to set their password.
          </Text>
        </Stack>
        <InviteUserForm />
      </Stack>
    </>
  );
}

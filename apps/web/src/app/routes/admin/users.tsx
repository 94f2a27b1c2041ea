import { Stack } from '@mantine/core';
import { PendingInvitations } from '../../../features/admin/components/pending-invitations';
import { UsersList } from '../../../features/admin/components/users-list';

/** The admin users list, the admin's home page, and the invitations still waiting below it. */
export default function UsersRoute() {
  return (
    <>
      <title>Users · Clearcall</title>
      <Stack gap="xl">
        <UsersList />
        <PendingInvitations />
      </Stack>
    </>
  );
}

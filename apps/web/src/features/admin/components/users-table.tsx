import { userTypeLabel, type AdminUser } from '@clearcall/contracts';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import {
  AdminTable,
  type AdminTableColumn,
  type AdminTableProps,
} from '../../../components/ui/admin-table';
import { UserActions } from './user-actions';
import { UserStatusBadge } from './user-status-badge';

const NO_DESIGNATION = '—';
const SKELETON: AdminTableProps<AdminUser>['skeleton'] = {
  rows: 6,
  cells: [
    { circle: true, height: 26 },
    { height: 14, width: '25%' },
    { height: 14, width: '35%' },
    { height: 14, width: '15%' },
  ],
};

type UserHandlers = {
  onDelete: (user: AdminUser) => void;
  onManageAccess: (user: AdminUser) => void;
};

type UsersTableProps = UserHandlers &
  Pick<AdminTableProps<AdminUser>, 'error' | 'empty'> & {
    /** Undefined while the users load. */
    users: AdminUser[] | undefined;
  };

function fullName(user: AdminUser): string {
  return `${user.firstName} ${user.lastName}`;
}

function UserName({ user }: { user: AdminUser }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.avatar} name={fullName(user)} color="initials" size="sm" alt="" />
      <Text fw={600} size="sm">
        {fullName(user)}
      </Text>
    </Group>
  );
}

function userColumns({ onDelete, onManageAccess }: UserHandlers): AdminTableColumn<AdminUser>[] {
  return [
    { header: 'Name', cell: (user) => <UserName user={user} /> },
    { header: 'E-mail', cell: (user) => user.email, cellStyle: { overflowWrap: 'anywhere' } },
    { header: 'Designation', cell: (user) => user.designation ?? NO_DESIGNATION },
    { header: 'Type', cell: (user) => userTypeLabel(user.userType) },
    { header: 'Status', cell: (user) => <UserStatusBadge isActive={user.userStatus} /> },
    {
      header: (
        <Text span size="sm" fw={700} style={{ display: 'block', textAlign: 'right' }}>
          Actions
        </Text>
      ),
      cell: (user) => (
        <UserActions user={user} onDelete={onDelete} onManageAccess={onManageAccess} />
      ),
    },
  ];
}

function UserCard({ user, onDelete, onManageAccess }: UserHandlers & { user: AdminUser }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <UserName user={user} />
        <UserStatusBadge isActive={user.userStatus} />
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
      <Text size="sm" c="dimmed">
        {user.designation ?? NO_DESIGNATION} · {userTypeLabel(user.userType)}
      </Text>
      <UserActions user={user} onDelete={onDelete} onManageAccess={onManageAccess} />
    </Stack>
  );
}

/** The users as table rows on wide screens and as cards on narrow ones. */
export function UsersTable({ users, error, empty, onDelete, onManageAccess }: UsersTableProps) {
  return (
    <AdminTable
      label="Users"
      rows={users}
      columns={userColumns({ onDelete, onManageAccess })}
      getRowKey={(user) => user.userId}
      getRowLabel={fullName}
      renderCard={(user) => (
        <UserCard user={user} onDelete={onDelete} onManageAccess={onManageAccess} />
      )}
      loadingLabel="Loading users…"
      skeleton={SKELETON}
      error={error}
      empty={empty}
    />
  );
}

import { userTypeLabel, type AdminUser } from '@clearcall/contracts';
import { Avatar, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { UserActions } from './user-actions';
import { UserStatusBadge } from './user-status-badge';

const SKELETON_ROWS = 6;
const NO_DESIGNATION = '—';

type UsersTableProps = {
  users: AdminUser[];
  /** Narrow screens get stacked cards instead of columns, so nothing scrolls sideways. */
  isStacked: boolean;
  onDelete: (user: AdminUser) => void;
  onManageAccess: (user: AdminUser) => void;
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

function UserCard({
  user,
  onDelete,
  onManageAccess,
}: Pick<UsersTableProps, 'onDelete' | 'onManageAccess'> & { user: AdminUser }) {
  return (
    <Card withBorder padding="md" component="li" aria-label={fullName(user)}>
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
    </Card>
  );
}

/** The users as table rows on wide screens and as cards on narrow ones. */
export function UsersTable({ users, isStacked, onDelete, onManageAccess }: UsersTableProps) {
  if (isStacked) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Users">
        {users.map((user) => (
          <UserCard
            key={user.userId}
            user={user}
            onDelete={onDelete}
            onManageAccess={onManageAccess}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label="Users">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Designation</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <Text span size="sm" fw={700} style={{ display: 'block', textAlign: 'right' }}>
              Actions
            </Text>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.userId} aria-label={fullName(user)}>
            <Table.Td>
              <UserName user={user} />
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
            <Table.Td>{user.designation ?? NO_DESIGNATION}</Table.Td>
            <Table.Td>{userTypeLabel(user.userType)}</Table.Td>
            <Table.Td>
              <UserStatusBadge isActive={user.userStatus} />
            </Table.Td>
            <Table.Td>
              <UserActions user={user} onDelete={onDelete} onManageAccess={onManageAccess} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Grey rows shaped like the users list, while it loads. */
export function UsersTableSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Group key={index} gap="md" wrap="nowrap">
          <Skeleton circle height={26} />
          <Skeleton height={14} width="25%" />
          <Skeleton height={14} width="35%" />
          <Skeleton height={14} width="15%" />
        </Group>
      ))}
    </Stack>
  );
}

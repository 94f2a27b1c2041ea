import type { AdminUser } from '@clearcall/contracts';
import { Button, Group, Input, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUsers } from '../api/get-users';
import { useSearchUsers } from '../api/search-users';
import { DeleteUserModal } from './delete-user-modal';
import { ManageAccessModal, type AccessTarget } from './manage-access-modal';
import { UsersTable } from './users-table';

/** Search debounce in ms (product specification, section 9). */
export const USER_SEARCH_DEBOUNCE_MS = 500;

const EMPTY_TEXT = 'No users found';
const SEARCH_INPUT_ID = 'admin-users-search';

/** The admin users list: search, activate, delete and a way to invite someone new. */
export function UsersList() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  const [userToDelete, setUserToDelete] = useState<AdminUser | null>(null);
  const [accessTarget, setAccessTarget] = useState<AccessTarget | null>(null);

  // An emptied box shows the full list at once; only a non-empty term waits for the debounce.
  const term = search.trim() === '' ? '' : debouncedSearch;
  const isSearching = term.length > 0;
  const listQuery = useUsers();
  const searchQuery = useSearchUsers(term);

  // A failed search reads as no match; only the full list has an error state.
  const users = isSearching
    ? (searchQuery.data ?? (searchQuery.isError ? [] : undefined))
    : listQuery.data;
  const isListError = !isSearching && listQuery.isError;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Users</Title>
        <Button
          component={Link}
          to={paths.admin.createUser.getHref()}
          leftSection={<IconUserPlus size={18} stroke={1.75} />}
        >
          Invite user
        </Button>
      </Group>
      <Input.Wrapper label="Search users" id={SEARCH_INPUT_ID} maw={420}>
        <Input
          id={SEARCH_INPUT_ID}
          placeholder="Name or e-mail"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} stroke={1.75} />}
          type="search"
        />
      </Input.Wrapper>
      <UsersTable
        users={users}
        error={{
          isShown: isListError,
          subject: 'The users list',
          onRefresh: () => void listQuery.refetch(),
          isRefreshing: listQuery.isFetching,
        }}
        empty={{
          title: EMPTY_TEXT,
          description: isSearching
            ? 'Try another name or e-mail, or clear the search to see everyone.'
            : 'Invite someone to add the first user.',
        }}
        onDelete={setUserToDelete}
        onManageAccess={(user) =>
          setAccessTarget({
            userId: user.userId,
            name: `${user.firstName} ${user.lastName}`,
            email: user.email,
          })
        }
      />
      <DeleteUserModal user={userToDelete} onClose={() => setUserToDelete(null)} />
      <ManageAccessModal target={accessTarget} onClose={() => setAccessTarget(null)} />
    </Stack>
  );
}

import type { AdminUser } from '@clearcall/contracts';
import {
  Button,
  Group,
  Input,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
  useMantineTheme,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUsers } from '../api/get-users';
import { useSearchUsers } from '../api/search-users';
import { DeleteUserModal } from './delete-user-modal';
import { ManageAccessModal, type AccessTarget } from './manage-access-modal';
import { UsersTable, UsersTableSkeleton } from './users-table';

/** Search debounce in ms (product specification, section 9). */
export const USER_SEARCH_DEBOUNCE_MS = 500;

const EMPTY_TEXT = 'User No Found';
const LIST_ERROR_TEXT = 'Something went wrong.';
const SEARCH_INPUT_ID = 'admin-users-search';

/** The admin users list: search, activate, delete and a way to invite someone new. */
export function UsersList() {
  const theme = useMantineTheme();
  const isStacked = useMediaQuery(`(max-width: ${theme.breakpoints.md})`) ?? false;
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
      <Paper withBorder={!isStacked} p={isStacked ? 0 : 'md'} radius="md">
        {isListError ? (
          <Stack gap="sm" align="flex-start" role="alert" p={isStacked ? 'md' : 0}>
            <Text fw={600}>{LIST_ERROR_TEXT}</Text>
            <Text size="sm" c="dimmed">
              The users list could not be loaded. Check your connection, then refresh.
            </Text>
            <Button
              variant="light"
              color="red"
              onClick={() => void listQuery.refetch()}
              loading={listQuery.isFetching}
            >
              Refresh
            </Button>
          </Stack>
        ) : users === undefined ? (
          <>
            <VisuallyHidden role="status">Loading users…</VisuallyHidden>
            <UsersTableSkeleton />
          </>
        ) : users.length === 0 ? (
          <Stack gap={4} py="xl" align="center">
            <Text fw={600}>{EMPTY_TEXT}</Text>
            <Text size="sm" c="dimmed">
              {isSearching
                ? 'Try another name or e-mail, or clear the search to see everyone.'
                : 'Invite someone to add the first user.'}
            </Text>
          </Stack>
        ) : (
          <UsersTable
            users={users}
            isStacked={isStacked}
            onDelete={setUserToDelete}
            onManageAccess={(user) =>
              setAccessTarget({
                userId: user.userId,
                name: `${user.firstName} ${user.lastName}`,
                email: user.email,
              })
            }
          />
        )}
      </Paper>
      <DeleteUserModal user={userToDelete} onClose={() => setUserToDelete(null)} />
      <ManageAccessModal target={accessTarget} onClose={() => setAccessTarget(null)} />
    </Stack>
  );
}

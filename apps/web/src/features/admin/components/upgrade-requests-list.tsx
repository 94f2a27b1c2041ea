import { TABS, type UpgradeRequest, type UpgradeRequestStatus } from '@clearcall/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUpgradeRequests, type UpgradeRequestFilter } from '../api/get-upgrade-requests';
import { ManageAccessModal, type AccessTarget } from './manage-access-modal';
import { ListLoadError, LoadMoreFooter } from './paged-list-states';

const FILTERS: { value: UpgradeRequestFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'granted', label: 'Granted' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'all', label: 'All' },
];

const STATUS_BADGES: Record<UpgradeRequestStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: 'yellow' },
  granted: { label: 'Granted', color: 'teal' },
  dismissed: { label: 'Dismissed', color: 'gray' },
};

const SOURCE_LABELS: Record<string, string> = {
  Header: 'Upgrade button',
  chat_banner: 'Chat limit banner',
};

const SKELETON_ROWS = 5;

/** Where a request came from, in words: the header button, the chat banner or a locked tab. */
export function upgradeSourceLabel(source: string): string {
  const known = SOURCE_LABELS[source];
  if (known) return known;
  const tab = TABS.find((candidate) => source === `tab:${candidate.id}`);
  if (tab) return `${tab.label} tab`;
  return source.replace(/[_:.-]+/g, ' ');
}

function formatRequestedAt(iso: string): string {
  return dayjs(iso).format('MMM DD, YYYY h:mm A');
}

function fullName(request: UpgradeRequest): string {
  return `${request.firstName} ${request.lastName}`.trim();
}

function toTarget(request: UpgradeRequest): AccessTarget {
  return { userId: request.userId, name: fullName(request), email: request.email };
}

function StatusBadge({ status }: { status: UpgradeRequestStatus }) {
  const badge = STATUS_BADGES[status];
  return (
    <Badge color={badge.color} variant="light">
      {badge.label}
    </Badge>
  );
}

type RowsProps = {
  requests: UpgradeRequest[];
  onManage: (request: UpgradeRequest) => void;
};

function ManageButton({
  request,
  onManage,
}: {
  request: UpgradeRequest;
  onManage: RowsProps['onManage'];
}) {
  if (request.userType === 'Admin') return null;
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => onManage(request)}
      aria-label={`Manage access for ${fullName(request)}`}
    >
      Manage access
    </Button>
  );
}

function RequestCards({ requests, onManage }: RowsProps) {
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Upgrade requests"
    >
      {requests.map((request) => (
        <Card
          key={request._id}
          withBorder
          padding="md"
          component="li"
          aria-label={fullName(request)}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {fullName(request)}
              </Text>
              <StatusBadge status={request.status} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {request.email}
            </Text>
            <Text size="sm" c="dimmed">
              {upgradeSourceLabel(request.source)}
              {request.companyName ? ` · ${request.companyName}` : ''} ·{' '}
              {formatRequestedAt(request.createdAt)}
            </Text>
            <Group justify="flex-end">
              <ManageButton request={request} onManage={onManage} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function RequestTable({ requests, onManage }: RowsProps) {
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label="Upgrade requests">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>User</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Source</Table.Th>
          <Table.Th>Requested</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request._id} aria-label={fullName(request)}>
            <Table.Td>
              <Text fw={600} size="sm">
                {fullName(request)}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{request.email}</Table.Td>
            <Table.Td>
              <Text size="sm">{upgradeSourceLabel(request.source)}</Text>
              {request.companyName && (
                <Text size="xs" c="dimmed">
                  {request.companyName}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatRequestedAt(request.createdAt)}
            </Table.Td>
            <Table.Td>
              <StatusBadge status={request.status} />
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>
              <ManageButton request={request} onManage={onManage} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RequestsSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Group key={index} gap="md" wrap="nowrap">
          <Skeleton height={14} width="20%" />
          <Skeleton height={14} width="30%" />
          <Skeleton height={14} width="15%" />
          <Skeleton height={14} width="15%" />
        </Group>
      ))}
    </Stack>
  );
}

function EmptyRequests({ filter }: { filter: UpgradeRequestFilter }) {
  const title = filter === 'open' ? 'No open upgrade requests' : 'No upgrade requests here';
  return (
    <Stack gap={4} py="xl" align="center" ta="center">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={460}>
        When someone clicks Upgrade in the app, their request appears here for you to grant. You can
        also manage anyone&apos;s access from the{' '}
        <Anchor component={Link} to={paths.admin.users.getHref()} size="sm">
          Users list
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

/** The upgrade requests, newest first, with a way to grant premium from each. */
export function UpgradeRequestsList() {
  const theme = useMantineTheme();
  const isStacked = useMediaQuery(`(max-width: ${theme.breakpoints.md})`) ?? false;
  const [filter, setFilter] = useState<UpgradeRequestFilter>('open');
  const [target, setTarget] = useState<AccessTarget | null>(null);
  const query = useUpgradeRequests(filter);
  const requests = query.data?.pages.flatMap((page) => page.data);

  const handleManage = (request: UpgradeRequest) => setTarget(toTarget(request));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Upgrade requests</Title>
        <Text size="sm" c="dimmed">
          Grant premium tabs or a higher chat limit; saving closes the person&apos;s open requests.
        </Text>
      </Stack>
      <SegmentedControl
        aria-label="Show requests"
        data={FILTERS}
        value={filter}
        onChange={(value) => setFilter(value as UpgradeRequestFilter)}
        style={{ alignSelf: 'flex-start' }}
      />
      <Paper withBorder={!isStacked} p={isStacked ? 0 : 'md'} radius="md">
        {query.isError && !requests ? (
          <ListLoadError
            subject="The upgrade requests"
            onRefresh={() => void query.refetch()}
            isRefreshing={query.isFetching}
            isPadded={isStacked}
          />
        ) : !requests ? (
          <>
            <VisuallyHidden role="status">Loading upgrade requests…</VisuallyHidden>
            <RequestsSkeleton />
          </>
        ) : requests.length === 0 ? (
          <EmptyRequests filter={filter} />
        ) : isStacked ? (
          <RequestCards requests={requests} onManage={handleManage} />
        ) : (
          <RequestTable requests={requests} onManage={handleManage} />
        )}
      </Paper>
      <LoadMoreFooter
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        hasFailed={query.isFetchNextPageError}
        items="requests"
        onLoadMore={() => void query.fetchNextPage()}
      />
      <ManageAccessModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

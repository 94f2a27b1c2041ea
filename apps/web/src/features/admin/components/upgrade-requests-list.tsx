import { TABS, type UpgradeRequest, type UpgradeRequestStatus } from '@clearcall/contracts';
import {
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { notifications } from '@mantine/notifications';
import { describeFailure } from '../../../lib/api-client';
import { useDismissUpgradeRequests } from '../api/dismiss-upgrade-requests';
import { useUpgradeRequests, type UpgradeRequestFilter } from '../api/get-upgrade-requests';
import { ManageAccessModal, type AccessTarget } from './manage-access-modal';
import {
  AdminTable,
  type AdminTableColumn,
  type AdminTableProps,
} from '../../../components/ui/admin-table';

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

const SKELETON: AdminTableProps<UpgradeRequest>['skeleton'] = {
  rows: 5,
  cells: [
    { height: 14, width: '20%' },
    { height: 14, width: '30%' },
    { height: 14, width: '15%' },
    { height: 14, width: '15%' },
  ],
};

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

type OnManage = (request: UpgradeRequest) => void;

function DismissButton({ request }: { request: UpgradeRequest }) {
  const dismiss = useDismissUpgradeRequests();
  if (request.status !== 'open') return null;
  const handleDismiss = () =>
    dismiss.mutate(request.userId, {
      onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: describeFailure(
            error,
            `The request of ${fullName(request)} could not be dismissed. Try again.`,
          ),
        }),
    });
  return (
    <Button
      size="xs"
      variant="default"
      loading={dismiss.isPending}
      onClick={handleDismiss}
      aria-label={`Dismiss the request of ${fullName(request)}`}
    >
      Dismiss
    </Button>
  );
}

/** Manage access, and Dismiss for an open request: closing it takes an explicit click. */
function RequestActions({ request, onManage }: { request: UpgradeRequest; onManage: OnManage }) {
  if (request.userType === 'Admin') return null;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <DismissButton request={request} />
      <Button
        size="xs"
        variant="light"
        onClick={() => onManage(request)}
        aria-label={`Manage access for ${fullName(request)}`}
      >
        Manage access
      </Button>
    </Group>
  );
}

function RequestCard({ request, onManage }: { request: UpgradeRequest; onManage: OnManage }) {
  return (
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
      <RequestActions request={request} onManage={onManage} />
    </Stack>
  );
}

function requestColumns(onManage: OnManage): AdminTableColumn<UpgradeRequest>[] {
  return [
    {
      header: 'User',
      cell: (request) => (
        <Text fw={600} size="sm">
          {fullName(request)}
        </Text>
      ),
    },
    { header: 'E-mail', cell: (request) => request.email, cellStyle: { overflowWrap: 'anywhere' } },
    {
      header: 'Source',
      cell: (request) => (
        <>
          <Text size="sm">{upgradeSourceLabel(request.source)}</Text>
          {request.companyName && (
            <Text size="xs" c="dimmed">
              {request.companyName}
            </Text>
          )}
        </>
      ),
    },
    {
      header: 'Requested',
      cell: (request) => formatRequestedAt(request.createdAt),
      cellStyle: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
    { header: 'Status', cell: (request) => <StatusBadge status={request.status} /> },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (request) => <RequestActions request={request} onManage={onManage} />,
      cellStyle: { textAlign: 'right' },
    },
  ];
}

function emptyRequests(filter: UpgradeRequestFilter): AdminTableProps<UpgradeRequest>['empty'] {
  return {
    title: filter === 'open' ? 'No open upgrade requests' : 'No upgrade requests here',
    maxWidth: 460,
    description: (
      <>
        When someone clicks Upgrade in the app, their request appears here for you to grant. You can
        also manage anyone&apos;s access from the{' '}
        <Anchor component={Link} to={paths.admin.users.getHref()} size="sm">
          Users list
        </Anchor>
        .
      </>
    ),
  };
}

/** The upgrade requests, newest first, with a way to grant premium from each. */
export function UpgradeRequestsList() {
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
          Grant premium tabs or a higher chat limit, which closes the person&apos;s open requests,
          or dismiss a request without changing anything.
        </Text>
      </Stack>
      <SegmentedControl
        aria-label="Show requests"
        data={FILTERS}
        value={filter}
        onChange={(value) => setFilter(value as UpgradeRequestFilter)}
        style={{ alignSelf: 'flex-start' }}
      />
      <AdminTable
        label="Upgrade requests"
        rows={requests}
        columns={requestColumns(handleManage)}
        getRowKey={(request) => request._id}
        getRowLabel={fullName}
        renderCard={(request) => <RequestCard request={request} onManage={handleManage} />}
        loadingLabel="Loading upgrade requests…"
        skeleton={SKELETON}
        error={{
          isShown: query.isError && !requests,
          subject: 'The upgrade requests',
          onRefresh: () => void query.refetch(),
          isRefreshing: query.isFetching,
        }}
        empty={emptyRequests(filter)}
        paging={{
          hasMore: query.hasNextPage,
          isLoading: query.isFetchingNextPage,
          hasFailed: query.isFetchNextPageError,
          items: 'requests',
          onLoadMore: () => void query.fetchNextPage(),
        }}
      />
      <ManageAccessModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

import type { PendingInvitation } from '@clearcall/contracts';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { describeFailure } from '../../../lib/api-client';
import {
  AdminTable,
  type AdminTableColumn,
  type AdminTableProps,
} from '../../../components/ui/admin-table';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation, useRevokeInvitation } from '../api/manage-invitation';

const SKELETON: AdminTableProps<PendingInvitation>['skeleton'] = {
  rows: 3,
  cells: [
    { height: 14, width: '30%' },
    { height: 14, width: '20%' },
    { height: 14, width: '20%' },
  ],
};

function inviteeName(invitation: PendingInvitation): string {
  const name = `${invitation.firstName ?? ''} ${invitation.lastName ?? ''}`.trim();
  return name || invitation.email;
}

function formatDay(iso: string): string {
  return dayjs(iso).format('MMM DD, YYYY');
}

function StateBadge({ invitation }: { invitation: PendingInvitation }) {
  return invitation.isExpired ? (
    <Badge color="gray" variant="light">
      Expired {formatDay(invitation.expiresAt)}
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      Valid until {formatDay(invitation.expiresAt)}
    </Badge>
  );
}

function InvitationActions({ invitation }: { invitation: PendingInvitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const name = inviteeName(invitation);
  const showFailure = (what: string) => (error: unknown) =>
    notifications.show({ color: 'red', message: describeFailure(error, what) });
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        loading={resend.isPending}
        disabled={revoke.isPending}
        aria-label={`Resend the invitation of ${name}`}
        onClick={() =>
          resend.mutate(invitation.email, {
            onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
            onError: showFailure(`The invitation of ${name} could not be sent again. Try again.`),
          })
        }
      >
        Resend
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        loading={revoke.isPending}
        disabled={resend.isPending}
        aria-label={`Revoke the invitation of ${name}`}
        onClick={() =>
          revoke.mutate(invitation.id, {
            onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
            onError: showFailure(`The invitation of ${name} could not be revoked. Try again.`),
          })
        }
      >
        Revoke
      </Button>
    </Group>
  );
}

const COLUMNS: AdminTableColumn<PendingInvitation>[] = [
  {
    header: 'Invitee',
    cell: (invitation) => (
      <>
        <Text size="sm" fw={600}>
          {inviteeName(invitation)}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          {invitation.email}
        </Text>
      </>
    ),
  },
  {
    header: 'Sent',
    cell: (invitation) => (
      <>
        <Text size="sm">{formatDay(invitation.invitedAt)}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          {invitation.invitedByEmail ? `by ${invitation.invitedByEmail}` : 'Registration request'}
        </Text>
      </>
    ),
  },
  { header: 'Link', cell: (invitation) => <StateBadge invitation={invitation} /> },
  {
    header: 'Actions',
    cell: (invitation) => <InvitationActions invitation={invitation} />,
    cellStyle: { textAlign: 'right' },
  },
];

function InvitationCard({ invitation }: { invitation: PendingInvitation }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" fw={600}>
          {inviteeName(invitation)}
        </Text>
        <StateBadge invitation={invitation} />
      </Group>
      <Text size="sm" style={{ overflowWrap: 'break-word' }}>
        {invitation.email}
      </Text>
      <Text size="xs" c="dimmed">
        Sent {formatDay(invitation.invitedAt)}
        {invitation.invitedByEmail ? ` by ${invitation.invitedByEmail}` : ''}
      </Text>
      <InvitationActions invitation={invitation} />
    </Stack>
  );
}

/** Invitations nobody has used yet: who, when, by whom, whether the link expired; resend or revoke. */
export function PendingInvitations() {
  const query = useInvitations();
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-invitations-heading">
      <Stack gap={4}>
        <Title order={2} fz="h3" id="pending-invitations-heading">
          Pending invitations
        </Title>
        <Text size="sm" c="dimmed">
          Invitations whose link nobody has used yet. Resend one with a fresh seven-day link, or
          revoke it so that no link to the address works.
        </Text>
      </Stack>
      <AdminTable
        label="Pending invitations"
        rows={query.data}
        columns={COLUMNS}
        getRowKey={(invitation) => invitation.id}
        getRowLabel={inviteeName}
        renderCard={(invitation) => <InvitationCard invitation={invitation} />}
        loadingLabel="Loading pending invitations…"
        skeleton={SKELETON}
        error={{
          isShown: query.isError && !query.data,
          subject: 'The pending invitations',
          onRefresh: () => void query.refetch(),
          isRefreshing: query.isFetching,
        }}
        empty={{
          title: 'No pending invitations',
          description: 'Everyone invited has created their account.',
        }}
      />
    </Stack>
  );
}

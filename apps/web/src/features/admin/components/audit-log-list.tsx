import { AUDIT_ACTION_LABELS, auditActionLabel, type AuditEntry } from '@clearcall/contracts';
import { Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Fragment, useState, type ReactNode } from 'react';
import { useAuditLog } from '../api/get-audit-log';
import { summarizeAuditDetail } from '../utils/audit-summary';
import {
  AdminTable,
  type AdminTableColumn,
  type AdminTableProps,
} from '../../../components/ui/admin-table';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

const AREA_COLORS: Record<string, string> = { auth: 'red', admin: 'brand', account: 'gray' };
const SKELETON: AdminTableProps<AuditEntry>['skeleton'] = {
  rows: 8,
  cells: [
    { height: 14, width: '18%' },
    { height: 20, width: '14%', radius: 'xl' },
    { height: 14, width: '22%' },
    { height: 14, width: '22%' },
  ],
};

function formatAt(iso: string): string {
  return dayjs(iso).format('MMM DD, YYYY h:mm:ss A');
}

/** Who acted: their e-mail, an anonymous visitor, or a deleted account known only by id. */
function actorLabel(entry: AuditEntry): string {
  if (entry.actorEmail) return entry.actorEmail;
  return entry.actorId ? `Deleted account ${entry.actorId.slice(0, 8)}` : 'Anonymous';
}

/** Whom it concerned: the account's e-mail, the address typed at sign-in, or a bare id. */
function targetLabel(entry: AuditEntry): string {
  if (entry.targetEmail) return entry.targetEmail;
  if (typeof entry.detail.email === 'string') return entry.detail.email;
  return entry.targetId ? `Deleted account ${entry.targetId.slice(0, 8)}` : '—';
}

/**
 * An e-mail address or label that wraps only after its "@" and before its dots, so that a
 * narrow column shows "wanda.maximoff@" above "example.com" rather than "wanda.maxi" above
 * "moff@example.com". Only a part longer than the column itself is broken mid-word.
 */
export function BreakableAddress({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=\.)/);
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

function ActionBadge({ action }: { action: string }) {
  const area = action.split('.')[0] ?? '';
  return (
    <Badge color={AREA_COLORS[area] ?? 'gray'} variant="light" style={{ textTransform: 'none' }}>
      {auditActionLabel(action)}
    </Badge>
  );
}

function detailText(entry: AuditEntry): string {
  const summary = summarizeAuditDetail(entry);
  const from = entry.ipAddress ? `from ${entry.ipAddress}` : '';
  return [summary, from].filter(Boolean).join(' · ') || '—';
}

/** A line of a narrow-screen card: a dimmed label, then the value. */
function LabelledLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}{' '}
      </Text>
      {children}
    </Text>
  );
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <ActionBadge action={entry.action} />
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatAt(entry.at)}
        </Text>
      </Group>
      <LabelledLine label="By">
        <BreakableAddress text={actorLabel(entry)} />
      </LabelledLine>
      <LabelledLine label="On">
        <BreakableAddress text={targetLabel(entry)} />
      </LabelledLine>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {detailText(entry)}
      </Text>
    </Stack>
  );
}

const COLUMNS: AdminTableColumn<AuditEntry>[] = [
  {
    header: 'Time',
    cell: (entry) => formatAt(entry.at),
    cellStyle: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  },
  { header: 'Action', cell: (entry) => <ActionBadge action={entry.action} /> },
  { header: 'Actor', cell: (entry) => <BreakableAddress text={actorLabel(entry)} /> },
  { header: 'Target', cell: (entry) => <BreakableAddress text={targetLabel(entry)} /> },
  {
    header: 'Detail',
    cell: (entry) => (
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {detailText(entry)}
      </Text>
    ),
  },
];

/** Admin actions and security events, newest first, with an action filter and Load more. */
export function AuditLogList() {
  const [action, setAction] = useState<string | null>(null);
  const query = useAuditLog(action);
  const entries = query.data?.pages.flatMap((page) => page.data);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Audit log</Title>
        <Text size="sm" c="dimmed">
          Every admin action and security event, newest first. Times are in your time zone.
        </Text>
      </Stack>
      <Select
        label="Action"
        placeholder="All actions"
        data={ACTION_OPTIONS}
        value={action}
        onChange={setAction}
        clearable
        searchable
        maw={320}
      />
      <AdminTable
        label="Audit log"
        rows={entries}
        columns={COLUMNS}
        getRowKey={(entry) => entry._id}
        renderCard={(entry) => <EntryCard entry={entry} />}
        loadingLabel="Loading the audit log…"
        skeleton={SKELETON}
        error={{
          isShown: query.isError && !entries,
          subject: 'The audit log',
          onRefresh: () => void query.refetch(),
          isRefreshing: query.isFetching,
        }}
        empty={{
          title: 'No events recorded',
          description: action
            ? 'Nothing of this kind has happened yet. Clear the filter to see every event.'
            : 'Sign-in failures, lockouts and every admin action will be listed here.',
        }}
        paging={{
          hasMore: query.hasNextPage,
          isLoading: query.isFetchingNextPage,
          hasFailed: query.isFetchNextPageError,
          items: 'events',
          onLoadMore: () => void query.fetchNextPage(),
        }}
      />
    </Stack>
  );
}

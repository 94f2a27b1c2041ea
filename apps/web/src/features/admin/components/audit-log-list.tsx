import { AUDIT_ACTION_LABELS, auditActionLabel, type AuditEntry } from '@clearcall/contracts';
import {
  Badge,
  Card,
  Group,
  Paper,
  Select,
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
import { useAuditLog } from '../api/get-audit-log';
import { summarizeAuditDetail } from '../utils/audit-summary';
import { ListLoadError, LoadMoreFooter } from './paged-list-states';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

const AREA_COLORS: Record<string, string> = { auth: 'red', admin: 'brand', account: 'gray' };
const SKELETON_ROWS = 8;

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

function EntryCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Audit log">
      {entries.map((entry) => (
        <Card key={entry._id} withBorder padding="md" component="li">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <ActionBadge action={entry.action} />
              <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatAt(entry.at)}
              </Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" size="sm">
                By{' '}
              </Text>
              {actorLabel(entry)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" size="sm">
                On{' '}
              </Text>
              {targetLabel(entry)}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {detailText(entry)}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function EntryTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label="Audit log">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Time</Table.Th>
          <Table.Th>Action</Table.Th>
          <Table.Th>Actor</Table.Th>
          <Table.Th>Target</Table.Th>
          <Table.Th>Detail</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry._id}>
            <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatAt(entry.at)}
            </Table.Td>
            <Table.Td>
              <ActionBadge action={entry.action} />
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{actorLabel(entry)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{targetLabel(entry)}</Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {detailText(entry)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AuditSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Group key={index} gap="md" wrap="nowrap">
          <Skeleton height={14} width="18%" />
          <Skeleton height={20} width="14%" radius="xl" />
          <Skeleton height={14} width="22%" />
          <Skeleton height={14} width="22%" />
        </Group>
      ))}
    </Stack>
  );
}

/** Admin actions and security events, newest first, with an action filter and Load more. */
export function AuditLogList() {
  const theme = useMantineTheme();
  const isStacked = useMediaQuery(`(max-width: ${theme.breakpoints.md})`) ?? false;
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
      <Paper withBorder={!isStacked} p={isStacked ? 0 : 'md'} radius="md">
        {query.isError && !entries ? (
          <ListLoadError
            subject="The audit log"
            onRefresh={() => void query.refetch()}
            isRefreshing={query.isFetching}
            isPadded={isStacked}
          />
        ) : !entries ? (
          <>
            <VisuallyHidden role="status">Loading the audit log…</VisuallyHidden>
            <AuditSkeleton />
          </>
        ) : entries.length === 0 ? (
          <Stack gap={4} py="xl" align="center" ta="center">
            <Text fw={600}>No events recorded</Text>
            <Text size="sm" c="dimmed">
              {action
                ? 'Nothing of this kind has happened yet. Clear the filter to see every event.'
                : 'Sign-in failures, lockouts and every admin action will be listed here.'}
            </Text>
          </Stack>
        ) : isStacked ? (
          <EntryCards entries={entries} />
        ) : (
          <EntryTable entries={entries} />
        )}
      </Paper>
      <LoadMoreFooter
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        hasFailed={query.isFetchNextPageError}
        items="events"
        onLoadMore={() => void query.fetchNextPage()}
      />
    </Stack>
  );
}

import {
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  useMantineTheme,
  type SkeletonProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';

export type AdminTableColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  cellStyle?: CSSProperties;
};

export type AdminTableProps<Row> = {
  /** The accessible name of the table, and of the card list on narrow screens: "Users". */
  label: string;
  /** Undefined while the first page loads. */
  rows: Row[] | undefined;
  columns: AdminTableColumn<Row>[];
  getRowKey: (row: Row) => string;
  /** Names a row for assistive technology, when its first cell does not. */
  getRowLabel?: (row: Row) => string;
  /** What one row shows as a card on narrow screens, where columns would scroll sideways. */
  renderCard: (row: Row) => ReactNode;
  /** Read out while the rows load: "Loading users…". */
  loadingLabel: string;
  /** Grey bars shaped like a row, repeated while the rows load. */
  skeleton: { rows: number; cells: SkeletonProps[] };
  /** Shown instead of the rows when they could not be loaded at all. */
  error: {
    isShown: boolean;
    /** What could not be loaded, as the sentence's subject: "The audit log". */
    subject: string;
    onRefresh: () => void;
    isRefreshing: boolean;
  };
  /** What an empty list says; `maxWidth` keeps a long description to a readable measure. */
  empty: { title: string; description: ReactNode; maxWidth?: number };
  /** The Load more button of a list that arrives in pages. */
  paging?: {
    hasMore: boolean;
    isLoading: boolean;
    hasFailed: boolean;
    /** What the next page holds, in the plural: "events". */
    items: string;
    onLoadMore: () => void;
  };
};

/**
 * An admin list in its four states: loading, failed, empty and full, as table rows on wide
 * screens and cards on narrow ones, with Load more under it when it arrives in pages.
 */
export function AdminTable<Row>({
  label,
  rows,
  columns,
  getRowKey,
  getRowLabel,
  renderCard,
  loadingLabel,
  skeleton,
  error,
  empty,
  paging,
}: AdminTableProps<Row>) {
  const theme = useMantineTheme();
  const isStacked = useMediaQuery(`(max-width: ${theme.breakpoints.md})`) ?? false;

  return (
    <>
      <Paper withBorder={!isStacked} p={isStacked ? 0 : 'md'} radius="md">
        {error.isShown ? (
          <LoadError {...error} isPadded={isStacked} />
        ) : rows === undefined ? (
          <>
            <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
            <RowsSkeleton {...skeleton} />
          </>
        ) : rows.length === 0 ? (
          <Stack gap={4} py="xl" align="center" ta="center">
            <Text fw={600}>{empty.title}</Text>
            <Text size="sm" c="dimmed" maw={empty.maxWidth}>
              {empty.description}
            </Text>
          </Stack>
        ) : isStacked ? (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={label}
          >
            {rows.map((row) => (
              <Card
                key={getRowKey(row)}
                withBorder
                padding="md"
                component="li"
                aria-label={getRowLabel?.(row)}
              >
                {renderCard(row)}
              </Card>
            ))}
          </Stack>
        ) : (
          <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, index) => (
                  <Table.Th key={index}>{column.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={getRowKey(row)} aria-label={getRowLabel?.(row)}>
                  {columns.map((column, index) => (
                    <Table.Td key={index} style={column.cellStyle}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {paging && <LoadMoreFooter {...paging} />}
    </>
  );
}

function RowsSkeleton({ rows, cells }: AdminTableProps<unknown>['skeleton']) {
  return (
    <Stack gap="sm" aria-hidden="true">
      {Array.from({ length: rows }, (_, row) => (
        <Group key={row} gap="md" wrap="nowrap">
          {cells.map((cell, index) => (
            <Skeleton key={index} {...cell} />
          ))}
        </Group>
      ))}
    </Stack>
  );
}

type LoadErrorProps = Omit<AdminTableProps<unknown>['error'], 'isShown'> & {
  /** Cards on small screens sit on no paper of their own, so the message brings its padding. */
  isPadded: boolean;
};

/** 'Something went wrong.' with a Refresh button, for a list that failed to load. */
function LoadError({ subject, onRefresh, isRefreshing, isPadded }: LoadErrorProps) {
  return (
    <Stack gap="sm" align="flex-start" role="alert" p={isPadded ? 'md' : 0}>
      <Text fw={600}>Something went wrong.</Text>
      <Text size="sm" c="dimmed">
        {subject} could not be loaded. Check your connection, then refresh.
      </Text>
      <Button variant="light" color="red" onClick={onRefresh} loading={isRefreshing}>
        Refresh
      </Button>
    </Stack>
  );
}

/** The Load more button under a paged list, and what to do when a page fails. */
function LoadMoreFooter({
  hasMore,
  isLoading,
  hasFailed,
  items,
  onLoadMore,
}: NonNullable<AdminTableProps<unknown>['paging']>) {
  return (
    <>
      {hasMore && (
        <Button
          variant="default"
          onClick={onLoadMore}
          loading={isLoading}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      )}
      {hasFailed && (
        <Text size="sm" c="red" role="alert" ta="center">
          More {items} could not be loaded. Try Load more again.
        </Text>
      )}
    </>
  );
}

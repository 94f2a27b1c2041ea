import { ADMIN_COMPANIES_LIMIT, type AdminCompany } from '@clearcall/contracts';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Input,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconFileImport from '@tabler/icons-react/dist/esm/icons/IconFileImport.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useState } from 'react';
import { AdminTable, type AdminTableColumn } from '../../../components/ui/admin-table';
import { useCompanies } from '../api/get-companies';
import { industryNameOf } from '../utils/company-form-values';
import classes from './admin-companies.module.css';
import { CompanyFormModal } from './company-form-modal';
import { ImportCompaniesModal } from './import-companies-modal';

/** How long the search waits after the last keystroke, in ms. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 300;

/** Rows shown at first and added by each Load more, so a long list stays light to render. */
export const COMPANIES_PAGE_SIZE = 50;

const SEARCH_INPUT_ID = 'admin-companies-search';

/** The admin's companies: search, the unclassified filter, add, edit and import. */
export function CompaniesList() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), COMPANY_SEARCH_DEBOUNCE_MS);
  const [isUnclassifiedOnly, setIsUnclassifiedOnly] = useState(false);
  const [formTarget, setFormTarget] = useState<AdminCompany | 'new' | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);

  // An emptied box lists everything at once; only a typed term waits for the debounce.
  const q = search.trim() === '' ? '' : debouncedSearch;
  const companiesQuery = useCompanies({ q, isUnclassifiedOnly });
  const isFiltered = q !== '' || isUnclassifiedOnly;
  // A new search or filter starts again at the first page of rows.
  const filterKey = `${q}\n${isUnclassifiedOnly}`;
  const [shown, setShown] = useState({ filterKey, count: COMPANIES_PAGE_SIZE });
  const shownCount = shown.filterKey === filterKey ? shown.count : COMPANIES_PAGE_SIZE;
  const companies = companiesQuery.data;

  const columns: AdminTableColumn<AdminCompany>[] = [
    { header: 'Company', cell: (company) => <CompanyName company={company} /> },
    { header: 'Ticker', cell: (company) => <Tickers company={company} /> },
    { header: 'Exchange', cell: (company) => company.exchange ?? <Text c="dimmed">–</Text> },
    { header: 'Industry', cell: (company) => <IndustryLabel company={company} /> },
    {
      header: (
        <Text span size="sm" fw={700} style={{ display: 'block', textAlign: 'right' }}>
          Transcripts
        </Text>
      ),
      cell: (company) => <span className={classes.figure}>{company.transcriptCount}</span>,
      cellStyle: { textAlign: 'right' },
    },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (company) => <EditButton company={company} onEdit={() => setFormTarget(company)} />,
      cellStyle: { textAlign: 'right', whiteSpace: 'nowrap' },
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>Companies</Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileImport size={18} stroke={1.75} />}
            onClick={() => setIsImportOpen(true)}
          >
            Import companies
          </Button>
          <Button
            leftSection={<IconPlus size={18} stroke={1.75} />}
            onClick={() => setFormTarget('new')}
          >
            Add company
          </Button>
        </Group>
      </Group>
      <Group gap="lg" className={classes.filters}>
        <Input.Wrapper label="Search companies" id={SEARCH_INPUT_ID} w={{ base: '100%', sm: 420 }}>
          <Input
            id={SEARCH_INPUT_ID}
            placeholder="Name, ticker or alias"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} stroke={1.75} />}
            rightSection={
              companiesQuery.isFetching && companiesQuery.data !== undefined ? (
                <Loader size="xs" aria-hidden="true" />
              ) : null
            }
            type="search"
          />
        </Input.Wrapper>
        <Checkbox
          label="Unclassified only"
          checked={isUnclassifiedOnly}
          onChange={(event) => setIsUnclassifiedOnly(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {companies !== undefined && companies.length > 0 && (
        <Text size="sm" c="dimmed" className={classes.figure} aria-live="polite">
          {companies.length >= ADMIN_COMPANIES_LIMIT
            ? `Showing ${shownCount} of the first ${companies.length} companies by name. Search to find the others.`
            : companies.length > shownCount
              ? `Showing ${shownCount} of ${companies.length} companies. Search to find one quickly.`
              : companies.length === 1
                ? '1 company'
                : `${companies.length} companies`}
        </Text>
      )}
      <AdminTable
        label="Companies"
        rows={companies?.slice(0, shownCount)}
        columns={columns}
        getRowKey={(company) => company.id}
        getRowLabel={(company) => company.name}
        renderCard={(company) => (
          <CompanyCard company={company} onEdit={() => setFormTarget(company)} />
        )}
        paging={{
          hasMore: (companies?.length ?? 0) > shownCount,
          isLoading: false,
          hasFailed: false,
          items: 'companies',
          onLoadMore: () => setShown({ filterKey, count: shownCount + COMPANIES_PAGE_SIZE }),
        }}
        loadingLabel="Loading companies…"
        skeleton={{
          rows: 6,
          cells: [
            { h: 16, w: '28%' },
            { h: 16, w: '10%' },
            { h: 16, w: '10%' },
            { h: 16, w: '22%' },
            { h: 16, w: '8%' },
          ],
        }}
        error={{
          isShown: companiesQuery.isError && companies === undefined,
          subject: 'The companies list',
          onRefresh: () => void companiesQuery.refetch(),
          isRefreshing: companiesQuery.isFetching,
        }}
        empty={
          isFiltered
            ? {
                title: 'No company matches',
                description: isUnclassifiedOnly
                  ? 'Every company that matches has an industry. Clear the filter to see them all.'
                  : 'Try another name or ticker, or add the company.',
              }
            : {
                title: 'No companies yet',
                description:
                  'Add a company, or import many at once from a CSV or the SEC’s company_tickers.json.',
                maxWidth: 420,
              }
        }
      />
      <CompanyFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <ImportCompaniesModal opened={isImportOpen} onClose={() => setIsImportOpen(false)} />
    </Stack>
  );
}

function CompanyName({ company }: { company: AdminCompany }) {
  return (
    <Stack gap={0} className={classes.nameCell}>
      <Text fw={600} size="sm">
        {company.name}
      </Text>
      {company.website && (
        <Anchor href={company.website} target="_blank" rel="noreferrer" size="xs" c="dimmed">
          {company.website.replace(/^https?:\/\//, '')}
        </Anchor>
      )}
    </Stack>
  );
}

function Tickers({ company }: { company: AdminCompany }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {company.symbol}
      </Text>
      {company.aliases.length > 0 && (
        <Text size="xs" c="dimmed">
          Also {company.aliases.join(', ')}
        </Text>
      )}
    </Stack>
  );
}

function IndustryLabel({ company }: { company: AdminCompany }) {
  const name = industryNameOf(company.industryId);
  if (!name) {
    return (
      <Badge color="yellow" variant="light">
        Unclassified
      </Badge>
    );
  }
  return <Text size="sm">{name}</Text>;
}

function EditButton({ company, onEdit }: { company: AdminCompany; onEdit: () => void }) {
  const isUnclassified = company.industryId === null;
  return (
    <Button
      variant={isUnclassified ? 'light' : 'subtle'}
      size="xs"
      onClick={onEdit}
      aria-label={`${isUnclassified ? 'Set industry of' : 'Edit'} ${company.name}`}
    >
      {isUnclassified ? 'Set industry' : 'Edit'}
    </Button>
  );
}

function CompanyCard({ company, onEdit }: { company: AdminCompany; onEdit: () => void }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <CompanyName company={company} />
        <EditButton company={company} onEdit={onEdit} />
      </Group>
      <Group gap="xs">
        <Tickers company={company} />
        {company.exchange && (
          <Text size="sm" c="dimmed">
            · {company.exchange}
          </Text>
        )}
      </Group>
      <Group justify="space-between" gap="xs">
        <IndustryLabel company={company} />
        <Text size="sm" c="dimmed" className={classes.figure}>
          {company.transcriptCount === 1
            ? '1 transcript'
            : `${company.transcriptCount} transcripts`}
        </Text>
      </Group>
    </Stack>
  );
}

import type { AdminCompany, DetectedCall } from '@clearcall/contracts';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { ApiError, getServerMessage } from '../../../lib/api-client';
import { useAdminCompanies } from '../api/get-admin-companies';
import { useCreateCompany } from '../api/create-company';
import classes from './review-panel.module.css';

type CompanyFieldProps = {
  detected: DetectedCall | null;
  value: string | null;
  onChange: (companyId: string | null) => void;
  error?: string;
  isUncertain: boolean;
};

function companyLabel(company: Pick<AdminCompany, 'symbol' | 'name'>): string {
  return `${company.symbol} · ${company.name}`;
}

/** The call's company, chosen from the company list or created here when it is unknown. */
export function CompanyField({ detected, value, onChange, error, isUncertain }: CompanyFieldProps) {
  const [search, setSearch] = useState(detected?.ticker ?? '');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const companies = useAdminCompanies(debouncedSearch);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [isCreating, setIsCreating] = useState(false);

  const options = useMemo(() => {
    const labels = new Map<string, string>();
    for (const company of companies.data?.data ?? []) labels.set(company.id, companyLabel(company));
    for (const [id, label] of Object.entries(chosen)) if (!labels.has(id)) labels.set(id, label);
    if (value && !labels.has(value) && detected?.companyId === value) {
      labels.set(
        value,
        [detected.ticker, detected.companyName].filter(Boolean).join(' · ') || 'Detected company',
      );
    }
    return [...labels].map(([id, label]) => ({ value: id, label }));
  }, [companies.data, chosen, value, detected]);

  const handleChange = (id: string | null) => {
    const option = options.find((candidate) => candidate.value === id);
    if (id && option) setChosen((current) => ({ ...current, [id]: option.label }));
    onChange(id);
  };

  const handleCreated = (company: AdminCompany) => {
    setChosen((current) => ({ ...current, [company.id]: companyLabel(company) }));
    setIsCreating(false);
    onChange(company.id);
  };

  const isUnknown = !detected?.companyId;
  return (
    <Stack gap="xs">
      <Select
        placeholder="Search by ticker or name"
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        value={value}
        onChange={handleChange}
        filter={({ options: all }) => all}
        nothingFoundMessage={companies.isFetching ? 'Searching…' : 'No company matches'}
        error={error ?? (companies.isError ? 'The companies could not be loaded.' : undefined)}
        description={
          isUnknown && detected?.ticker
            ? `The text names ${[detected.ticker, detected.companyName].filter(Boolean).join(', ')}, which is not in Clearcall yet.`
            : undefined
        }
        classNames={isUncertain ? { root: classes.uncertain } : undefined}
        label={
          <>
            Company
            {isUncertain && (
              <Badge color="yellow" variant="light" size="xs" ml={6}>
                Check
              </Badge>
            )}
          </>
        }
        withAsterisk
      />
      {isCreating ? (
        <CreateCompanyForm
          detected={detected}
          onCreated={handleCreated}
          onCancel={() => setIsCreating(false)}
        />
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setIsCreating(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Create company
        </Button>
      )}
    </Stack>
  );
}

type CreateCompanyFormProps = {
  detected: DetectedCall | null;
  onCreated: (company: AdminCompany) => void;
  onCancel: () => void;
};

function CreateCompanyForm({ detected, onCreated, onCancel }: CreateCompanyFormProps) {
  const create = useCreateCompany();
  const [name, setName] = useState(detected?.companyName ?? '');
  const [symbol, setSymbol] = useState(detected?.ticker ?? '');
  const [errors, setErrors] = useState<{ name?: string; symbol?: string }>({});

  // A form inside the review form cannot be a <form>: its fields are sent from this handler.
  const handleCreate = () => {
    const next: typeof errors = {};
    if (name.trim() === '') next.name = 'Give the company name.';
    if (!/^[A-Za-z0-9.-]{1,10}$/.test(symbol.trim()))
      next.symbol = 'Give a ticker of up to 10 letters.';
    setErrors(next);
    if (next.name || next.symbol) return;
    create.mutate(
      { name: name.trim(), symbol: symbol.trim().toUpperCase() },
      {
        onSuccess: ({ company }) => onCreated(company),
        onError: (error) => {
          const message = getServerMessage(error) ?? 'The company could not be created. Try again.';
          const isAboutSymbol =
            error instanceof ApiError && error.issues.some((issue) => issue.path === 'symbol');
          setErrors(isAboutSymbol ? { symbol: message } : { name: message });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label="Create company">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Create company
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Company name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            miw={180}
          />
          <TextInput
            label="Ticker"
            value={symbol}
            onChange={(event) => setSymbol(event.currentTarget.value)}
            error={errors.symbol}
            miw={120}
          />
        </Group>
        <Group gap="xs">
          <Button size="xs" onClick={() => handleCreate()} loading={create.isPending}>
            Create
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

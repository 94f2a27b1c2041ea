import type { FollowedCompany } from '@clearcall/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useState } from 'react';
import { useSessionUser } from '../../../lib/auth';
import { useSearchCompanies } from '../../../lib/company-search';
import { useUpdateFollowedCompanies } from '../api/update-followed-companies';
import { CompanyLogo } from '../../../components/ui/company-logo';
import classes from './feed-filter.module.css';

/** Search waits this long after the last key (specification, section 9). */
const SEARCH_DEBOUNCE_MS = 500;
/** Company names in the modal are cut to this many characters. */
const NAME_MAX_LENGTH = 25;

function cutName(name: string): string {
  return name.length > NAME_MAX_LENGTH ? `${name.slice(0, NAME_MAX_LENGTH)}...` : name;
}

type EditCompaniesModalProps = {
  isOpen: boolean;
  onClose: () => void;
  current: FollowedCompany[];
  /** Called after a successful save with the new list. */
  onSaved: (companies: FollowedCompany[]) => void;
};

function CompanyCheckbox({ company }: { company: FollowedCompany }) {
  return (
    <Checkbox
      value={company.companyId}
      label={
        <span className={classes.companyRow} title={company.company}>
          <CompanyLogo name={company.company} url={company.companyLogo} size={24} />
          {cutName(company.company)}
        </span>
      }
    />
  );
}

function CompaniesForm({ current, onClose, onSaved }: Omit<EditCompaniesModalProps, 'isOpen'>) {
  const user = useSessionUser();
  const [known, setKnown] = useState<FollowedCompany[]>(current);
  const [chosen, setChosen] = useState<string[]>(current.map((company) => company.companyId));
  const [searchText, setSearchText] = useState('');
  const [debouncedText] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchCompanies(debouncedText);
  const update = useUpdateFollowedCompanies();

  const hits = (debouncedText ? (search.data ?? []) : [])
    .map((hit) => ({
      company: hit.companyName,
      companyId: hit.companyId,
      companyLogo: hit.awsImageUrl,
    }))
    .filter((hit) => !known.some((company) => company.companyId === hit.companyId));

  const handleChange = (ids: string[]) => {
    // A company ticked in the search results joins the list, so it stays when the search changes.
    const added = hits.filter((hit) => ids.includes(hit.companyId));
    if (added.length > 0) setKnown((list) => [...list, ...added]);
    setChosen(ids);
  };

  const handleApply = () => {
    const companies = known.filter((company) => chosen.includes(company.companyId));
    update.mutate(
      { userId: user.userId, companies },
      {
        onSuccess: () => {
          onSaved(companies);
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <TextInput
        label="Search companies"
        placeholder="Company name or ticker"
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching ? <Loader size={14} /> : null}
        data-autofocus
      />
      <Checkbox.Group value={chosen} onChange={handleChange} label="Companies in your feed">
        <Stack gap="xs" className={classes.results} mt="xs">
          {known.map((company) => (
            <CompanyCheckbox key={company.companyId} company={company} />
          ))}
          {hits.length > 0 && (
            <Text size="xs" fw={650} c="dimmed" tt="uppercase" mt="xs">
              Search results
            </Text>
          )}
          {hits.map((company) => (
            <CompanyCheckbox key={company.companyId} company={company} />
          ))}
          {known.length === 0 && hits.length === 0 && !debouncedText && (
            <Text size="sm" c="dimmed">
              You follow no companies yet. Search for one above.
            </Text>
          )}
          {debouncedText && search.isSuccess && search.data.length === 0 && (
            <Text size="sm" c="dimmed">
              No data found
            </Text>
          )}
          {search.isError && (
            <Text size="sm" c="red.8">
              Error: {search.error.message}
            </Text>
          )}
        </Stack>
      </Checkbox.Group>
      {update.isError && (
        <Alert color="red" role="alert">
          {update.error.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={handleApply} loading={update.isPending}>
          Apply
        </Button>
      </Group>
    </Stack>
  );
}

/** The Companies editor: followed companies as checkboxes and a search to add more. */
export function EditCompaniesModal({ isOpen, onClose, ...formProps }: EditCompaniesModalProps) {
  return (
    <Modal opened={isOpen} onClose={onClose} title="Companies" size="lg">
      {isOpen && <CompaniesForm onClose={onClose} {...formProps} />}
    </Modal>
  );
}

import type { CompanySearchHit } from '@clearcall/contracts';
import {
  Avatar,
  Combobox,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { isWhiteLogo } from '../../../components/ui/company-logo';
import { paths } from '../../../config/paths';
import { useSearchCompanies } from '../../../lib/company-search';
import classes from './company-search.module.css';

/** The typeahead waits this long after the last keystroke (specification, section 9). */
export const SEARCH_DEBOUNCE_MS = 500;
const LOADING_ROWS = 3;

/** Where a chosen company opens: its stories in the Earnings feed. */
export function getCompanyFeedHref(companyId: string): string {
  return `${paths.app.feed.getHref('earnings')}?company=${encodeURIComponent(companyId)}`;
}

type CompanySearchProps = {
  /** Whether the 'Companies' panel is open; the header keeps one panel open at a time. */
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
};

function CompanyLogo({ hit }: { hit: CompanySearchHit }) {
  return (
    <Avatar
      src={hit.awsImageUrl || null}
      alt=""
      size={28}
      radius="sm"
      color="brand"
      classNames={{ image: classes.logo }}
      data-white-logo={isWhiteLogo(hit.awsImageUrl) || undefined}
    >
      <span aria-hidden="true">{hit.companyName.charAt(0).toUpperCase()}</span>
    </Avatar>
  );
}

/**
 * The header's company search: typing (debounced 500 ms) lists matching companies in the
 * 'Companies' panel; arrow keys move through them, Enter opens one, Escape closes the panel.
 */
export function CompanySearch({ opened, onOpenedChange }: CompanySearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debouncedText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchCompanies(debouncedText);
  const combobox = useCombobox({
    opened,
    onOpenedChange,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const hits = search.isError ? [] : (search.data ?? []);
  const isWaiting = text.trim() !== debouncedText || search.isFetching;
  const hasQuery = debouncedText.length > 0;

  const handleSelect = (companyId: string) => {
    setText('');
    combobox.closeDropdown();
    void navigate(getCompanyFeedHref(companyId));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter with nothing highlighted opens the best match.
    if (event.key !== 'Enter' || combobox.getSelectedOptionIndex() !== -1) return;
    const [first] = hits;
    if (first && hasQuery && !search.isPlaceholderData) {
      event.preventDefault();
      handleSelect(first.companyId);
    }
  };

  const renderOptions = () => {
    if (search.isPending && !search.isError) {
      return (
        <Stack gap="xs" p="xs" aria-label="Searching companies">
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            <Group key={index} gap="sm" wrap="nowrap">
              <Skeleton height={28} width={28} radius="sm" />
              <Skeleton height={12} width="60%" />
            </Group>
          ))}
        </Stack>
      );
    }
    if (hits.length === 0) return <Combobox.Empty>No data found</Combobox.Empty>;
    return hits.map((hit) => (
      <Combobox.Option value={hit.companyId} key={hit.companyId} className={classes.option}>
        <Group gap="sm" wrap="nowrap">
          <CompanyLogo hit={hit} />
          <Text size="sm" truncate="end">
            {hit.companyName}
          </Text>
        </Group>
      </Combobox.Option>
    ));
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={handleSelect}
      position="bottom-start"
      shadow="md"
      withinPortal
      // The panel may be wider than a phone's search box: let it slide left to stay on screen.
      middlewares={{ shift: { mainAxis: true, padding: 8, limiter: undefined } }}
      classNames={{ dropdown: classes.dropdown }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          className={classes.input}
          value={text}
          placeholder="Explore across 500+ companies"
          aria-label="Search companies"
          data-tour="company-search"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          leftSectionWidth={28}
          rightSection={isWaiting && text.trim() ? <Loader size={14} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.resetSelectedOption();
            if (event.currentTarget.value.trim()) combobox.openDropdown();
            else combobox.closeDropdown();
          }}
          onFocus={() => {
            if (text.trim()) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={handleKeyDown}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!hasQuery} data-tour="company-search-results">
        <Combobox.Header>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            Companies
          </Text>
        </Combobox.Header>
        <Combobox.Options aria-label="Companies" className={classes.options}>
          {renderOptions()}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

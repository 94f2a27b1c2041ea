import {
  Button,
  Checkbox,
  Group,
  Popover,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useState, type ReactNode } from 'react';
import classes from './filter-dropdown.module.css';

/** The list of a dropdown scrolls past this height (specification, section 9). */
const LIST_MAX_HEIGHT = 295;

export type FilterOption = { value: string; label: string; icon?: ReactNode };

type FilterDropdownProps = {
  label: string;
  options: readonly FilterOption[];
  /** The applied (saved) values. */
  value: readonly string[];
  isMultiple: boolean;
  isDisabled?: boolean;
  /** Shown in the list when there is nothing to choose yet, saying why. */
  emptyText: string;
  /**
   * Whether these values may be applied; an option that would take the choice past it is
   * disabled, and `limitHint` says why.
   */
  canChoose?: (values: readonly string[]) => boolean;
  limitHint?: string;
  onApply: (values: string[]) => void;
};

function summarize(label: string, options: readonly FilterOption[], value: readonly string[]) {
  const [first, ...rest] = options.filter((option) => value.includes(option.value));
  if (!first) return label;
  return rest.length === 0 ? first.label : `${first.label} +${rest.length}`;
}

/**
 * A searchable dropdown of checkboxes (or radios when single-select) whose choice is saved only
 * with Apply; Apply stays disabled while nothing is chosen.
 */
export function FilterDropdown({
  label,
  options,
  value,
  isMultiple,
  isDisabled = false,
  emptyText,
  canChoose = () => true,
  limitHint,
  onApply,
}: FilterDropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const [searchText, setSearchText] = useState('');
  const needle = searchText.trim().toLocaleLowerCase();
  const listed = needle
    ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle))
    : options;
  const summary = summarize(label, options, value);

  const handleOpen = () => {
    setDraft(value.filter((item) => options.some((option) => option.value === item)));
    setSearchText('');
    setIsOpen(true);
  };

  const handleApply = () => {
    onApply(draft);
    setIsOpen(false);
  };

  // A single choice replaces the draft; a multiple one adds to it.
  const isOverLimit = (option: FilterOption) =>
    !draft.includes(option.value) &&
    !canChoose(isMultiple ? [...draft, option.value] : [option.value]);
  const hasLimitedOptions = listed.some(isOverLimit);
  const canApply = draft.length > 0 && canChoose(draft);

  const renderOption = (option: FilterOption) => {
    const isDisabledOption = isOverLimit(option);
    const optionLabel = (
      <span className={classes.optionLabel}>
        {option.icon}
        {option.label}
      </span>
    );
    return isMultiple ? (
      <Checkbox
        key={option.value}
        value={option.value}
        label={optionLabel}
        disabled={isDisabledOption}
      />
    ) : (
      <Radio
        key={option.value}
        value={option.value}
        label={optionLabel}
        disabled={isDisabledOption}
      />
    );
  };

  const list =
    listed.length === 0 ? (
      <Text size="sm" c="dimmed" py="xs">
        {options.length === 0 ? emptyText : 'No matches. Try another spelling.'}
      </Text>
    ) : (
      <Stack gap="xs" py={4}>
        {listed.map(renderOption)}
      </Stack>
    );

  return (
    <Popover
      opened={isOpen}
      onChange={setIsOpen}
      onDismiss={() => setIsOpen(false)}
      position="bottom-start"
      width={300}
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          variant={value.length > 0 ? 'light' : 'default'}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          onClick={() => (isOpen ? setIsOpen(false) : handleOpen())}
          disabled={isDisabled}
          aria-label={`${label}: ${value.length > 0 ? summary : 'none chosen'}`}
          className={classes.target}
        >
          <span className={classes.targetText}>{summary}</span>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" role="dialog" aria-label={label}>
          <TextInput
            aria-label={`Search ${label}`}
            placeholder={`Search ${label.toLocaleLowerCase()}`}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            size="sm"
            data-autofocus
          />
          <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
            {isMultiple ? (
              <Checkbox.Group value={draft} onChange={setDraft} aria-label={label}>
                {list}
              </Checkbox.Group>
            ) : (
              <Radio.Group
                value={draft[0] ?? null}
                onChange={(chosen) => setDraft([chosen])}
                aria-label={label}
              >
                {list}
              </Radio.Group>
            )}
          </ScrollArea.Autosize>
          {limitHint && (hasLimitedOptions || (draft.length > 0 && !canApply)) && (
            <Text size="xs" c="dimmed" role="note">
              {limitHint}
            </Text>
          )}
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {draft.length > 0 ? `${draft.length} chosen` : 'Nothing chosen'}
            </Text>
            <Button size="compact-sm" onClick={handleApply} disabled={!canApply}>
              Apply
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

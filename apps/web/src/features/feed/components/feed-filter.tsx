import type { Channel, FollowedCompany } from '@clearcall/contracts';
import { ActionIcon, Button, Chip, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { useState, type ReactNode } from 'react';
import type { FeedSelection } from '../hooks/use-feed-selection';
import classes from './feed-filter.module.css';

/** Company chips shown before 'more+' (specification, section 9). */
const VISIBLE_COMPANY_CHIPS = 5;

const CHIP_CLASS_NAMES = { root: classes.chip, label: classes.chipLabel };

type ChipListState<T> = { items: T[] | undefined; isError: boolean; onRetry: () => void };

type FeedFilterProps = {
  selection: FeedSelection;
  /** Hidden on the followed-companies feed, where only companies apply. */
  industries?: ChipListState<Channel>;
  companies: ChipListState<FollowedCompany>;
  onToggleIndustry: (channelId: string) => void;
  onToggleCompany: (companyId: string) => void;
  onEditIndustries: () => void;
  onEditCompanies: () => void;
  /** Widens the feed to every company; absent on the followed-companies feed. */
  onShowAll?: () => void;
  /** Back to the reader's own industries and companies. */
  onShowOwn: () => void;
};

function FilterSection({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-label={title}>
      <div className={classes.sectionHeader}>
        <Title order={2} size="h4">
          {title}
        </Title>
        <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label={`Edit ${title}`}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </div>
      {children}
    </section>
  );
}

function ChipListStatus<T>({ state, emptyText }: { state: ChipListState<T>; emptyText: string }) {
  if (state.isError) {
    return (
      <Text size="sm" c="red.8">
        Could not load this list.{' '}
        <Button variant="subtle" size="compact-xs" onClick={state.onRetry}>
          Retry
        </Button>
      </Text>
    );
  }
  if (!state.items) {
    return (
      <div className={classes.chips} aria-hidden="true">
        <Skeleton height={26} width={96} radius="xl" />
        <Skeleton height={26} width={72} radius="xl" />
        <Skeleton height={26} width={110} radius="xl" />
      </div>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {emptyText}
    </Text>
  );
}

/** 'Your Industries' and 'Your Companies': chips that filter the feed, each list editable. */
export function FeedFilter({
  selection,
  industries,
  companies,
  onToggleIndustry,
  onToggleCompany,
  onEditIndustries,
  onEditCompanies,
  onShowAll,
  onShowOwn,
}: FeedFilterProps) {
  const [isShowingAllCompanies, setShowingAllCompanies] = useState(false);
  const isSelected = (kind: FeedSelection['kind'], id: string) =>
    'ids' in selection && selection.kind === kind && selection.ids.includes(id);
  const companyItems = companies.items ?? [];
  const visibleCompanies = isShowingAllCompanies
    ? companyItems
    : companyItems.slice(0, VISIBLE_COMPANY_CHIPS);

  return (
    <Stack gap="lg">
      {onShowAll && (
        <div>
          <Switch
            label="All companies"
            checked={selection.kind === 'all'}
            onChange={(event) => (event.currentTarget.checked ? onShowAll() : onShowOwn())}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {selection.kind === 'all'
              ? 'Showing every company.'
              : 'Showing your industries and followed companies.'}
          </Text>
        </div>
      )}
      {industries && (
        <FilterSection title="Your Industries" onEdit={onEditIndustries}>
          {industries.items?.length ? (
            <div className={classes.chips}>
              {industries.items.map((channel) => (
                <Chip
                  key={channel.channelId}
                  size="sm"
                  classNames={CHIP_CLASS_NAMES}
                  checked={isSelected('industries', channel.channelId)}
                  onChange={() => onToggleIndustry(channel.channelId)}
                  title={channel.channelName}
                >
                  <span className={classes.chipText}>{channel.channelName}</span>
                </Chip>
              ))}
            </div>
          ) : (
            <ChipListStatus
              state={industries}
              emptyText="Choose industries with the edit button to filter the feed."
            />
          )}
        </FilterSection>
      )}
      <FilterSection title="Your Companies" onEdit={onEditCompanies}>
        {companyItems.length > 0 ? (
          <div className={classes.chips}>
            {visibleCompanies.map((company) => (
              <Chip
                key={company.companyId}
                size="sm"
                classNames={CHIP_CLASS_NAMES}
                checked={isSelected('companies', company.companyId)}
                onChange={() => onToggleCompany(company.companyId)}
                title={company.company}
              >
                <span className={classes.chipText}>{company.company}</span>
              </Chip>
            ))}
            {companyItems.length > VISIBLE_COMPANY_CHIPS && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setShowingAllCompanies((value) => !value)}
                aria-expanded={isShowingAllCompanies}
              >
                {isShowingAllCompanies ? 'less' : 'more+'}
              </Button>
            )}
          </div>
        ) : (
          <ChipListStatus
            state={companies}
            emptyText="Follow companies with the edit button to filter the feed by them."
          />
        )}
      </FilterSection>
    </Stack>
  );
}

import {
  SUMMARY_SOURCE_NAMES,
  SUMMARY_TYPES,
  type SummaryCompany,
  type SummaryItem,
  type SummaryType,
} from '@clearcall/contracts';
import { Anchor, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/ui/company-logo';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/auth';
import { useSummaries, useSummaryOptions, type SummarySelection } from '../api/get-summaries';
import { EmptyFeed, FeedError } from './feed-message';
import classes from './summary-view.module.css';

const SUMMARY_TYPE_LABELS: Record<SummaryType, string> = {
  summary_by_source: 'Summary by Sources',
  summary_by_theme: 'Summary by Theme',
};

const periodValue = (period: { year: number; quarter: number }) =>
  `${period.year}-${period.quarter}`;
const periodLabel = (period: { year: number; quarter: number }) =>
  `Q${period.quarter} ${period.year}`;

type SummaryViewProps = {
  /**
   * Companies the user cares about (chosen in the filter, else followed): the first of them with
   * summaries opens first, else the most recently summarized company.
   */
  preferredCompanyIds: readonly string[];
};

/** The company, quarter and type the menus show, falling back to what has data. */
function resolveSelection(
  companies: readonly SummaryCompany[],
  chosen: { companyId: string | null; period: string | null; type: SummaryType },
  preferredCompanyIds: readonly string[],
): { company: SummaryCompany; selection: SummarySelection } | null {
  const company =
    companies.find((candidate) => candidate.companyId === chosen.companyId) ??
    companies.find((candidate) => preferredCompanyIds.includes(candidate.companyId)) ??
    companies[0];
  if (!company) return null;
  // Unless the user picks one, the latest quarter with an earnings call opens: it has the most
  // to read; a quarter with only a job post or a video is a thin start.
  const period =
    company.quarters.find((candidate) => periodValue(candidate) === chosen.period) ??
    company.quarters.find((candidate) =>
      candidate.sources.includes(SUMMARY_SOURCE_NAMES.earnings),
    ) ??
    company.quarters[0];
  if (!period) return null;
  return {
    company,
    selection: { companyId: company.companyId, ...period, type: chosen.type },
  };
}

/** One source's or one theme's summary, with links to the stories it was written from. */
function SummaryEntry({ item }: { item: SummaryItem }) {
  const titleId = `summary-${item._id}`;
  return (
    <li>
      <article className={classes.entry} aria-labelledby={titleId}>
        <Title order={3} size="h5" id={titleId}>
          {item.category}
        </Title>
        <Text className={classes.details}>{item.summaryDetails}</Text>
        {item.storyIds.length > 0 && (
          <div className={classes.sources}>
            <Text size="xs" c="dimmed">
              Written from {item.storyIds.length} {item.storyIds.length === 1 ? 'story' : 'stories'}
              :
            </Text>
            {item.storyIds.map((storyId, index) => (
              <Anchor
                key={storyId}
                component={Link}
                to={paths.app.story.getHref('Filings', item.companyId, storyId)}
                size="xs"
                aria-label={`Open story ${index + 1} behind ${item.category}`}
              >
                Story {index + 1}
              </Anchor>
            ))}
          </div>
        )}
      </article>
    </li>
  );
}

function SummarySkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={140} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The Summary tab: menus of every company and quarter that has summaries and of the two
 * summary types, and the chosen quarter's summaries by source or by theme.
 */
export function SummaryView({ preferredCompanyIds }: SummaryViewProps) {
  const user = useSessionUser();
  const options = useSummaryOptions(user.userId);
  const [chosen, setChosen] = useState<{
    companyId: string | null;
    period: string | null;
    type: SummaryType;
  }>({ companyId: null, period: null, type: 'summary_by_source' });
  const resolved = options.data
    ? resolveSelection(options.data, chosen, preferredCompanyIds)
    : null;
  const summaries = useSummaries(user.userId, resolved?.selection ?? null);

  if (options.isError) {
    return <FeedError message={options.error.message} onRetry={() => void options.refetch()} />;
  }
  if (!options.data) return <SummarySkeleton />;
  if (!resolved) {
    return (
      <EmptyFeed
        title="Sorry, no Summary story available!"
        hint="Summaries are written once a company's stories of a quarter are published: check back soon, or read the Earnings tab meanwhile."
      />
    );
  }

  const { company, selection } = resolved;
  const typeLabel = SUMMARY_TYPE_LABELS[selection.type];

  const renderSummaries = () => {
    if (summaries.isError) {
      return (
        <FeedError message={summaries.error.message} onRetry={() => void summaries.refetch()} />
      );
    }
    if (!summaries.data) return <SummarySkeleton />;
    if (summaries.data.length === 0) {
      return (
        <EmptyFeed
          title={`No ${typeLabel} for ${periodLabel(selection)} yet.`}
          hint="Try the other summary type or another quarter."
        />
      );
    }
    return (
      <ul className={classes.list} aria-busy={summaries.isPlaceholderData || undefined}>
        {summaries.data.map((item) => (
          <SummaryEntry key={item._id} item={item} />
        ))}
      </ul>
    );
  };

  return (
    <Stack gap="md">
      <div className={classes.menus}>
        <Select
          className={classes.companyMenu}
          label="Company"
          data={options.data.map((candidate) => ({
            value: candidate.companyId,
            label: candidate.companyName,
          }))}
          value={company.companyId}
          onChange={(companyId) => companyId && setChosen({ ...chosen, companyId, period: null })}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No company has summaries by that name"
          limit={100}
          maxDropdownHeight={295}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Quarter"
          data={company.quarters.map((period) => ({
            value: periodValue(period),
            label: periodLabel(period),
          }))}
          value={periodValue(selection)}
          onChange={(period) => period && setChosen({ ...chosen, period })}
          allowDeselect={false}
          maxDropdownHeight={295}
        />
        <Select
          label="Summary type"
          data={SUMMARY_TYPES.map((type) => ({ value: type, label: SUMMARY_TYPE_LABELS[type] }))}
          value={selection.type}
          onChange={(type) => type && setChosen({ ...chosen, type: type as SummaryType })}
          allowDeselect={false}
        />
      </div>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div className={classes.heading}>
          <CompanyLogo name={company.companyName} url={company.awsImageUrl} size={36} />
          <div>
            <Title order={2} size="h4">
              {company.companyName}
            </Title>
            <Text size="sm" c="dimmed">
              {periodLabel(selection)} · {typeLabel}
            </Text>
          </div>
        </div>
      </Group>
      <Text size="xs" c="dimmed">
        Generated from the company&apos;s stories of the quarter by the Clearcall insights engine.
        Not investment advice.
      </Text>
      {renderSummaries()}
    </Stack>
  );
}

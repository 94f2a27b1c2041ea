import { ANALYSIS_PAGE_SIZE, type AnalysisSummary } from '@clearcall/contracts';
import { Button, Menu, SimpleGrid, Skeleton, TextInput, Title } from '@mantine/core';
import IconArrowsSort from '@tabler/icons-react/dist/esm/icons/IconArrowsSort.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconInbox from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useState } from 'react';
import {
  ANALYSIS_SORTS,
  DEFAULT_ANALYSIS_SORT,
  listAnalyses,
  type AnalysisSort,
} from '../utils/list-analyses';
import { AnalysisCard } from './analysis-card';
import { LoadError, StatusMessage } from '../../../components/ui/status-message';
import classes from './analysis-home.module.css';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3 };
const LIST_FAILED_MESSAGE = 'Failed to fetch analysis list';

type RecentAnalysesProps = {
  analyses: AnalysisSummary[] | undefined;
  isError: boolean;
  onRetry: () => void;
  onCreate: () => void;
  isCreating: boolean;
  onOpen: (analysis: AnalysisSummary) => void;
  onRename: (analysis: AnalysisSummary) => void;
  onDelete: (analysis: AnalysisSummary) => void;
};

function RecentSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="md" aria-hidden>
      {Array.from({ length: ANALYSIS_PAGE_SIZE }, (_, index) => (
        <Skeleton key={index} h={132} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** 'Recent Analysis': a search, a sort menu and a grid of cards, six more per View More. */
export function RecentAnalyses({
  analyses,
  isError,
  onRetry,
  onCreate,
  isCreating,
  onOpen,
  onRename,
  onDelete,
}: RecentAnalysesProps) {
  const [searchText, setSearchText] = useState('');
  const [sort, setSort] = useState<AnalysisSort>(DEFAULT_ANALYSIS_SORT);
  const [shownCount, setShownCount] = useState(ANALYSIS_PAGE_SIZE);
  const sortLabel = ANALYSIS_SORTS.find((option) => option.value === sort)?.label ?? '';
  const listed = analyses ? listAnalyses(analyses, searchText, sort) : [];
  const shown = listed.slice(0, shownCount);

  const renderBody = () => {
    if (isError) return <LoadError message={LIST_FAILED_MESSAGE} onRetry={onRetry} />;
    if (!analyses) return <RecentSkeleton />;
    if (analyses.length === 0) {
      return (
        <StatusMessage
          icon={IconInbox}
          title="No recent Analysis"
          hint="Start by creating a new one to see the insights."
          action={
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={onCreate}
              loading={isCreating}
            >
              Create
            </Button>
          }
        />
      );
    }
    if (listed.length === 0) {
      return (
        <StatusMessage
          icon={IconSearch}
          title="No results found"
          hint="Try refining your keywords to find what you need."
        />
      );
    }
    return (
      <>
        <SimpleGrid
          cols={GRID_COLUMNS}
          spacing="md"
          component="ul"
          className={classes.grid}
          aria-label="Recent analyses"
        >
          {shown.map((analysis) => (
            <li key={analysis._id}>
              <AnalysisCard
                analysis={analysis}
                onOpen={onOpen}
                onRename={onRename}
                onDelete={onDelete}
              />
            </li>
          ))}
        </SimpleGrid>
        {listed.length > shown.length && (
          <div className={classes.more}>
            <Button
              variant="default"
              onClick={() => setShownCount((count) => count + ANALYSIS_PAGE_SIZE)}
            >
              View More
            </Button>
          </div>
        )}
      </>
    );
  };

  return (
    <section className={classes.recent} aria-labelledby="recent-analysis-title">
      <div className={classes.recentHeader}>
        <Title order={2} size="h3" id="recent-analysis-title">
          Recent Analysis
        </Title>
        <div className={classes.tools}>
          <TextInput
            aria-label="Search analyses"
            placeholder="Search"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              setShownCount(ANALYSIS_PAGE_SIZE);
            }}
            leftSection={<IconSearch size={16} aria-hidden />}
            className={classes.search}
            disabled={!analyses || analyses.length === 0}
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconArrowsSort size={16} aria-hidden />}
                aria-label={`Sort: ${sortLabel}`}
              >
                {sortLabel}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {ANALYSIS_SORTS.map((option) => (
                <Menu.Item
                  key={option.value}
                  onClick={() => setSort(option.value)}
                  rightSection={
                    option.value === sort ? <IconCheck size={16} aria-hidden /> : undefined
                  }
                  aria-current={option.value === sort ? 'true' : undefined}
                >
                  {option.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </div>
      </div>
      {renderBody()}
    </section>
  );
}

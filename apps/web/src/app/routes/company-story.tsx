import type { TranscriptPreview } from '@clearcall/contracts';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useCompanyMetadata } from '../../features/company/api/company-metadata';
import { isMissing, useStoryPreview } from '../../features/company/api/get-story-preview';
import {
  CompanyHeader,
  CompanyHeaderSkeleton,
} from '../../features/company/components/company-header';
import {
  CompanySections,
  SENTENCE_PARAM,
} from '../../features/company/components/company-sections';
import { ExportMenu } from '../../features/company/components/export-menu';
import { FigureChartsSection } from '../../features/company/components/figure-charts-section';
import { KeyFigures } from '../../features/company/components/key-figures';
import { PreviousTranscriptsMenu } from '../../features/company/components/previous-transcripts-menu';
import { PrintView } from '../../features/company/components/print-view';
import { RelatedCompanies } from '../../features/company/components/related-companies';
import { StoryTabs, type StoryTab } from '../../features/company/components/story-tabs';
import { quarterLabel } from '../../features/company/utils/cited-text';
import { analytics } from '../../lib/analytics';
import { useSessionUser } from '../../lib/auth';
import classes from './company-story.module.css';

/** The page for an unknown company or story (the API answers 404). */
function StoryNotFound() {
  return (
    <Stack gap="sm" align="flex-start" py="xl" maw={520}>
      <Text c="dimmed" fw={600}>
        404
      </Text>
      <Title order={1} size="h2">
        Story not found
      </Title>
      <Text>
        This company or story does not exist, or it is no longer available. It may have been
        removed, or the link may be incomplete.
      </Text>
      <Button component={Link} to={paths.app.feed.getHref('earnings')}>
        Back to the feed
      </Button>
    </Stack>
  );
}

function StorySkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">Loading the story…</VisuallyHidden>
      <Skeleton height={36} width="60%" />
      <Skeleton height={14} />
      <Skeleton height={14} />
      <Skeleton height={14} width="90%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="75%" />
      <Skeleton height={14} mt="md" />
      <Skeleton height={14} width="85%" />
    </Stack>
  );
}

type StoryBodyProps = {
  story: TranscriptPreview;
  companyId: string;
  initialSentence: number | null;
};

/** The story tabs and key figures; citation state lives here so both can open the transcript. */
function StoryBody({ story, companyId, initialSentence }: StoryBodyProps) {
  const [tab, setTab] = useState<StoryTab>(initialSentence === null ? 'summary' : 'transcript');
  const [cite, setCite] = useState({
    ids: initialSentence === null ? [] : [initialSentence],
    request: 0,
  });
  const openCitation = (ids: number[]) => {
    setCite((previous) => ({ ids, request: previous.request + 1 }));
    setTab('transcript');
  };
  const changeTab = (next: StoryTab) => {
    setTab(next);
    analytics.track('tab_click', { tab: next, companyId, storyId: story._id });
  };
  return (
    <div className={classes.layout}>
      <Stack gap="xs" miw={0}>
        <Title order={2} size="h3">
          {story.title}
        </Title>
        <Text size="sm" c="dimmed">
          {quarterLabel(story.quarter, story.year)} · {story.source}
          {story.publishedDateTime
            ? ` · ${new Date(story.publishedDateTime).toLocaleDateString(undefined, {
                dateStyle: 'medium',
              })}`
            : ''}
          {story.url ? (
            <>
              {' · '}
              <Anchor href={story.url} target="_blank" rel="noopener noreferrer" size="sm">
                Source
              </Anchor>
            </>
          ) : null}
        </Text>
        <StoryTabs
          story={story}
          tab={tab}
          onTabChange={changeTab}
          cited={cite.ids}
          citeRequest={cite.request}
          onCite={openCitation}
        />
      </Stack>
      {story.keyFigures.length > 0 ? (
        <aside className={classes.aside}>
          <KeyFigures figures={story.keyFigures} onCite={openCitation} />
        </aside>
      ) : null}
    </div>
  );
}

/** /Filings/{companyId}/{storyId}: a company's story with its summary, transcript and sections. */
export default function CompanyStoryRoute() {
  const { companyId = '', storyId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const user = useSessionUser();
  const preview = useStoryPreview(user.userId, storyId);
  const metadata = useCompanyMetadata(user.userId, companyId);
  const story = preview.data;
  const sentenceParam = Number(searchParams.get(SENTENCE_PARAM) ?? Number.NaN);
  const initialSentence =
    Number.isInteger(sentenceParam) && sentenceParam >= 0 ? sentenceParam : null;

  useEffect(() => {
    if (!story) return;
    analytics.track('company_transcript_view', {
      companyId: story.companyId,
      companyName: story.company,
      storyId: story._id,
    });
  }, [story]);

  const isWrongCompany = story !== undefined && story.companyId !== companyId;
  if (isMissing(preview.error) || isMissing(metadata.error) || isWrongCompany) {
    return <StoryNotFound />;
  }

  const companyName = metadata.data?.companyName || story?.company || '';
  return (
    <Stack gap="lg" data-story-page>
      <div className={classes.screenOnly}>
        <Stack gap="lg">
          {metadata.data ? (
            <CompanyHeader
              company={metadata.data}
              actions={
                <>
                  <PreviousTranscriptsMenu companyId={companyId} storyId={storyId} />
                  {story ? (
                    <ExportMenu
                      story={story}
                      companyName={companyName}
                      onPrint={() => window.print()}
                    />
                  ) : null}
                </>
              }
            />
          ) : metadata.isPending ? (
            <CompanyHeaderSkeleton />
          ) : story ? (
            <Group>
              <Title order={1} size="h2">
                {story.company}
              </Title>
            </Group>
          ) : null}

          {story ? (
            <StoryBody
              key={story._id}
              story={story}
              companyId={companyId}
              initialSentence={initialSentence}
            />
          ) : preview.isPending ? (
            <StorySkeleton />
          ) : (
            <Stack gap="xs" align="flex-start" py="md">
              <Text>This story could not be loaded.</Text>
              <Button variant="default" onClick={() => void preview.refetch()}>
                Try again
              </Button>
            </Stack>
          )}

          {story?.contentType === 'earnings' ? <FigureChartsSection companyId={companyId} /> : null}
          <RelatedCompanies channelId={story?.channelId ?? null} companyId={companyId} />
          {companyName ? <CompanySections companyId={companyId} companyName={companyName} /> : null}
        </Stack>
      </div>
      {story ? (
        <PrintView story={story} companyName={companyName} className={classes.printOnly} />
      ) : null}
    </Stack>
  );
}

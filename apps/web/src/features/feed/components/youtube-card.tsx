import type { FeedStory } from '@clearcall/contracts';
import { Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconPlayerPlayFilled from '@tabler/icons-react/dist/esm/icons/IconPlayerPlayFilled.mjs';
import type { Ref } from 'react';
import { paths } from '../../../config/paths';
import { InsightfulButton } from './insightful-button';
import { StoryCardHeader, SummaryNote, trackStoryOpen } from './story-card';
import classes from './story-card.module.css';

type YoutubeCardProps = { story: FeedStory; ref?: Ref<HTMLElement> };

/** A video or webinar: thumbnail, title and a Summary toggle; View Details opens the video. */
export function YoutubeCard({ story, ref }: YoutubeCardProps) {
  const [isSummaryOpen, summary] = useDisclosure(false);
  const videoHref =
    story.videoUrl ?? story.url ?? paths.app.story.getHref('Filings', story.companyId, story._id);
  const titleId = `story-title-${story._id}`;
  const summaryId = `story-summary-${story._id}`;

  return (
    <article ref={ref} className={classes.card} aria-labelledby={titleId}>
      <StoryCardHeader story={story} />
      <a
        href={videoHref}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.thumbnail}
        aria-label={`Play ${story.title} (opens in a new tab)`}
      >
        {story.thumbnailUrl && (
          <img src={story.thumbnailUrl} alt="" loading="lazy" width={480} height={270} />
        )}
        <IconPlayerPlayFilled className={classes.play} aria-hidden />
      </a>
      <Title order={3} size="h4" id={titleId}>
        {story.title}
      </Title>
      {isSummaryOpen && (
        <div id={summaryId}>
          {story.viewShortSummary250 ? (
            <>
              <Text className={classes.summary}>{story.viewShortSummary250}</Text>
              <SummaryNote />
            </>
          ) : (
            <Text c="dimmed">No summary available for this content.</Text>
          )}
        </div>
      )}
      <div className={classes.footer}>
        <Group gap="xs">
          <InsightfulButton story={story} />
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={summary.toggle}
            aria-expanded={isSummaryOpen}
            aria-controls={isSummaryOpen ? summaryId : undefined}
            rightSection={
              <IconChevronDown
                size={14}
                aria-hidden
                style={{ transform: isSummaryOpen ? 'rotate(180deg)' : undefined }}
              />
            }
          >
            Summary
          </Button>
        </Group>
        <Button
          component="a"
          href={videoHref}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          size="compact-sm"
          rightSection={<IconExternalLink size={14} aria-hidden />}
          aria-label={`View Details: ${story.title} (opens the video in a new tab)`}
          onClick={() => trackStoryOpen('view_source_click', story)}
        >
          View Details
        </Button>
      </div>
    </article>
  );
}

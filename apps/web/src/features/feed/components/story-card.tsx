import type { FeedStory } from '@clearcall/contracts';
import { Anchor, Button, Text, Title } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { analytics } from '../../../lib/analytics';
import {
  describeStorySource,
  formatStoryDate,
  getDetailsStoryId,
  isSummaryCard,
} from '../utils/format-story';
import { CompanyLogo } from '../../../components/ui/company-logo';
import { InsightfulButton } from './insightful-button';
import classes from './story-card.module.css';

type StoryCardProps = { story: FeedStory; ref?: Ref<HTMLElement> };

/** The company, its source line and date: the top row every card shares. */
export function StoryCardHeader({ story }: { story: FeedStory }) {
  const date = formatStoryDate(story.publishedDateTime);
  return (
    <div className={classes.header}>
      <CompanyLogo name={story.company} url={story.awsImageUrl} />
      <div className={classes.identity}>
        <Text fw={650} size="sm" truncate="end">
          {story.company}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {describeStorySource(story)}
        </Text>
      </div>
      {date && (
        <Text component="time" dateTime={story.publishedDateTime} size="xs" c="dimmed" flex="none">
          {date}
        </Text>
      )}
    </div>
  );
}

/** Says where the summary comes from; small, so it informs without getting in the way. */
export function SummaryNote() {
  return (
    <Text size="xs" c="dimmed">
      Summary generated from the source by the Clearcall insights engine. Not investment advice.
    </Text>
  );
}

/** Logs that a card was opened: its details page (`card_click`) or its source. */
export function trackStoryOpen(name: 'card_click' | 'view_source_click', story: FeedStory): void {
  analytics.track(name, {
    storyId: story._id,
    companyId: story.companyId,
    contentType: story.contentType,
  });
}

/**
 * A story in the feed. News opens its source in a new tab; everything else opens the filing
 * page of the company.
 */
export function StoryCard({ story, ref }: StoryCardProps) {
  const isNews = story.contentType === 'news';
  const sourceUrl = isNews ? story.url : null;
  const detailsStoryId = getDetailsStoryId(story);
  const detailsHref = detailsStoryId
    ? paths.app.story.getHref('Filings', story.companyId, detailsStoryId)
    : null;
  const titleId = `story-title-${story._id}`;
  const trackSource = () => trackStoryOpen('view_source_click', story);
  const trackDetails = () => trackStoryOpen('card_click', story);

  return (
    <article ref={ref} className={classes.card} aria-labelledby={titleId} data-tour="story-card">
      <StoryCardHeader story={story} />
      <Title order={3} size="h4" id={titleId}>
        {sourceUrl ? (
          <Anchor
            href={sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.title}
            onClick={trackSource}
          >
            {story.title}
          </Anchor>
        ) : detailsHref ? (
          <Anchor
            component={Link}
            to={detailsHref}
            className={classes.title}
            onClick={trackDetails}
          >
            {story.title}
          </Anchor>
        ) : (
          story.title
        )}
      </Title>
      {story.viewShortSummary250 ? (
        <Text className={classes.summary} lineClamp={6}>
          {story.viewShortSummary250}
        </Text>
      ) : (
        <Text className={classes.summary} c="dimmed">
          The summary of this story is not ready yet.
        </Text>
      )}
      {story.viewShortSummary250 && <SummaryNote />}
      <div className={classes.footer}>
        {/* A summary is not a story: there is nothing to mark, only the stories it cites. */}
        {isSummaryCard(story) ? <span /> : <InsightfulButton story={story} />}
        {sourceUrl ? (
          <Button
            component="a"
            href={sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="compact-sm"
            rightSection={<IconExternalLink size={14} aria-hidden />}
            aria-label={`View Source: ${story.title} (opens in a new tab)`}
            onClick={trackSource}
          >
            View Source
          </Button>
        ) : (
          detailsHref && (
            <Button
              component={Link}
              to={detailsHref}
              variant="light"
              size="compact-sm"
              aria-label={`View Details: ${story.title}`}
              onClick={trackDetails}
              data-tour="view-details"
            >
              View Details
            </Button>
          )
        )}
      </div>
    </article>
  );
}

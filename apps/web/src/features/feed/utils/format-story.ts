import type { FeedStory } from '@clearcall/contracts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** A published date as 'MMM DD, YYYY' in the reader's zone, e.g. 'Jul 04, 2024'. */
export function formatStoryDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

/** The line under the company name: what kind of source the story came from. */
export function describeStorySource(story: FeedStory): string {
  switch (story.contentType) {
    case 'earnings': {
      const period = story.quarter && story.year ? ` · Q${story.quarter} ${story.year}` : '';
      return `Earnings call${period}`;
    }
    case 'linkedin':
      return [story.postUser, story.postUserTitle].filter(Boolean).join(' · ') || story.source;
    case 'summary_by_source':
    case 'summary_by_theme': {
      const period = story.quarter && story.year ? ` · Q${story.quarter} ${story.year}` : '';
      return `${story.source}${period}`;
    }
    default:
      return story.source;
  }
}

/** Whether a card is a Summary-tab row rather than a story. */
export function isSummaryCard(story: FeedStory): boolean {
  return story.contentType === 'summary_by_source' || story.contentType === 'summary_by_theme';
}

/** The story View Details opens: the story itself, or for a summary the first story it cites. */
export function getDetailsStoryId(story: FeedStory): string | null {
  if (!isSummaryCard(story)) return story._id;
  const cited = story.summaryData.storyIds;
  return Array.isArray(cited) && typeof cited[0] === 'string' ? cited[0] : null;
}

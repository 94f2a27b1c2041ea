import { describe, expect, it } from 'vitest';
import { buildFeedStory } from '../testing/build-feed-story';
import { describeStorySource, formatStoryDate, getDetailsStoryId } from './format-story';

describe('format-story', () => {
  it("formats a date as 'MMM DD, YYYY'", () => {
    expect(formatStoryDate('2024-07-04T12:00:00.000Z')).toBe('Jul 04, 2024');
    expect(formatStoryDate('not a date')).toBe('');
  });

  it('names the source of each story type', () => {
    expect(describeStorySource(buildFeedStory({ contentType: 'earnings' }))).toBe(
      'Earnings call · Q2 2024',
    );
    expect(describeStorySource(buildFeedStory({ contentType: 'news', source: 'Reuters' }))).toBe(
      'Reuters',
    );
    expect(
      describeStorySource(
        buildFeedStory({ contentType: 'linkedin', postUser: 'Ada Li', postUserTitle: 'CFO' }),
      ),
    ).toBe('Ada Li · CFO');
  });

  it('opens a summary on the first story it cites', () => {
    const story = buildFeedStory();
    expect(getDetailsStoryId(story)).toBe(story._id);
    const summary = buildFeedStory({
      contentType: 'summary_by_theme',
      summaryData: { storyIds: ['cited-1', 'cited-2'] },
    });
    expect(getDetailsStoryId(summary)).toBe('cited-1');
    expect(getDetailsStoryId(buildFeedStory({ contentType: 'summary_by_source' }))).toBeNull();
  });
});

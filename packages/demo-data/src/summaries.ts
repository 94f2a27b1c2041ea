import { SUMMARY_SOURCE_NAMES, type StoryType } from '@clearcall/contracts';
import type { CompanyStory } from '@clearcall/insights';
import type { summaries } from '@clearcall/server/db/schema';
import {
  companyQuarterSummaries,
  MAX_STORIES_PER_SOURCE,
} from '@clearcall/server/modules/stories/stories.engine';
import { stableUuid } from './random';
import type { StoryRow } from './transcripts';

/** One row of the Summary tab: a company's quarter summarized by one source or one theme. */
export type SummaryRow = Omit<typeof summaries.$inferInsert, 'id'> & { id: string };

type Group = {
  companyId: string;
  year: number;
  quarter: number;
  publishedAt: Date;
  /** Earnings calls enter with their engine-made long summary (a call is 7,000 words). */
  calls: CompanyStory[];
  /** Other stories are kept as their writer's index and written again when summarized. */
  storyIndexes: Map<StoryType, number[]>;
};

/**
 * Gathers, while stories stream by, which stories each company quarter has, then writes the
 * Summary tab's "summary by source" and "summary by theme" rows with the insights engine.
 */
export function createSummaryCollector(seed: number) {
  const groups = new Map<string, Group>();

  const groupOf = (story: StoryRow): Group | null => {
    if (story.year == null || story.quarter == null) return null;
    const key = `${story.companyId}|${story.year}|${story.quarter}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        companyId: story.companyId,
        year: story.year,
        quarter: story.quarter,
        publishedAt: story.publishedAt as Date,
        calls: [],
        storyIndexes: new Map(),
      };
      groups.set(key, group);
    }
    if ((story.publishedAt as Date).getTime() > group.publishedAt.getTime())
      group.publishedAt = story.publishedAt as Date;
    return group;
  };

  return {
    /** Records a published earnings story with its long summary. */
    addCall(story: StoryRow): void {
      const group = groupOf(story);
      if (!group || !story.longSummary) return;
      group.calls.push({
        id: story.id,
        source: SUMMARY_SOURCE_NAMES.earnings,
        year: group.year,
        quarter: group.quarter,
        text: story.longSummary,
      });
    },

    /** Records a story other than a call by the index its writer can write it again from. */
    addStory(story: StoryRow, index: number): void {
      const group = groupOf(story);
      if (!group || story.contentType === 'earnings') return;
      const list = group.storyIndexes.get(story.contentType) ?? [];
      if (list.length < MAX_STORIES_PER_SOURCE) list.push(index);
      group.storyIndexes.set(story.contentType, list);
    },

    /** Summary rows, a few company quarters at a time, in the order the quarters were seen. */
    *rows(writeStory: (index: number) => StoryRow, perBatch = 100): Generator<SummaryRow[]> {
      let batch: SummaryRow[] = [];
      for (const group of groups.values()) {
        batch.push(...summaryRows(seed, group, writeStory));
        if (batch.length >= perBatch) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
  };
}

function summaryRows(
  seed: number,
  group: Group,
  writeStory: (index: number) => StoryRow,
): SummaryRow[] {
  const stories: CompanyStory[] = [...group.calls];
  for (const [type, indexes] of group.storyIndexes) {
    for (const index of indexes) {
      const story = writeStory(index);
      const text = story.content ?? '';
      if (text.trim() === '') continue;
      stories.push({
        id: story.id,
        source: SUMMARY_SOURCE_NAMES[type],
        year: group.year,
        quarter: group.quarter,
        text,
      });
    }
  }
  return companyQuarterSummaries(stories).map((summary) => ({
    id: stableUuid(
      seed,
      'summary',
      group.companyId,
      group.year,
      group.quarter,
      summary.type,
      summary.category,
    ),
    companyId: group.companyId,
    year: group.year,
    quarter: group.quarter,
    publishedAt: group.publishedAt,
    ...summary,
  }));
}

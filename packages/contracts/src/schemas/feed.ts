import { z } from 'zod';
import { STORY_TYPES, SUMMARY_TYPES } from '../tabs';

/** Stories per feed page (section 9: a next page exists only when more than 19 came back). */
export const FEED_PAGE_SIZE = 20;

/** The deepest feed page served; offset paging past it would only walk the index for nothing. */
export const FEED_MAX_PAGE = 500;

/** At most this many companies in `company_filter` (a user's followed companies). */
export const FEED_MAX_COMPANY_FILTER = 200;

/** At most this many channels in `channel_filter` (there are 10 industries). */
export const FEED_MAX_CHANNEL_FILTER = 10;

/** Every value `story_type` takes: the story content types and the two summary types. */
export const FEED_STORY_TYPES = [...STORY_TYPES, ...SUMMARY_TYPES] as const;
export type FeedStoryType = (typeof FEED_STORY_TYPES)[number];

export const FeedPageQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a whole number from 0' })
    .int('page must be a whole number from 0')
    .min(0, 'page must be a whole number from 0')
    .max(FEED_MAX_PAGE, `page must be at most ${FEED_MAX_PAGE}`)
    .default(0),
});
export type FeedPageQuery = z.infer<typeof FeedPageQuerySchema>;

/**
 * The story feed and news feed body: an optional story type and at most one filter. Unknown
 * company or channel ids match nothing; an empty list matches nothing either. Without a filter
 * the feed is the reader's own: the stories of their industries and of the companies they
 * follow (every story when they have chosen neither); `all_companies: true` widens it to every
 * story.
 */
export const FeedBodySchema = z
  .object({
    story_type: z
      .enum(FEED_STORY_TYPES, {
        message: `story_type must be one of ${FEED_STORY_TYPES.join(', ')}`,
      })
      .optional(),
    company_filter: z
      .array(z.guid('company_filter holds company ids'), {
        message: 'company_filter must be a list of company ids',
      })
      .max(
        FEED_MAX_COMPANY_FILTER,
        `company_filter holds at most ${FEED_MAX_COMPANY_FILTER} companies`,
      )
      .optional(),
    channel_filter: z
      .array(z.string().trim().min(1).max(40, 'channel ids are at most 40 characters'), {
        message: 'channel_filter must be a list of channel ids',
      })
      .max(
        FEED_MAX_CHANNEL_FILTER,
        `channel_filter holds at most ${FEED_MAX_CHANNEL_FILTER} channels`,
      )
      .optional(),
    all_companies: z.boolean({ message: 'all_companies must be true or false' }).optional(),
  })
  .refine((body) => body.company_filter === undefined || body.channel_filter === undefined, {
    message: 'Send company_filter or channel_filter, not both',
    path: ['channel_filter'],
  })
  .refine(
    (body) =>
      body.all_companies !== true ||
      (body.company_filter === undefined && body.channel_filter === undefined),
    { message: 'Send all_companies without a company or channel filter', path: ['all_companies'] },
  );
export type FeedBody = z.infer<typeof FeedBodySchema>;

export const FeedStoryAskSchema = z.object({
  question: z.string(),
  answer: z.string(),
  citations: z.array(z.string()),
});

/**
 * A feed card. Feeds carry what a card shows: the 250-word summary, never the full content.
 * `viewLongSummary750`, the two highlights and `viewAsks` are empty in feeds (the transcript
 * preview fills them), and `summaryData` is `{}` for stories; for the summary types it is
 * `{category, summaryDetails, storyIds}`. `insightfulBy` holds the caller's own mark only.
 */
export const FeedStorySchema = z.object({
  _id: z.string(),
  companyId: z.string(),
  company: z.string(),
  awsImageUrl: z.string(),
  publishedDateTime: z.string(),
  quarter: z.number().int().nullable(),
  year: z.number().int().nullable(),
  contentType: z.enum(FEED_STORY_TYPES),
  source: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  channelId: z.string(),
  channelName: z.string(),
  postUser: z.string().nullable(),
  postUserTitle: z.string().nullable(),
  viewShortSummary250: z.string(),
  viewLongSummary750: z.string(),
  viewMangementCommentaryHighlight: z.string(),
  viewQuestionAnswerHighlight: z.string(),
  viewAsks: z.array(FeedStoryAskSchema),
  insightfulBy: z.record(z.string(), z.literal(1)),
  insightfulCount: z.number().int().min(0),
  thumbnailUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  summaryData: z.record(z.string(), z.unknown()),
});
export type FeedStory = z.infer<typeof FeedStorySchema>;

export const FeedResponseSchema = z.object({ result: z.array(FeedStorySchema) });
export type FeedResponse = z.infer<typeof FeedResponseSchema>;

export const INSIGHT_ACTIONS = ['like', 'unlike'] as const;
export type InsightAction = (typeof INSIGHT_ACTIONS)[number];

export const InsightParamsSchema = z.object({
  userId: z.guid('Invalid user id'),
  storyId: z.guid('Invalid story id'),
  action: z.enum(INSIGHT_ACTIONS, { message: 'The action is like or unlike' }),
});
export type InsightParams = z.infer<typeof InsightParamsSchema>;

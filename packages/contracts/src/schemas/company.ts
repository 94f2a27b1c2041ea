import { z } from 'zod';
import { INDUSTRY_IDS } from '../industries';
import { FeedStorySchema } from './feed';

/** The most related companies one strip lists. */
export const RELATED_COMPANIES_LIMIT = 8;

/** The most news cards the company page's News section shows. */
export const NEWS_PREVIEW_LIMIT = 20;

const StoryIdField = z.guid('Invalid story id');
const CompanyIdField = z.guid('Invalid company id');

/** `GET /api/user/preview-transcript/{userId}/{postId}`. */
export const TranscriptPreviewParamsSchema = z.object({
  userId: z.guid('Invalid user id'),
  postId: StoryIdField,
});
export type TranscriptPreviewParams = z.infer<typeof TranscriptPreviewParamsSchema>;

/** `GET /api/user/previous-transcripts/{postId}`. */
export const PostIdParamsSchema = z.object({ postId: StoryIdField });
export type PostIdParams = z.infer<typeof PostIdParamsSchema>;

/** `GET /api/user/company-metadata/{userId}/{companyId}`. */
export const CompanyMetadataParamsSchema = z.object({
  userId: z.guid('Invalid user id'),
  companyId: CompanyIdField,
});
export type CompanyMetadataParams = z.infer<typeof CompanyMetadataParamsSchema>;

/** `GET /api/user/related-companies/{channelId}/{companyId}`: the channel is an industry id. */
export const RelatedCompaniesParamsSchema = z.object({
  channelId: z.enum(INDUSTRY_IDS, {
    message: `channelId must be one of ${INDUSTRY_IDS.join(', ')}`,
  }),
  companyId: CompanyIdField,
});
export type RelatedCompaniesParams = z.infer<typeof RelatedCompaniesParamsSchema>;

/**
 * `GET /api/user/news-preview/{companyId}`, `GET /api/user/company-insights/{companyId}` and
 * `GET /api/user/company-figures/{companyId}`.
 */
export const CompanyIdParamsSchema = z.object({ companyId: CompanyIdField });
export type CompanyIdParams = z.infer<typeof CompanyIdParamsSchema>;

export const SPEAKER_ROLES = ['operator', 'executive', 'analyst'] as const;
export type SpeakerRole = (typeof SPEAKER_ROLES)[number];

/** One sentence of a parsed transcript; `id` is its position in the whole call. */
export const TranscriptSentenceSchema = z.object({ id: z.number().int().min(0), text: z.string() });

/** One speaker's uninterrupted contribution. */
export const TranscriptTurnSchema = z.object({
  speaker: z.string().nullable(),
  title: z.string().nullable(),
  role: z.enum(SPEAKER_ROLES),
  sentences: z.array(TranscriptSentenceSchema),
});
export type TranscriptTurn = z.infer<typeof TranscriptTurnSchema>;

/** The parsed story text; `qaStartsAt` is the id of the first Q&A sentence, null without Q&A. */
export const PreviewTranscriptSchema = z.object({
  turns: z.array(TranscriptTurnSchema),
  qaStartsAt: z.number().int().min(0).nullable(),
});
export type PreviewTranscript = z.infer<typeof PreviewTranscriptSchema>;

const SentenceIdLists = z.array(z.array(z.number().int().min(0)));

/**
 * For each sentence of the 750-word summary (`summary`), the management-commentary highlight
 * (`commentary`) and the Q&A highlight (`qa`), in order, the transcript sentence ids it rests on.
 */
export const PreviewCitationsSchema = z.object({
  summary: SentenceIdLists,
  commentary: SentenceIdLists,
  qa: SentenceIdLists,
});
export type PreviewCitations = z.infer<typeof PreviewCitationsSchema>;

/** What a figure's change is measured against. */
export const CHANGE_BASES = ['year-ago', 'sequential', 'two-year', 'other'] as const;

/**
 * A figure the call states (revenue, EPS, margins, guidance), citing its sentence. `part` is the
 * segment, region or product it belongs to (null for the whole company); `fiscalPeriod` is the
 * period in one form across calls (`Q3 2024`, `H1 2024`, `FY 2024`, `Q3 2024 YTD`) with `amount`
 * (or `low` and `high` for a range) in base units, for charts; `conflict` marks a figure whose
 * measure, part and period the call also states with another value. Stories analysed before
 * these fields existed read with the defaults.
 */
export const KeyFigureSchema = z.object({
  name: z.string(),
  value: z.string(),
  unit: z.enum(['USD', '%', 'bps', 'number']),
  period: z.string(),
  change: z.string().nullable(),
  direction: z.enum(['up', 'down']).nullable(),
  isGuidance: z.boolean(),
  sentenceId: z.number().int().min(0),
  metric: z.string().default('other'),
  part: z.string().nullable().default(null),
  fiscalPeriod: z.string().nullable().default(null),
  basis: z.enum(['gaap', 'adjusted']).nullable().default(null),
  changeBase: z.enum(CHANGE_BASES).nullable().default(null),
  amount: z.number().nullable().default(null),
  low: z.number().nullable().default(null),
  high: z.number().nullable().default(null),
  conflict: z.boolean().default(false),
  confidence: z.number().min(0).max(1).default(1),
});
export type KeyFigure = z.infer<typeof KeyFigureSchema>;

/**
 * The transcript page's story: the feed card's fields with the detail fields filled in
 * (750-word summary, highlights, FAQs with citations), the full text as `viewFullTranscript`,
 * the parsed transcript, the summary citations and the key figures. `summaryData` holds the
 * engine's figure-led brief (`bullets`) when there is one.
 */
export const TranscriptPreviewSchema = FeedStorySchema.extend({
  viewFullTranscript: z.string(),
  transcript: PreviewTranscriptSchema,
  citations: PreviewCitationsSchema,
  keyFigures: z.array(KeyFigureSchema),
});
export type TranscriptPreview = z.infer<typeof TranscriptPreviewSchema>;

export const TranscriptPreviewResponseSchema = z.object({ data: TranscriptPreviewSchema });
export type TranscriptPreviewResponse = z.infer<typeof TranscriptPreviewResponseSchema>;

/** One of the company's other earnings-call transcripts (the Options menu). */
export const PreviousTranscriptSchema = z.object({
  _id: z.string(),
  quarter: z.number().int().nullable(),
  year: z.number().int().nullable(),
  contentType: z.literal('earnings'),
});
export type PreviousTranscript = z.infer<typeof PreviousTranscriptSchema>;

/** Newest first; the story asked about is left out. */
export const PreviousTranscriptsResponseSchema = z.object({
  data: z.array(PreviousTranscriptSchema),
});
export type PreviousTranscriptsResponse = z.infer<typeof PreviousTranscriptsResponseSchema>;

export const CompanySocialSchema = z.object({
  linkedin: z.string().optional(),
  twitter: z.string().optional(),
  youtube: z.string().optional(),
  facebook: z.string().optional(),
});

/** The company page header; `following` is 1 when the caller follows the company, else 0. */
export const CompanyMetadataSchema = z.object({
  companyName: z.string(),
  company: z.string(),
  companyId: z.string(),
  description: z.string(),
  awsImageUrl: z.string(),
  website: z.string().nullable(),
  social: CompanySocialSchema,
  following: z.union([z.literal(0), z.literal(1)]),
});
export type CompanyMetadata = z.infer<typeof CompanyMetadataSchema>;

export const CompanyMetadataResponseSchema = z.object({ data: CompanyMetadataSchema });
export type CompanyMetadataResponse = z.infer<typeof CompanyMetadataResponseSchema>;

/** A company of the same industry with its latest earnings-call transcript (`postId`). */
export const RelatedCompanySchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  awsImageUrl: z.string(),
  postId: z.string(),
});
export type RelatedCompany = z.infer<typeof RelatedCompanySchema>;

/** Most similar first: nearest SIC code, then the most similar amount of coverage. */
export const RelatedCompaniesResponseSchema = z.object({ data: z.array(RelatedCompanySchema) });
export type RelatedCompaniesResponse = z.infer<typeof RelatedCompaniesResponseSchema>;

/** The company's latest news cards, as lean as the feed's. */
export const NewsPreviewResponseSchema = z.object({ data: z.array(FeedStorySchema) });
export type NewsPreviewResponse = z.infer<typeof NewsPreviewResponseSchema>;

/** A sentence quoted from one of the company's stories (`sentence` is its id in that story). */
export const StoryQuoteSchema = z.object({
  storyId: z.string(),
  sentence: z.number().int().min(0),
  text: z.string(),
});
export type StoryQuote = z.infer<typeof StoryQuoteSchema>;

/** A section the engine could not compute, and why (too few stories or quarters). */
export const InsightGapSchema = z.object({ reason: z.string() });

/** A topic with its rank, mentions per quarter (oldest first), total and momentum. */
export const TopicTrendSchema = z.object({
  rank: z.number().int().min(1),
  topic: z.string(),
  mentions: z.number().int().min(0),
  series: z.array(z.object({ quarter: z.string(), mentions: z.number().int().min(0) })),
  /** Change in mentions from the previous quarter to the latest, as a share (0.5 = +50 %). */
  momentum: z.number(),
});
export type TopicTrend = z.infer<typeof TopicTrendSchema>;

const nullableSection = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

/**
 * Trends, Buzz Index, SWOT and Strategy computed by the insights engine from the company's own
 * stories. A section is null when there is not enough data for it; `gaps` then says why.
 */
export const CompanyInsightsSchema = z.object({
  quarters: z.array(z.string()),
  storyCount: z.number().int().min(0),
  trends: nullableSection(z.array(TopicTrendSchema)),
  buzzIndex: nullableSection(
    z.object({
      /** 0..100: 50 is an average quarter; higher means more discussed in the latest one. */
      value: z.number().int().min(0).max(100),
      quarter: z.string(),
    }),
  ),
  swot: nullableSection(
    z.object({
      strengths: z.array(StoryQuoteSchema),
      weaknesses: z.array(StoryQuoteSchema),
      opportunities: z.array(StoryQuoteSchema),
      threats: z.array(StoryQuoteSchema),
    }),
  ),
  strategy: nullableSection(z.array(StoryQuoteSchema)),
  gaps: z.object({
    trends: InsightGapSchema.optional(),
    buzzIndex: InsightGapSchema.optional(),
    swot: InsightGapSchema.optional(),
    strategy: InsightGapSchema.optional(),
  }),
});
export type CompanyInsights = z.infer<typeof CompanyInsightsSchema>;

export const CompanyInsightsResponseSchema = z.object({ data: CompanyInsightsSchema });
export type CompanyInsightsResponse = z.infer<typeof CompanyInsightsResponseSchema>;

/** The measures the company page charts across calls, in the order it shows them. */
export const CHARTED_METRICS = ['revenue', 'eps', 'gross-margin', 'operating-margin'] as const;
export type ChartedMetric = (typeof CHARTED_METRICS)[number];

/**
 * One quarter's value of a charted series: `amount` for a stated value, `low` and `high` for a
 * range (guidance). `storyId` and `sentenceId` cite the call and sentence that state it.
 */
export const FigurePointSchema = z.object({
  fiscalPeriod: z.string(),
  amount: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  storyId: StoryIdField,
  sentenceId: z.number().int().min(0),
});
export type FigurePoint = z.infer<typeof FigurePointSchema>;

/**
 * A measure on one basis across the company's calls: the results each call reports for its own
 * quarter and the guidance calls give for a later quarter, oldest quarter first. `basis` is
 * `adjusted` for non-GAAP figures and `gaap` for figures stated as reported or without a basis.
 */
export const FigureSeriesSchema = z.object({
  metric: z.enum(CHARTED_METRICS),
  basis: z.enum(['gaap', 'adjusted']),
  unit: z.enum(['USD', '%']),
  results: z.array(FigurePointSchema),
  guidance: z.array(FigurePointSchema),
});
export type FigureSeries = z.infer<typeof FigureSeriesSchema>;

/**
 * `GET /api/user/company-figures/{companyId}`: the charts' series, from the company-wide,
 * unconflicted key figures of its published calls (`calls` counts them), one value per measure,
 * basis and quarter.
 */
export const CompanyFiguresSchema = z.object({
  calls: z.number().int().min(0),
  series: z.array(FigureSeriesSchema),
});
export type CompanyFigures = z.infer<typeof CompanyFiguresSchema>;

export const CompanyFiguresResponseSchema = z.object({ data: CompanyFiguresSchema });
export type CompanyFiguresResponse = z.infer<typeof CompanyFiguresResponseSchema>;

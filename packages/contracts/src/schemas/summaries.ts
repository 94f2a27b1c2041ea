import { z } from 'zod';
import { SUMMARY_TYPES, type StoryType } from '../tabs';

/** How each story type is named as a source in "Summary by Sources", in the order listed. */
export const SUMMARY_SOURCE_NAMES: Record<StoryType, string> = {
  earnings: 'Earnings calls',
  news: 'News',
  companyReports: 'Company reports',
  hiring: 'Hiring',
  youtubeAndWebinar: 'YouTube & webinars',
  linkedin: 'Social posts',
};

/** A company quarter that has Summary-tab entries, and the sources summarized in it. */
export const SummaryPeriodSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  sources: z.array(z.string()),
});
export type SummaryPeriod = z.infer<typeof SummaryPeriodSchema>;

/** A company with Summary-tab entries and its quarters, newest first. */
export const SummaryCompanySchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  awsImageUrl: z.string(),
  quarters: z.array(SummaryPeriodSchema),
});
export type SummaryCompany = z.infer<typeof SummaryCompanySchema>;

/**
 * `GET /api/user/summary-options/{userId}`: the Summary tab's company and quarter menus. The
 * companies come most recently summarized first.
 */
export const SummaryOptionsResponseSchema = z.object({ data: z.array(SummaryCompanySchema) });
export type SummaryOptionsResponse = z.infer<typeof SummaryOptionsResponseSchema>;

/** `GET /api/user/summaries/{userId}`: one company quarter's entries of one summary type. */
export const SummaryQuerySchema = z.object({
  companyId: z.guid('companyId must be a company id'),
  year: z.coerce
    .number({ message: 'year must be a year such as 2024' })
    .int('year must be a year such as 2024')
    .min(1990, 'year must be 1990 or later')
    .max(2100, 'year must be 2100 or earlier'),
  quarter: z.coerce
    .number({ message: 'quarter must be 1 to 4' })
    .int('quarter must be 1 to 4')
    .min(1, 'quarter must be 1 to 4')
    .max(4, 'quarter must be 1 to 4'),
  type: z.enum(SUMMARY_TYPES, { message: `type must be one of ${SUMMARY_TYPES.join(', ')}` }),
});
export type SummaryQuery = z.infer<typeof SummaryQuerySchema>;

/** How the specification names the two summary types in a summary item. */
export const SUMMARY_CONTENT_TYPES = {
  summary_by_source: 'SummariseBySource',
  summary_by_theme: 'SummariseByTheme',
} as const;

/**
 * A Summary-tab entry (the specification's summary item): what one source said in the quarter,
 * or one theme of the quarter, with the ids of the company's stories it was written from.
 */
export const SummaryItemSchema = z.object({
  _id: z.string(),
  companyId: z.string(),
  company: z.string(),
  awsImageUrl: z.string(),
  publishedDateTime: z.string(),
  contentType: z.enum(['SummariseBySource', 'SummariseByTheme']),
  category: z.string(),
  summaryDetails: z.string(),
  storyIds: z.array(z.string()),
});
export type SummaryItem = z.infer<typeof SummaryItemSchema>;

export const SummaryItemsResponseSchema = z.object({ data: z.array(SummaryItemSchema) });
export type SummaryItemsResponse = z.infer<typeof SummaryItemsResponseSchema>;

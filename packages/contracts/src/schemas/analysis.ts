import { z } from 'zod';
import type { ApiErrorCode } from '../errors';

/** The longest analysis name and chat message the server accepts. */
export const ANALYSIS_NAME_MAX = 100;
export const ANALYSIS_MESSAGE_MAX = 2_000;

/** Analyses listed per page on /analysis, and added by each 'View More'. */
export const ANALYSIS_PAGE_SIZE = 6;

/**
 * The header every authenticated call carries with the user's IANA time zone (e.g.
 * `Europe/Paris`): the daily reply limit resets at midnight there (UTC when absent or unknown).
 */
export const TIME_ZONE_HEADER = 'x-timezone';

/** Replies a user without a limit of their own may have per day. */
export const DEFAULT_CONVERSATION_LIMIT = 20;

/** The most companies, years and quarters one analysis selects. */
export const ANALYSIS_MAX_COMPANIES = 10;

const UserIdField = z.guid('Invalid user id');
const AnalysisIdField = z.guid('Invalid analysis id');

/** `/api/user/{userId}/analysis` and `/api/user/{userId}/conversation`. */
export const AnalysisUserParamsSchema = z.object({ userId: UserIdField });
export type AnalysisUserParams = z.infer<typeof AnalysisUserParamsSchema>;

/** `/api/user/{userId}/analysis/{id}` and its template and conversation calls. */
export const AnalysisParamsSchema = z.object({ userId: UserIdField, id: AnalysisIdField });
export type AnalysisParams = z.infer<typeof AnalysisParamsSchema>;

const NameField = z
  .string({ message: 'name must be text' })
  .trim()
  .min(1, 'Give the analysis a name')
  .max(ANALYSIS_NAME_MAX, `A name is at most ${ANALYSIS_NAME_MAX} characters`);

const CompanyIdsField = z
  .array(z.guid('companyIds must be company ids'), { message: 'companyIds must be a list' })
  .max(ANALYSIS_MAX_COMPANIES, `Choose at most ${ANALYSIS_MAX_COMPANIES} companies`);
const YearsField = z
  .array(
    z
      .number({ message: 'years must be years such as 2024' })
      .int('years must be years such as 2024')
      .min(1990, 'years must be 1990 or later')
      .max(2100, 'years must be 2100 or earlier'),
    { message: 'years must be a list' },
  )
  .max(20, 'Choose at most 20 years');
const QuartersField = z
  .array(
    z
      .number({ message: 'quarters must be 1 to 4' })
      .int('quarters must be 1 to 4')
      .min(1, 'quarters must be 1 to 4')
      .max(4, 'quarters must be 1 to 4'),
    { message: 'quarters must be a list' },
  )
  .max(4, 'Choose at most 4 quarters');

/** The companies, years, quarters and template an analysis works over. */
export const AnalysisFiltersSchema = z.object({
  companyIds: CompanyIdsField,
  years: YearsField,
  quarters: QuartersField,
  template: z.string().max(64).nullable(),
});
export type AnalysisFilters = z.infer<typeof AnalysisFiltersSchema>;

export const MESSAGE_ROLES = ['user', 'system'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/** A passage a reply cites: the call it comes from and the sentence's text. */
export const AnalysisSourceSchema = z.object({
  storyId: z.string(),
  companyName: z.string(),
  year: z.number().int(),
  quarter: z.number().int(),
  text: z.string(),
});
export type AnalysisSource = z.infer<typeof AnalysisSourceSchema>;

/** One message of an analysis conversation; a system reply lists the passages it cites. */
export const ConversationMessageSchema = z.object({
  _id: z.string(),
  role: z.enum(MESSAGE_ROLES),
  message: z.string(),
  sources: z.array(AnalysisSourceSchema),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

/** A company an analysis selects, as its cards and tabs show it. */
export const AnalysisCompanySchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  awsImageUrl: z.string(),
});
export type AnalysisCompany = z.infer<typeof AnalysisCompanySchema>;

/** An analysis as listed; the detail adds its conversation. */
export const AnalysisSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.boolean(),
  updatedAt: z.string(),
  companyList: z.array(AnalysisCompanySchema),
  metadata: z.object({ contextualData: z.string().nullable(), filters: AnalysisFiltersSchema }),
});
export type AnalysisSummary = z.infer<typeof AnalysisSummarySchema>;

export const AnalysisSchema = AnalysisSummarySchema.extend({
  conversations: z.array(ConversationMessageSchema),
});
export type Analysis = z.infer<typeof AnalysisSchema>;

/** `GET /api/user/{userId}/analysis`: the user's analyses, most recently updated first. */
export const AnalysisListResponseSchema = z.object({ result: z.array(AnalysisSummarySchema) });
export type AnalysisListResponse = z.infer<typeof AnalysisListResponseSchema>;

/** `POST /api/user/{userId}/analysis`. */
export const CreateAnalysisBodySchema = z.object({ name: NameField });
export type CreateAnalysisBody = z.infer<typeof CreateAnalysisBodySchema>;
export const CreateAnalysisResponseSchema = z.object({
  result: z.object({ _id: z.string(), name: z.string() }),
});
export type CreateAnalysisResponse = z.infer<typeof CreateAnalysisResponseSchema>;

/** `GET` and `PUT /api/user/{userId}/analysis/{id}`. */
export const AnalysisResponseSchema = z.object({ result: AnalysisSchema });
export type AnalysisResponse = z.infer<typeof AnalysisResponseSchema>;

/** `PUT /api/user/{userId}/analysis/{id}`: a rename, a delete or new filters, one at a time. */
export const UpdateAnalysisBodySchema = z.union(
  [
    z.strictObject({ name: NameField }),
    z.strictObject({ status: z.literal(false, { message: 'status can only be set to false' }) }),
    z.strictObject({
      companyIds: CompanyIdsField,
      years: YearsField,
      quarters: QuartersField,
      template: z.string().max(64).nullable().optional(),
    }),
  ],
  { message: 'Give a name, status: false, or companyIds, years and quarters' },
);
export type UpdateAnalysisBody = z.infer<typeof UpdateAnalysisBodySchema>;

export const TEMPLATE_TYPES = ['company', 'industry'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** A named plan the workspace runs over the selected transcripts. */
export const AnalysisTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(TEMPLATE_TYPES),
});
export type AnalysisTemplateView = z.infer<typeof AnalysisTemplateSchema>;

/** `GET /api/user/analysis/template`. */
export const AnalysisTemplatesResponseSchema = z.object({
  result: z.object({
    company: z.array(AnalysisTemplateSchema),
    industry: z.array(AnalysisTemplateSchema),
  }),
});
export type AnalysisTemplatesResponse = z.infer<typeof AnalysisTemplatesResponseSchema>;

/**
 * `POST /api/user/{userId}/analysis/{id}/template`: `type` is the template's `_id`. An industry
 * template also sends `template: "industry"` and the user's first message as `userInput`;
 * `companies` is the selected companies' names, comma-separated, as the picker shows them.
 */
export const ProcessTemplateBodySchema = z.object({
  type: z.string({ message: 'Choose a template' }).min(1, 'Choose a template').max(64),
  template: z.literal('industry', { message: 'template can only be "industry"' }).optional(),
  companies: z.string().max(2_000).optional(),
  companyIds: CompanyIdsField.min(1, 'Choose at least one company'),
  years: YearsField,
  quarters: QuartersField,
  userInput: z.string().trim().max(ANALYSIS_MESSAGE_MAX).optional(),
});
export type ProcessTemplateBody = z.infer<typeof ProcessTemplateBodySchema>;
export const ProcessTemplateResponseSchema = z.object({
  result: z.object({ summary: z.string() }),
});
export type ProcessTemplateResponse = z.infer<typeof ProcessTemplateResponseSchema>;

/** `POST /api/user/{userId}/analysis/{id}/conversation`. */
export const ConversationBodySchema = z.object({
  message: z
    .string({ message: 'message must be text' })
    .trim()
    .min(1, 'Type a question first')
    .max(ANALYSIS_MESSAGE_MAX, `A message is at most ${ANALYSIS_MESSAGE_MAX} characters`),
  companyIds: CompanyIdsField,
  years: YearsField,
  quarters: QuartersField,
});
export type ConversationBody = z.infer<typeof ConversationBodySchema>;
export const ConversationResponseSchema = z.object({
  result: z.object({ conversations: z.array(ConversationMessageSchema) }),
});
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;

/** `GET /api/user/{userId}/conversation`: today's use of the daily reply limit. */
export const ConversationInfoResponseSchema = z.object({
  result: z.object({
    isConversationLimitReached: z.boolean(),
    conversationLimit: z.number().int(),
    used: z.number().int(),
  }),
});
export type ConversationInfoResponse = z.infer<typeof ConversationInfoResponseSchema>;

/** A company with earnings calls, and the years and quarters it has them for, newest first. */
export const AnalysisCompanyOptionSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  awsImageUrl: z.string(),
  years: z.array(z.object({ year: z.number().int(), quarters: z.array(z.number().int()) })),
});
export type AnalysisCompanyOption = z.infer<typeof AnalysisCompanyOptionSchema>;

/** `GET /api/user/analysis/companies`. */
export const AnalysisCompaniesResponseSchema = z.object({
  data: z.array(AnalysisCompanyOptionSchema),
});
export type AnalysisCompaniesResponse = z.infer<typeof AnalysisCompaniesResponseSchema>;

/** Realtime events of the analysis room (socket.io, path `/socket.io`). */
export const REALTIME_EVENTS = {
  join: 'join-analysis-room',
  part: 'streaming-message',
  end: 'streaming-end-message',
} as const;

/** A reply as it grows: `message` is the whole text so far; keep the highest `seq`. */
export type StreamingMessageEvent = {
  analysisId: string;
  conversationId: string;
  seq: number;
  message: string;
};
export type StreamingEndEvent = { analysisId: string; conversationId: string };

/** The acknowledgement of `join-analysis-room`: admitted, or why not. */
export type JoinAnalysisRoomAck =
  { ok: true; analysisId: string } | { ok: false; code: ApiErrorCode; message: string };

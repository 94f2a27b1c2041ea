import { z } from 'zod';

/**
 * The analytics events the client records (product specification, section 7). The server stores
 * only these names, so a typo in the client is refused instead of polluting the reports.
 */
export const ANALYTICS_EVENT_NAMES = [
  'home_page_view',
  'tab_click',
  'tab_upgrade_cta_clicked',
  'upgrade_button_clicked',
  'card_click',
  'insightful_card_click',
  'view_source_click',
  'company_transcript_view',
  'company_follow',
  'company_unfollow',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const ANALYTICS_LIMITS = {
  /** Events per `POST /api/events` call. */
  batchMax: 50,
  /** Properties per event. */
  propsMaxKeys: 20,
  propKeyMaxLength: 40,
  propStringMaxLength: 500,
  /** The JSON text of one event's properties. */
  propsMaxBytes: 2048,
  /** How old an event may be when it arrives (a client queues events while offline). */
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** How far ahead of the server's clock an event may be dated (clock skew). */
  maxSkewMs: 5 * 60 * 1000,
} as const;

const PROP_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const AnalyticsPropValueSchema = z.union([
  z.string().max(ANALYTICS_LIMITS.propStringMaxLength),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

/** Flat properties: short keys, scalar values, a small JSON text in all. */
export const AnalyticsPropsSchema = z
  .record(
    z
      .string()
      .max(ANALYTICS_LIMITS.propKeyMaxLength)
      .regex(PROP_KEY_PATTERN, 'Property names are letters, digits and _'),
    AnalyticsPropValueSchema,
  )
  .refine((props) => Object.keys(props).length <= ANALYTICS_LIMITS.propsMaxKeys, {
    message: `At most ${ANALYTICS_LIMITS.propsMaxKeys} properties per event`,
  })
  .refine((props) => JSON.stringify(props).length <= ANALYTICS_LIMITS.propsMaxBytes, {
    message: `Event properties must be at most ${ANALYTICS_LIMITS.propsMaxBytes} bytes`,
  });
export type AnalyticsProps = z.infer<typeof AnalyticsPropsSchema>;

export const AnalyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES, {
    error: (issue) => `Unknown event: ${String(issue.input).slice(0, 40)}`,
  }),
  props: AnalyticsPropsSchema.default({}),
  /** When it happened, on the client's clock (ISO 8601 with a zone). */
  at: z.iso.datetime({ offset: true, message: 'at must be an ISO 8601 date-time' }).refine(
    (at) => {
      const time = Date.parse(at);
      const now = Date.now();
      return time >= now - ANALYTICS_LIMITS.maxAgeMs && time <= now + ANALYTICS_LIMITS.maxSkewMs;
    },
    { message: 'at must lie within the last 7 days' },
  ),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** `POST /api/events`: a batch of events, answered 202. */
export const AnalyticsEventsBodySchema = z.object({
  events: z
    .array(AnalyticsEventSchema, { message: 'events must be a list' })
    .min(1, 'Send at least one event')
    .max(ANALYTICS_LIMITS.batchMax, `Send at most ${ANALYTICS_LIMITS.batchMax} events at a time`),
});
export type AnalyticsEventsBody = z.infer<typeof AnalyticsEventsBodySchema>;

export const AnalyticsEventsAcceptedSchema = z.object({ accepted: z.number().int() });
export type AnalyticsEventsAccepted = z.infer<typeof AnalyticsEventsAcceptedSchema>;

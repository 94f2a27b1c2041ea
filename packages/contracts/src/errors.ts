// zod/mini: the sign-in screen loads these schemas, and the mini build keeps its JavaScript small.
import * as z from 'zod/mini';

/** Stable error codes: the client branches on these, never on the message text. */
export const API_ERROR_CODES = {
  /** The body, query or path failed its schema; `issues` lists each problem. */
  VALIDATION_FAILED: 400,
  /** No session, or the session has expired or was revoked. */
  UNAUTHENTICATED: 401,
  /** Signed in, but the role, the permissions or the user id in the path do not allow this. */
  FORBIDDEN: 403,
  /**
   * Signed in, but the account is not active (private beta): only the session check, logout,
   * the account settings read, export and deletion answer; `reason` says why.
   */
  ACCOUNT_INACTIVE: 403,
  /** The route or the entity does not exist (or is not visible to the caller). */
  NOT_FOUND: 404,
  /** The request conflicts with the current state, such as a duplicate e-mail. */
  CONFLICT: 409,
  /** The request body (an uploaded file) is larger than the route accepts. */
  PAYLOAD_TOO_LARGE: 413,
  /** The body is empty or of a type the route cannot read, such as an unknown file format. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many attempts; the response carries `Retry-After`. */
  RATE_LIMITED: 429,
  /** An unexpected failure; the message is never more than "Internal Server Error". */
  INTERNAL: 500,
  /** A dependency, such as the database, is down. */
  UNAVAILABLE: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;

export const ApiErrorCodeSchema = z.enum(
  Object.keys(API_ERROR_CODES) as [ApiErrorCode, ...ApiErrorCode[]],
);

export const ApiIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof ApiIssueSchema>;

/**
 * Why an account is not active: `pending` was never activated (it awaits the team),
 * `deactivated` was switched off by an admin after being active.
 */
export const INACTIVE_REASONS = ['pending', 'deactivated'] as const;
export const InactiveReasonSchema = z.enum(INACTIVE_REASONS);
export type InactiveReason = z.infer<typeof InactiveReasonSchema>;

export const ApiErrorBodySchema = z.object({
  message: z.string(),
  code: ApiErrorCodeSchema,
  issues: z.optional(z.array(ApiIssueSchema)),
  /** Sent with ACCOUNT_INACTIVE only. */
  reason: z.optional(InactiveReasonSchema),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

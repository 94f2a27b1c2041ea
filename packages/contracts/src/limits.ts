/** Shared validation limits and business constants (product specification, section 9). */
export const LIMITS = {
  emailMaxLength: 254,
  passwordMaxLength: 1024,
  loginPasswordMinLength: 6,
  passwordMinLength: 8,
  firstNameMinLength: 2,
  nameMaxLength: 100,
  feedPageSize: 20,
  searchDebounceMs: 500,
} as const;

/** Session lifetimes: a remembered sign-in lasts 30 days, a browser-session one 12 hours. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A sign-in may ask for a new passcode this many seconds after the last one was e-mailed. */
export const PASSCODE_RESEND_SECONDS = 30;

/**
 * The most earnings calls (company quarters) one request may work over: each call is parsed,
 * summarized or indexed, about 20 ms of CPU apiece. A selection of every quarter of ten
 * companies is refused with a 400 rather than holding a worker for seconds; the workspace
 * stops a selection from growing past the template's cap.
 */
export const ANALYSIS_SCOPE_LIMITS = {
  /** Calls one template run reads. */
  templateCalls: 40,
  /** Calls one chat question searches. */
  conversationCalls: 80,
} as const;
